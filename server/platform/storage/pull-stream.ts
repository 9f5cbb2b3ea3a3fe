import type { Readable } from 'node:stream';

/**
 * A web stream that reads `source` only when its consumer asks, and destroys it when the
 * consumer cancels. Readable.toWeb pushes eagerly and, on some Node versions, raises
 * uncatchable errors when the two ends close in the wrong order.
 */
export function pullStream(source: Readable): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
    cancel() {
      source.destroy();
    },
  });
}
