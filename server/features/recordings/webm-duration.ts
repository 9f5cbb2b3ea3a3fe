import type { ByteRange } from '../../platform/storage/storage';

/**
 * Browsers' MediaRecorder writes WebM as a live stream: the Segment's size is "unknown" and its
 * Info has no Duration, since neither is known while recording. A player then shows the length
 * as Infinity and its seek bar cannot place a moment. The stored take stays exactly the bytes
 * tus received (so its size is the tus offset); playback serves it with a Duration element
 * spliced into the Info, from the length the recorder measured. Only the first few hundred
 * bytes are read to find the Info; the rest streams through untouched.
 */

/** Enough of the file's start to hold the EBML header, the Segment's start and its Info. */
export const webmHeadBytes = 4096;

const ids = { ebml: 0x1a45dfa3, segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, cluster: 0x1f43b675, seekHead: 0x114d9b74, cues: 0x1c53bb6b };

/** One replacement in the file: bytes `[start, end)` are served as `bytes` instead. */
export type Splice = { start: number; end: number; bytes: Uint8Array };

/** An EBML variable-length integer at `at`: its width and value (null: the all-ones "unknown" size). */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const width = Math.clz32(first) - 23;
  if (at + width > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> width);
  let allOnes = value === 0xff >> width;
  for (let i = 1; i < width; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { width, value: !keepMarker && allOnes ? null : value };
}

/** An element's header at `at`: its id, where its data starts, and its data size (null: unknown). */
function readElement(bytes: Uint8Array, at: number) {
  const id = readVint(bytes, at, true);
  if (!id || id.value === null) return undefined;
  const size = readVint(bytes, at + id.width, false);
  if (!size) return undefined;
  return { id: id.value, sizeAt: at + id.width, sizeWidth: size.width, dataStart: at + id.width + size.width, size: size.value };
}

/** `value` as an EBML size of `width` bytes. */
function writeSize(value: number, width: number) {
  const out = new Uint8Array(width);
  let rest = value;
  for (let i = width - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = out[0]! | (0x80 >> (width - 1));
  return out;
}

const unsignedAt = (bytes: Uint8Array, start: number, end: number) => bytes.subarray(start, end).reduce((value, byte) => value * 256 + byte, 0);

/**
 * The splice that gives a live-recorded WebM its Duration, from the file's first bytes
 * (`head`, at least up to the end of the Info). Undefined when the file is not such a WebM or
 * needs nothing: it already has a Duration, its Segment has a known size (a muxer that wrote
 * one), or a SeekHead or Cues before the Info hold byte positions the insertion would move.
 */
export function durationSplice(head: Uint8Array, durationSeconds: number): Splice | undefined {
  const ebml = readElement(head, 0);
  if (!ebml || ebml.id !== ids.ebml || ebml.size === null) return undefined;
  const segment = readElement(head, ebml.dataStart + ebml.size);
  if (!segment || segment.id !== ids.segment || segment.size !== null) return undefined;
  for (let at = segment.dataStart; ; ) {
    const element = readElement(head, at);
    if (!element || element.size === null || [ids.cluster, ids.seekHead, ids.cues].includes(element.id)) return undefined;
    const end = element.dataStart + element.size;
    if (element.id === ids.info) return end > head.length ? undefined : infoWithDuration(head, element, end, durationSeconds);
    at = end;
  }
}

function infoWithDuration(head: Uint8Array, info: NonNullable<ReturnType<typeof readElement>>, end: number, durationSeconds: number): Splice | undefined {
  let timecodeScale = 1_000_000;
  for (let at = info.dataStart; at < end; ) {
    const child = readElement(head, at);
    if (!child || child.size === null) return undefined;
    if (child.id === ids.duration) return undefined;
    if (child.id === ids.timecodeScale) timecodeScale = unsignedAt(head, child.dataStart, child.dataStart + child.size);
    at = child.dataStart + child.size;
  }
  // Duration is a float in the Segment's ticks (TimecodeScale nanoseconds each).
  const duration = new Uint8Array(11);
  duration.set([0x44, 0x89, 0x88]);
  new DataView(duration.buffer).setFloat64(3, (durationSeconds * 1e9) / timecodeScale);
  const body = head.subarray(info.dataStart, end);
  const newSize = body.length + duration.length;
  const width = Math.max(info.sizeWidth, newSize < 0x7f ? 1 : 8);
  const bytes = new Uint8Array(width + newSize);
  bytes.set(writeSize(newSize, width));
  bytes.set(body, width);
  bytes.set(duration, width + body.length);
  return { start: info.sizeAt, end, bytes };
}

/** The size of a file of `size` bytes as served with `splice`. */
export const splicedSize = (size: number, splice: Splice) => size - (splice.end - splice.start) + splice.bytes.length;

/** What to send for `range` of the spliced file: ranges of the stored file, and the spliced bytes, in order. */
export function splicedPieces(splice: Splice, range: ByteRange): Array<ByteRange | Uint8Array> {
  const insertedEnd = splice.start + splice.bytes.length;
  const shift = splice.end - insertedEnd;
  const pieces: Array<ByteRange | Uint8Array> = [];
  if (range.start < splice.start) pieces.push({ start: range.start, end: Math.min(range.end, splice.start - 1) });
  if (range.start < insertedEnd && range.end >= splice.start) {
    pieces.push(splice.bytes.subarray(Math.max(range.start, splice.start) - splice.start, Math.min(range.end + 1, insertedEnd) - splice.start));
  }
  if (range.end >= insertedEnd) pieces.push({ start: Math.max(range.start, insertedEnd) + shift, end: range.end + shift });
  return pieces;
}
