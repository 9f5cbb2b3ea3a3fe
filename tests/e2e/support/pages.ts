import { randomUUID } from 'node:crypto';
import { pageAccess, type PageAccess } from '../../../app/page-access';

/** A concrete address for a page pattern of the route table. */
export const samplePath = (pattern: string) =>
  pattern === '/*' ? '/no-such-page' : pattern.replace(':slug', 'ma-fundamentals').replace(':id', randomUUID());

/** Addresses that answer XML or text rather than a page. */
const notPages = new Set(['/sitemap.xml', '/robots.txt']);

/** Every HTML page whose access is one of these kinds, as concrete addresses. */
export function pagesWithAccess(...kinds: PageAccess[]) {
  return Object.entries(pageAccess)
    .filter(([pattern, access]) => kinds.includes(access) && !notPages.has(pattern))
    .map(([pattern]) => samplePath(pattern));
}
