import { listArticles } from '~/features/articles/articles.server';
import type { Route } from './+types/sitemap';

/** The public pages that are not articles. */
const pages = ['/', '/services', '/about', '/contact', '/faq', '/privacy', '/hub', '/deadlines'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** /sitemap.xml: every public page with its absolute URL. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.services.config.publicUrl;
  const entries: { path: string; lastmod?: string }[] = [
    ...pages.map((path) => ({ path })),
    ...listArticles().map((article) => ({ path: article.path, lastmod: article.date })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}\n  </url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
