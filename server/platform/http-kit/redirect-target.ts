/** Stands in for the site when only relative targets are acceptable (the schemas run in the browser too). */
const anySite = 'https://site.invalid';

const resolve = (target: string, base: string | URL) => {
  try {
    return new URL(target, base);
  } catch {
    return undefined;
  }
};

/**
 * Where a browser would land for `target` on this site, as a path, or undefined when it
 * would land anywhere else. The target is resolved exactly as a browser resolves it (tabs
 * and newlines dropped, backslashes read as slashes, `.`/`..`/`%2e` segments applied), then
 * compared with the site's origin. The path must resolve to itself again: `/.//evil.example`
 * resolves to the path `//evil.example`, which the next reader would take for another host.
 */
export function sameSitePath(target: string, siteOrigin: string = anySite): string | undefined {
  const site = resolve(siteOrigin, anySite);
  const resolved = site && resolve(target, site);
  if (!site || !resolved || resolved.origin !== site.origin) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return !path.startsWith('//') && resolve(path, site)?.href === resolved.href ? path : undefined;
}
