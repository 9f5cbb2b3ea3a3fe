/** Byte arrays put together, for building EBML by hand. */
export const bytes = (...parts: Array<number[] | Uint8Array>) => Uint8Array.from(parts.flatMap((part) => [...part]));
/** An EBML element with a one-byte size. */
export const ebmlElement = (id: number[], body: Uint8Array | number[]) => bytes(id, [0x80 | body.length], body);
const text = (value: string) => [...new TextEncoder().encode(value)];
const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const infoId = [0x15, 0x49, 0xa9, 0x66];

/**
 * The start of a WebM as a browser's MediaRecorder writes it: live, so the Segment's size is
 * unknown and its Info has no Duration; one Cluster of one block, then `padding` bytes of it.
 */
export function liveWebm({
  info = ebmlElement(infoId, bytes(ebmlElement([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), ebmlElement([0x4d, 0x80], text('Chrome')))),
  beforeInfo = new Uint8Array(),
  padding = 0,
} = {}) {
  const header = ebmlElement([0x1a, 0x45, 0xdf, 0xa3], ebmlElement([0x42, 0x82], text('webm')));
  const tracks = ebmlElement([0x16, 0x54, 0xae, 0x6b], ebmlElement([0xae], ebmlElement([0xd7], [1])));
  const cluster = bytes([0x1f, 0x43, 0xb6, 0x75], unknownSize, ebmlElement([0xe7], [0]), ebmlElement([0xa3], [0x81, 0, 0, 0x80, 1, 2, 3]));
  return bytes(header, [0x18, 0x53, 0x80, 0x67], unknownSize, beforeInfo, info, tracks, cluster, Array.from({ length: padding }, (_, i) => i % 251));
}

/** An Info with only its TimecodeScale (three bytes, big-endian nanoseconds per tick). */
export const infoWithScale = (scale: number[]) => ebmlElement(infoId, ebmlElement([0x2a, 0xd7, 0xb1], scale));

/** The Duration a file's Info carries, in ticks, or undefined. */
export function durationTicksOf(file: Uint8Array) {
  const at = file.findIndex((byte, i) => byte === 0x44 && file[i + 1] === 0x89 && file[i + 2] === 0x88);
  return at < 0 ? undefined : new DataView(file.buffer, file.byteOffset + at + 3, 8).getFloat64(0);
}
