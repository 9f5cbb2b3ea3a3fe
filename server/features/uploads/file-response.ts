import type { Readable } from 'node:stream';
import type { Context } from 'hono';
import { pullStream } from '../../platform/storage/pull-stream';
import { attachmentDisposition } from './file-name';

/**
 * A private download: saved under its name, never cached, never sniffed into something else.
 * The body reads the file as the client takes it, and a cancelled download closes it.
 */
export function fileResponse(c: Context, file: { body: Readable; name: string; type: string; size: number }) {
  return c.body(pullStream(file.body), 200, {
    'Content-Type': file.type,
    'Content-Length': String(file.size),
    'Content-Disposition': attachmentDisposition(file.name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
