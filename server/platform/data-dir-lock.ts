import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CodedError } from './errors';

/**
 * PGlite does not lock its directory, and two processes on one directory corrupt it.
 * The server holds DATA_DIR/server.pid while it runs; the command-line tools refuse
 * to touch the data while a live process holds it.
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function findLiveHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFile(dataDir), 'utf8'), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/** Known by its code, `data_dir_locked`. */
export class DataDirLockedError extends CodedError<'data_dir_locked'> {
  constructor(dataDir: string, pid: number) {
    super(
      'data_dir_locked',
      `The data directory ${dataDir} is in use by a running server (PID ${pid}). ` +
        'Stop that server first, or point DATA_DIR somewhere else.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function assertDataDirFree(dataDir: string) {
  const holder = findLiveHolder(dataDir);
  if (holder !== undefined) throw new DataDirLockedError(dataDir, holder);
}

/** Takes the lock (replacing a stale one) and returns its release function. */
export function acquireDataDirLock(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' fails if the file exists, so two servers starting together cannot both win.
      writeFileSync(lockFile(dataDir), String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      assertDataDirFree(dataDir);
      rmSync(lockFile(dataDir), { force: true });
    }
  }
  return () => {
    if (findLiveHolder(dataDir) === undefined) rmSync(lockFile(dataDir), { force: true });
  };
}
