import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { SessionLocks } from '../../db/session-locks';
import { HttpError } from '../../platform/errors';

/** How long a request waits for another to let go of a take before it is told to come back. */
const acquireWaitMs = 2_000;
/** How often a waiting request asks again. */
const retryMs = 50;
/**
 * When a refused request should try again: by then a stalled holder on another instance has
 * been cut off by the body idle timeout or has finished its chunk. tus clients retry a 423 by themselves.
 */
export const retryAfterSeconds = 5;

/** A take being written by another request: 423 with `Retry-After`, never a 500. */
const takeBusy = () =>
  new HttpError(423, 'conflict', 'This take is still receiving an earlier chunk. Try again in a few seconds; your recording is kept.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

/**
 * tus's lock on one take, across every instance on the database, held in `SessionLocks`, so
 * a request streaming a body holds no pooled connection. A contender in the same process
 * asks the holder to end its request (tus's `requestRelease`: a client that lost its
 * connection resumes at once), as tus's memory locker does; one on another instance cannot,
 * so after a short wait it answers 423 and the client retries.
 */
export class UploadLocker implements Locker {
  /** The release callbacks of the takes this process holds, by upload id. */
  private readonly holders = new Map<string, RequestRelease>();

  constructor(
    private readonly locks: SessionLocks,
    private readonly waitMs = acquireWaitMs,
  ) {}

  newLock(id: string): Lock {
    const { locks, holders, waitMs } = this;
    const name = `tus:${id}`;
    let held = false;
    return {
      async lock(signal: AbortSignal, requestRelease: RequestRelease) {
        const giveUpAt = Date.now() + waitMs;
        while (!(await locks.tryTake(name))) {
          if (signal.aborted) throw ERRORS.ABORTED;
          if (Date.now() >= giveUpAt) throw takeBusy();
          await holders.get(id)?.();
          await sleep(retryMs);
        }
        held = true;
        holders.set(id, requestRelease);
      },
      async unlock() {
        if (!held) return;
        held = false;
        holders.delete(id);
        await locks.release(name);
      },
    };
  }
}

/** The most chunks one member may be sending at once, across instances: a recorder sends one take at a time. */
export const concurrentChunksPerMember = 3;

/**
 * Runs `send` (a tus request that carries a body) in one of the member's few upload slots,
 * so one member's stalled or parallel requests cannot occupy the server: 429 with
 * `Retry-After` when all are in use.
 */
export async function inMemberUploadSlot<T>(locks: SessionLocks, userId: string, send: () => Promise<T>): Promise<T> {
  for (let slot = 0; slot < concurrentChunksPerMember; slot++) {
    const name = `tus-member:${userId}:${slot}`;
    if (!(await locks.tryTake(name))) continue;
    try {
      return await send();
    } finally {
      await locks.release(name);
    }
  }
  throw new HttpError(
    429,
    'rate_limited',
    `You are already sending ${concurrentChunksPerMember} recordings at once. Wait for one to finish, then try again.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
