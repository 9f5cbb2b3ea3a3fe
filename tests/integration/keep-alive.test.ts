import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonBytes } from '@server/http/json-body-limit';
import { maxUploadBytes } from '@server/features/uploads/upload.schema';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; socket: Socket };

/**
 * A refused body must leave the client's keep-alive connection usable, or say it closes:
 * the real app behind a real listening Node server, a keep-alive client, a second request.
 */
describe('keep-alive after a refused body', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInMember(t)).cookie;
    server = createServer(getRequestListener(t.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const send = (agent: Agent, path: string, method: string, headers: Record<string, string>, body?: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, agent, headers: { origin: testOrigin, cookie, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), socket: req.socket! }));
        res.on('error', reject);
      });
      req.on('error', reject);
      // The server may answer before it has read the whole body; the client keeps sending it.
      req.on('response', () => {});
      req.end(body);
    });

  const multipart = (size: number) => {
    const boundary = 'keep-alive-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const body = Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x20), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  };

  const oversized = [
    { cap: 'the JSON cap', path: '/api/enquiries', type: 'application/json', body: Buffer.from(JSON.stringify({ message: 'x'.repeat(maxJsonBytes) })) },
    { cap: 'the page-post cap', path: '/contact', type: 'application/x-www-form-urlencoded', body: Buffer.from(`message=${'x'.repeat(maxJsonBytes)}`) },
    { cap: 'the page multipart cap', path: '/uploads', ...multipart(maxUploadBytes + maxJsonBytes) },
    { cap: 'the upload receiver', path: '/api/uploads', ...multipart(maxUploadBytes + 1024) },
  ];

  it.each(oversized)('answers 413 at $cap and the same client’s next request on that agent succeeds', async ({ path, type, body }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, path, 'POST', { 'content-type': type }, body);
      expect(refused.status).toBe(413);
      const next = await send(agent, '/healthz', 'GET', {});
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toEqual({ status: 'ok' });
      // Kept alive only when it was promised; a promise of keep-alive is kept.
      if (refused.headers.connection === 'close') expect(next.socket).not.toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it('keeps the connection alive after an answer to a body it read in full', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, '/api/enquiries', 'POST', { 'content-type': 'application/json' }, Buffer.from('{}'));
      expect(refused.status).toBe(400);
      expect(refused.headers.connection).toBe('keep-alive');
      const next = await send(agent, '/healthz', 'GET', {});
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });
});
