import type { ByteRange } from '../../platform/storage/storage';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2):
 * `undefined` to send the whole file (no header, a form we do not serve such as several
 * ranges, which a server may ignore), `'unsatisfiable'` when it starts past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
