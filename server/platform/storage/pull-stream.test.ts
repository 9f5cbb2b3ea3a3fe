import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pullStream } from './pull-stream';

describe('pullStream', () => {
  it('passes every byte through in order', async () => {
    const source = Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]);
    expect(await new Response(pullStream(source)).text()).toBe('%PDF-1.7');
  });

  it('reads nothing until asked, and destroys the source when cancelled', async () => {
    let reads = 0;
    const source = new Readable({
      read() {
        reads += 1;
        this.push(Buffer.from('chunk'));
      },
    });
    const reader = pullStream(source).getReader();
    expect(reads).toBe(0);
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    expect(source.destroyed).toBe(true);
  });

  it('errors the web stream when the source fails', async () => {
    const source = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(new Response(pullStream(source)).text()).rejects.toThrow('disk gone');
  });
});
