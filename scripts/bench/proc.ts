import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Linux only, which is what the bench runs on: figures straight from /proc.

/** Resident set size of a process in bytes (VmRSS is in KiB despite the "kB"). */
export function readRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

let ticksPerSecond: number | undefined;

/**
 * CPU seconds (user + system) a process has used so far. Unlike wall time this does not
 * grow when other work shares the machine, so CPU per request survives a busy machine.
 */
export function readCpuSeconds(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  // The command name (field 2) may contain spaces; the fields we need follow its ")".
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Cumulative busy and total CPU ticks of the whole machine (first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/** Runs `wait` and returns the share of all CPUs that was busy meanwhile (0–1). */
export async function machineBusyShare(wait: () => Promise<unknown>): Promise<number> {
  const before = machineTicks();
  await wait();
  const after = machineTicks();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

/** The largest RSS seen while `work` ran, and how many readings that rests on. */
export type RssPeak = { maxBytes: number; samples: number };

/**
 * Reads a process's RSS every `everyMs` while `work` runs (and once at each end), so a
 * short-lived peak (a buffered chunk, a part held for S3) shows. The bench's own event loop
 * takes the readings: a busy loop stretches the interval, which the sample count reveals.
 */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>, everyMs = 100): Promise<{ result: T; peak: RssPeak }> {
  const peak: RssPeak = { maxBytes: readRssBytes(pid), samples: 1 };
  const read = () => {
    peak.maxBytes = Math.max(peak.maxBytes, readRssBytes(pid));
    peak.samples += 1;
  };
  const timer = setInterval(read, everyMs);
  try {
    const result = await work();
    read();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
