import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name, the same on every run and every database, so a seed finds the
 * row it made before whatever has since changed in it. Shaped as an RFC 9562 name-based UUID
 * (version 5 nibble, variant 10xx) over SHA-256.
 */
export function nameBasedId(name: string) {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
