import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { DataStore } from '@tus/server';
import { liveWebm } from '../../../tests/support/live-webm';
import { checkingFirstBytes, startsAs } from './first-bytes';
import type { RecordingContainer } from './recording-type';

const mp4Start = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]);
/** An Ogg page's header (capture pattern, version, flags, positions) ahead of an Opus stream's first packet. */
const oggStart = Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 2]), Buffer.alloc(22), Buffer.from([1, 19]), Buffer.from('OpusHead'), Buffer.alloc(11)]);

describe('startsAs', () => {
  it('knows WebM by its EBML header, MP4 by its ftyp box and Ogg by its capture pattern', async () => {
    expect(await startsAs(liveWebm(), 'video/webm')).toBe(true);
    expect(await startsAs(mp4Start, 'video/mp4')).toBe(true);
    expect(await startsAs(oggStart, 'audio/ogg')).toBe(true);
    expect(await startsAs(mp4Start, 'video/webm')).toBe(false);
    expect(await startsAs(liveWebm(), 'audio/mp4')).toBe(false);
    expect(await startsAs(Buffer.from('<html>'), 'audio/ogg')).toBe(false);
    expect(await startsAs(Buffer.from([0x1a, 0x45, 0xdf]), 'video/webm')).toBe(false);
  });
});

describe('checkingFirstBytes', () => {
  /** A store that keeps what it is given, and the take's container and the takes dropped. */
  function fakeStore(container: RecordingContainer) {
    const written: Buffer[] = [];
    const dropped: string[] = [];
    const store = {
      write: async (stream: Readable, _id: string, offset: number) => {
        const bytes = await buffer(stream);
        written.push(bytes);
        return offset + bytes.length;
      },
    } as unknown as DataStore;
    const checked = checkingFirstBytes(store, { containerOf: async () => container, dropTake: async (id) => void dropped.push(id) });
    return { checked, written, dropped };
  }
  /** A chunk arriving in pieces, as a network delivers it. */
  const pieces = (bytes: Uint8Array, size: number) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => Buffer.from(bytes.subarray(i * size, (i + 1) * size))));

  it('passes a take’s first chunk whole once its first bytes show its type, even when they arrive a byte at a time', async () => {
    const { checked, written, dropped } = fakeStore('video/webm');
    const webm = liveWebm({ padding: 100 });
    expect(await checked.write(pieces(webm, 1), 'take', 0)).toBe(webm.length);
    expect(written[0]!.equals(Buffer.from(webm))).toBe(true);
    expect(dropped).toEqual([]);
  });

  it('leaves later chunks alone', async () => {
    const { checked, written } = fakeStore('video/webm');
    expect(await checked.write(Readable.from([Buffer.from('not a header')]), 'take', 500)).toBe(512);
    expect(written).toHaveLength(1);
  });

  it('refuses a first chunk of another type, or one too short to tell, passing nothing and dropping the take', async () => {
    for (const [container, bytes] of [
      ['video/webm', mp4Start],
      ['video/mp4', liveWebm()],
      ['video/webm', Buffer.from([0x1a, 0x45])],
    ] as const) {
      const { checked, written, dropped } = fakeStore(container);
      await expect(checked.write(pieces(bytes, 3), 'take', 0)).rejects.toMatchObject({ status: 415, code: 'unsupported_type' });
      expect(written.every((chunk) => chunk.length === 0)).toBe(true);
      expect(dropped).toEqual(['take']);
    }
  });

  it('decides nothing on an empty first chunk', async () => {
    const { checked, dropped } = fakeStore('video/webm');
    expect(await checked.write(Readable.from([]), 'take', 0)).toBe(0);
    expect(dropped).toEqual([]);
  });

  it('hands on a failure of the incoming stream as it was', async () => {
    const { checked } = fakeStore('video/webm');
    const broken = new Readable({ read() {} });
    const writing = checked.write(broken, 'take', 0);
    broken.destroy(new Error('connection reset'));
    await expect(writing).rejects.toThrow('connection reset');
  });
});
