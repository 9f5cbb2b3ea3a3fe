import type { MetaDescriptor } from 'react-router';
import { site } from '@content/site';

/** Used until the root loader provides the deployment's public URL. */
const fallbackOrigin = 'http://localhost:3000';

type RouteMatch = { id: string; loaderData?: unknown } | undefined;

export type SeoInput = {
  /** The page's own name; the site name is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. '/services'. */
  path: string;
  /** `matches` from the route's meta function, to read the root loader's public URL. */
  matches: readonly RouteMatch[];
  type?: 'website' | 'article';
};

/** The public origin the root loader reports, without a trailing slash. */
export function publicOrigin(matches: readonly RouteMatch[]) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { publicUrl?: unknown } | undefined;
  const url = typeof root?.publicUrl === 'string' && root.publicUrl ? root.publicUrl : fallbackOrigin;
  return url.replace(/\/+$/, '');
}

/** Title, description, canonical link, Open Graph and Twitter tags for a public page. */
export function seo({ title, description, path, matches, type = 'website' }: SeoInput): MetaDescriptor[] {
  const origin = publicOrigin(matches);
  const url = `${origin}${path}`;
  const fullTitle = `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${origin}/og-image.png` },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${site.name}: ${site.tagline}` },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
