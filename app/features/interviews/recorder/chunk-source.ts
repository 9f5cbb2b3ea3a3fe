/**
 * The bytes of a take while it is being recorded, as tus-js-client reads them: MediaRecorder
 * pushes a chunk every few seconds and tus asks for the next slice of the file. A slice is
 * answered as soon as any bytes past its start exist (up to the chunk size tus asked for), so
 * each chunk leaves while the member is still speaking instead of waiting to fill a large
 * request; once recording has ended and everything is sent, the source is done and tus sends
 * the final length. Bytes before the last slice asked for are let go: tus asks from the offset
 * the server has confirmed, which never goes back.
 *
 * This is tus-js-client's documented `fileReader` option (`openFile` answering a source with
 * `slice` and `close`), since its stream input waits for a full chunk before sending any.
 */
export class RecordingSource {
  private buffer = new Blob();
  private bufferOffset = 0;
  private ended = false;
  private waiting: (() => void) | null = null;
  /** Every byte recorded so far, sent or not. */
  recordedBytes = 0;

  /** A chunk MediaRecorder gave (`dataavailable`). */
  push(chunk: Blob) {
    if (this.ended || chunk.size === 0) return;
    this.buffer = new Blob([this.buffer, chunk]);
    this.recordedBytes += chunk.size;
    this.wake();
  }

  /** Recording has stopped: what is buffered is the rest of the take. */
  end() {
    this.ended = true;
    this.wake();
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** The bytes from `start`, at most up to `end`, once there are any; `done` once the take has ended and all was sent. */
  async slice(start: number, end: number): Promise<{ value: Blob | null; done: boolean }> {
    if (start < this.bufferOffset) throw new Error('The recording was asked for bytes it has already let go');
    if (start > this.bufferOffset) {
      this.buffer = this.buffer.slice(start - this.bufferOffset);
      this.bufferOffset = start;
    }
    while (this.buffer.size === 0 && !this.ended) await new Promise<void>((resolve) => (this.waiting = resolve));
    if (this.buffer.size === 0) return { value: null, done: true };
    return { value: this.buffer.slice(0, Math.min(end - start, this.buffer.size)), done: false };
  }

  /** tus's `size`: unknown until the take ends (the upload's length is deferred). */
  get size() {
    return null as unknown as number;
  }

  close() {
    this.end();
  }

  /** The `fileReader` option that hands tus this source. */
  readonly reader = { openFile: async () => this };
}
