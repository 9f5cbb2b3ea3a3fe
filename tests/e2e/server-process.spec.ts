import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/bench/processes';
import { expect, test } from './support/test';

/** The built server as a real process, as `npm start` runs it. */
function startPortal(env: Record<string, string>) {
  const child = spawn(process.execPath, ['build/server/main.js'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy in 60s');
}

async function stop(portal: ReturnType<typeof startPortal>) {
  portal.child.kill('SIGTERM');
  return portal.exited;
}

/** For each source module in the server build, the chunks (by their source maps) that hold it. */
async function chunksBySource(buildDir: string) {
  const chunks = new Map<string, string[]>();
  for (const map of (await readdir(buildDir, { recursive: true })).filter((file) => file.endsWith('.js.map'))) {
    const { sources } = JSON.parse(await readFile(path.join(buildDir, map), 'utf8')) as { sources: string[] };
    for (const source of sources) {
      const module = path.relative(process.cwd(), path.resolve(buildDir, path.dirname(map), source));
      chunks.set(module, [...(chunks.get(module) ?? []), map]);
    }
  }
  return chunks;
}

test.describe('the server build', () => {
  test('holds each server module once, shared by the pages and the Hono server', async () => {
    const chunks = await chunksBySource('build/server');
    expect(chunks.get('server/platform/errors.ts')).toHaveLength(1);
    expect(chunks.get('server/serve.ts')).toHaveLength(1);
    expect(chunks.get('app/root.tsx')).toHaveLength(1);
    expect([...chunks].filter(([, maps]) => maps.length > 1)).toEqual([]);
  });

  test('starts with nothing loaded but the V8 flags: main.js imports everything else dynamically', async () => {
    const main = await readFile('build/server/main.js', 'utf8');
    expect([...main.matchAll(/^import\b[^;]*?from\s*"([^"]+)"/gm)].map((match) => match[1])).toEqual(['node:v8']);
    expect(main).toMatch(/await import\(/);
  });
});

test.describe('the server process', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('two instances with their own PORT and DATA_DIR run side by side, and a restart keeps data', async () => {
    const dirA = mkdtempSync(path.join(tmpdir(), 'portal-a-'));
    const dirB = mkdtempSync(path.join(tmpdir(), 'portal-b-'));
    const [portA, portB, portC] = [await freePort(), await freePort(), await freePort()];
    const a = startPortal({ PORT: String(portA), DATA_DIR: dirA });
    const b = startPortal({ PORT: String(portB), DATA_DIR: dirB });
    try {
      await Promise.all([waitForHealth(portA, a.child), waitForHealth(portB, b.child)]);
      for (const port of [portA, portB]) {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<header');
        expect(html).toContain('<footer');
      }
      const sent = await fetch(`http://127.0.0.1:${portA}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Restart Check', email: 'restart@example.com' }),
      });
      expect(sent.status).toBe(201);
      // A second server on the same PGlite directory is refused, with a clear message.
      const clash = startPortal({ PORT: String(portC), DATA_DIR: dirA });
      expect(await clash.exited).toBe(1);
      expect(clash.output()).toContain('is in use by a running server');
    } finally {
      const [codeA] = await Promise.all([stop(a), stop(b)]);
      expect(codeA, a.output()).toBe(0);
    }

    const again = startPortal({ PORT: String(portA), DATA_DIR: dirA });
    try {
      await waitForHealth(portA, again.child);
      const mailbox = await (await fetch(`http://127.0.0.1:${portA}/api/dev/mailbox`)).json();
      expect(mailbox.messages.map((m: { to: string }) => m.to)).toContain('restart@example.com');
    } finally {
      await stop(again);
    }
    expect(again.output()).toContain('shutdown complete');
  });

  test('production refuses to start without its secrets and names what is missing', async () => {
    const portal = startPortal({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'p-')) });
    expect(await portal.exited).toBe(1);
    for (const name of ['AUTH_SECRET', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY']) {
      expect(portal.output()).toContain(`${name} is required when NODE_ENV=production`);
    }
    expect(portal.output()).not.toMatch(/at .*\.js:\d+/); // a message, not a stack trace
  });
});
