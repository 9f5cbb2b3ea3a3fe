import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Every child this bench started and has not yet stopped: `stopAll` ends them whatever happens. */
const running = new Set<ChildProcess>();

export type Spawned = { child: ChildProcess; pid: number; stop: () => Promise<void> };

/** A port the kernel just handed out on loopback; free unless someone races us for it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `node <args>`; its output is appended to `logFile` so a failed start can be read afterwards. */
export function spawnNode(args: string[], { env, cwd, logFile }: { env: NodeJS.ProcessEnv; cwd: string; logFile: string }): Spawned {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', log, log] });
  closeSync(log); // the child holds its own copy of the descriptor
  if (child.pid === undefined) throw new Error(`could not spawn node ${args.join(' ')}`);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { child, pid: child.pid, stop: () => stopChild(child) };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM lets the portal release its data-directory lock; SIGKILL if it has not gone in 10 s. */
async function stopChild(child: ChildProcess) {
  if (exited(child)) return;
  child.kill('SIGTERM');
  if (await waitForExit(child, 10_000)) return;
  child.kill('SIGKILL');
  await waitForExit(child, 5_000);
}

export async function stopAll() {
  await Promise.all([...running].map(stopChild));
}

/**
 * Polls `url` until it answers 200. Fails early if the process died, and after
 * `timeoutMs` otherwise, so a broken start never hangs the bench.
 */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (exited(child)) throw new Error(`the process serving ${url} exited (code ${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
