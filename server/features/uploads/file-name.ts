const maxNameLength = 120;

/**
 * The name we keep for a client's file, only ever shown as text: no path (`../`, `C:\`),
 * no control or invisible formatting characters (which can disguise an extension), at
 * most 120 characters, and ending in the extension of the type we detected, so a
 * download always opens as what it is.
 */
export function displayFileName(clientName: string, extension: string) {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const suffix = `.${extension}`;
  const named = cleaned.toLowerCase().endsWith(suffix) ? cleaned : `${cleaned || 'document'}${suffix}`;
  const chars = Array.from(named);
  if (chars.length <= maxNameLength) return named;
  return `${chars
    .slice(0, maxNameLength - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}

/** A Content-Disposition that makes the browser save the file under its (non-ASCII-safe) name. */
export function attachmentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
