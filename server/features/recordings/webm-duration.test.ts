import { describe, expect, it } from 'vitest';
import { bytes, durationTicksOf, ebmlElement, infoWithScale, liveWebm } from '../../../tests/support/live-webm';
import { durationSplice, splicedPieces, splicedSize, webmHeadBytes, type Splice } from './webm-duration';

/** The file as served: the stored bytes with the splice applied. */
const served = (file: Uint8Array, splice: Splice) => bytes(file.subarray(0, splice.start), splice.bytes, file.subarray(splice.end));

describe('durationSplice', () => {
  it('gives a live-recorded WebM a Duration in its Info, and the Info the size that includes it', () => {
    const file = liveWebm();
    const splice = durationSplice(file, 12.5)!;
    const patched = served(file, splice);
    expect(patched.length).toBe(splicedSize(file.length, splice));
    // Millisecond ticks, the scale browsers write.
    expect(durationTicksOf(patched)).toBe(12_500);
    // Served again, the file already has its Duration and needs nothing more.
    expect(durationSplice(patched, 12.5)).toBeUndefined();
    // What follows the Info is untouched.
    expect(patched.subarray(patched.length - 30)).toEqual(file.subarray(file.length - 30));
  });

  it('uses the file’s own TimecodeScale', () => {
    const file = liveWebm({ info: infoWithScale([0x01, 0x86, 0xa0]) });
    // 100 µs ticks: 3 s is 30 000 of them.
    expect(durationTicksOf(served(file, durationSplice(file, 3)!))).toBe(30_000);
  });

  it('leaves alone what is not a live WebM, or has byte positions before its Info', () => {
    expect(durationSplice(new TextEncoder().encode('ftypisom, an MP4'), 5)).toBeUndefined();
    const seekHead = ebmlElement([0x11, 0x4d, 0x9b, 0x74], [0xec, 0x80]);
    expect(durationSplice(liveWebm({ beforeInfo: seekHead }), 5)).toBeUndefined();
    // The first bytes read must hold the whole Info.
    expect(durationSplice(liveWebm().subarray(0, 40), 5)).toBeUndefined();
    expect(webmHeadBytes).toBeGreaterThan(liveWebm().length);
  });
});

describe('splicedPieces', () => {
  const splice: Splice = { start: 10, end: 14, bytes: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
  const file = Uint8Array.from({ length: 30 }, (_, i) => 100 + i);
  const whole = served(file, splice);
  /** The served bytes of `range`, put together from the pieces. */
  const read = (start: number, end: number) =>
    bytes(...splicedPieces(splice, { start, end }).map((piece) => (piece instanceof Uint8Array ? piece : file.subarray(piece.start, piece.end + 1))));

  it('answers every range of the spliced file with the right bytes', () => {
    expect(splicedSize(file.length, splice)).toBe(whole.length);
    for (let start = 0; start < whole.length; start++) {
      for (let end = start; end < whole.length; end++) expect(read(start, end)).toEqual(whole.subarray(start, end + 1));
    }
  });
});
