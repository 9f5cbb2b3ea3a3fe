import { describe, expect, it } from 'vitest';
import { RecordingSource } from './chunk-source';

const blob = (...values: number[]) => new Blob([Uint8Array.from(values)]);
const bytesOf = async (value: Blob | null) => (value ? [...new Uint8Array(await value.arrayBuffer())] : null);

describe('RecordingSource', () => {
  it('answers a slice with the bytes there are, without waiting for a full chunk', async () => {
    const source = new RecordingSource();
    source.push(blob(1, 2, 3));
    const first = await source.slice(0, 1000);
    expect(await bytesOf(first.value)).toEqual([1, 2, 3]);
    expect(first.done).toBe(false);
    // At most the chunk size tus asked for.
    source.push(blob(4, 5, 6, 7));
    expect(await bytesOf((await source.slice(3, 5)).value)).toEqual([4, 5]);
  });

  it('waits for the next chunk when all was sent, then is done once recording has ended', async () => {
    const source = new RecordingSource();
    source.push(blob(1, 2));
    await source.slice(0, 10);
    const pending = source.slice(2, 10);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    source.push(blob(3));
    expect(await bytesOf((await pending).value)).toEqual([3]);
    const last = source.slice(3, 10);
    source.end();
    expect(await last).toEqual({ value: null, done: true });
    expect(source.recordedBytes).toBe(3);
  });

  it('sends again from a confirmed offset after a dropped request, but not what was let go', async () => {
    const source = new RecordingSource();
    source.push(blob(1, 2, 3, 4));
    await source.slice(0, 10);
    // The PATCH failed after the server kept two bytes: tus asks from offset 2.
    expect(await bytesOf((await source.slice(2, 10)).value)).toEqual([3, 4]);
    // Again from 2 (a retry of that request).
    expect(await bytesOf((await source.slice(2, 10)).value)).toEqual([3, 4]);
    await expect(source.slice(0, 10)).rejects.toThrow('already let go');
  });

  it('ends with what is buffered: the last bytes, then done', async () => {
    const source = new RecordingSource();
    source.push(blob(9, 8));
    source.end();
    source.push(blob(7));
    expect(await bytesOf((await source.slice(0, 10)).value)).toEqual([9, 8]);
    expect(await source.slice(2, 10)).toEqual({ value: null, done: true });
  });
});
