import { setTimeout as sleep } from 'node:timers/promises';
import { is, sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Database } from '../../db/client';

/** How long a request waits for another to let go of an upload before tus answers 500 (lock timeout), as the memory locker does. */
const acquireTimeoutMs = 30_000;
/** How often a waiting request asks PostgreSQL again. */
const retryMs = 50;

/**
 * tus's lock on one upload, held across every instance on the PostgreSQL database: an
 * advisory lock on a hash of the upload id, taken by a transaction of its own that keeps its
 * connection for as long as the lock is held (and so frees it if the process dies). A
 * contender in the same process asks the holder to end its request (tus's `requestRelease`),
 * as tus's memory locker does; one on another instance waits for the holder's request to end,
 * which it does when its client's connection drops.
 */
export class AdvisoryLocker implements Locker {
  /** The release callbacks of the locks this process holds, by upload id. */
  private readonly holders = new Map<string, RequestRelease>();

  constructor(
    private readonly db: Database,
    private readonly timeoutMs = acquireTimeoutMs,
  ) {}

  newLock(id: string): Lock {
    return new AdvisoryLock(this.db, id, this.holders, this.timeoutMs);
  }
}

class AdvisoryLock implements Lock {
  private release?: () => void;
  private held?: Promise<unknown>;

  constructor(
    private readonly db: Database,
    private readonly id: string,
    private readonly holders: Map<string, RequestRelease>,
    private readonly timeoutMs: number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease) {
    const giveUpAt = Date.now() + this.timeoutMs;
    while (!(await this.tryHold())) {
      if (signal.aborted || Date.now() >= giveUpAt) throw ERRORS.ERR_LOCK_TIMEOUT;
      await this.holders.get(this.id)?.();
      await sleep(retryMs);
    }
    this.holders.set(this.id, requestRelease);
  }

  async unlock() {
    if (!this.release) return;
    this.holders.delete(this.id);
    this.release();
    this.release = undefined;
    await this.held;
  }

  /** Takes the lock if it is free, in a transaction that then waits for `unlock`; false if another holds it. */
  private tryHold(): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      let acquired = false;
      this.held = this.db
        .transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`tus:${this.id}`}, 0)) as ok`)) as unknown as {
            rows: { ok: boolean }[];
          };
          if (!result.rows[0]?.ok) return resolve(false);
          acquired = true;
          await new Promise<void>((released) => {
            this.release = released;
            resolve(true);
          });
        })
        .catch((error: unknown) => {
          // Once held, a failure ends the transaction, and the lock with it; before, the caller hears of it.
          if (!acquired) reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  }
}

/**
 * The lock for tus uploads on this database: advisory locks on PostgreSQL, shared by its
 * instances. PGlite serves one process through one connection, where a transaction held for
 * a lock's life would stall every other query: there tus's in-process lock is the same guarantee.
 */
export const uploadLockerFor = (db: Database): Locker => (is(db, NodePgDatabase) ? new AdvisoryLocker(db) : new MemoryLocker());
