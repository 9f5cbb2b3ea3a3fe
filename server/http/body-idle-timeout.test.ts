import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { endStalledBodies } from './body-idle-timeout';

const idleMs = 300;

/** A server that reads the whole body, waits `answerAfterMs`, then answers how many bytes it read. */
async function startServer(answerAfterMs = 0) {
  const server = createServer(async (req, res) => {
    let bytes = 0;
    try {
      for await (const chunk of req) bytes += (chunk as Buffer).length;
    } catch {
      return; // the connection was cut: nobody to answer
    }
    await sleep(answerAfterMs);
    res.end(String(bytes));
  });
  endStalledBodies(server, idleMs);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Sends `chunks` of a chunked body, pausing `gapMs` before each; `stall` leaves the body unfinished. */
function send(server: Server, { chunks, gapMs, stall = false }: { chunks: number; gapMs: number; stall?: boolean }) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ answered: string } | { cutOffAfterMs: number }>((resolve) => {
    const started = Date.now();
    const req = request({ host: '127.0.0.1', port, method: 'PUT', headers: { 'transfer-encoding': 'chunked' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ answered: text }));
    });
    req.on('error', () => resolve({ cutOffAfterMs: Date.now() - started }));
    void (async () => {
      for (let i = 0; i < chunks; i++) {
        await sleep(gapMs);
        if (req.destroyed) return;
        req.write('0123456789');
      }
      if (!stall) req.end();
    })();
  });
}

describe('request bodies that stop arriving', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  const start = async (answerAfterMs?: number) => {
    const server = await startServer(answerAfterMs);
    servers.push(server);
    return server;
  };

  it('cuts off a body that stops, soon after the idle time', async () => {
    const outcome = await send(await start(), { chunks: 1, gapMs: 0, stall: true });
    expect(outcome).toHaveProperty('cutOffAfterMs');
    expect((outcome as { cutOffAfterMs: number }).cutOffAfterMs).toBeLessThan(idleMs + 1_000);
  });

  it('keeps a slow body that never pauses for as long as the idle time, however long it takes in all', async () => {
    expect(await send(await start(), { chunks: 8, gapMs: idleMs / 3 })).toEqual({ answered: '80' });
  });

  it('lets the answer take its time once the whole body has arrived', async () => {
    expect(await send(await start(idleMs * 3), { chunks: 1, gapMs: 0 })).toEqual({ answered: '10' });
  });
});
