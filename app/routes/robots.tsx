import type { Route } from './+types/robots';

/** Private and technical areas crawlers should leave alone. */
const disallowed = ['/api/', '/profile', '/settings', '/payment-plan', '/coach', '/dev/'];

/** /robots.txt: everything public may be crawled; the sitemap lists it. */
export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${context.services.config.publicUrl}/sitemap.xml`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
