/**
 * Whether a request is a browser opening an address (a link followed from an email, a
 * bookmark), rather than a script asking for data. Browsers that send Fetch Metadata say so
 * in `Sec-Fetch-Mode`; older ones are recognised by asking for HTML, which no script does
 * unless it means to show it.
 */
export function isBrowserNavigation(headers: Headers) {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return /(^|[\s,])text\/html\b/i.test(headers.get('accept') ?? '');
}
