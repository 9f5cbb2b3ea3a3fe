import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lock } from '@tus/server';
import { ERRORS } from '@tus/server';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { AdvisoryLocker } from '@server/features/recordings/advisory-locker';
import { createTestDatabase } from '../support/test-database';

/** Whether `promise` has settled after `ms`. */
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

// Advisory locks need two sessions on one server; PGlite serves one process, where tus's own lock serves.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the tus upload lock on PostgreSQL advisory locks (skipped without TEST_DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  // Two pools on one database: what two instances hold.
  let a: DatabaseHandle;
  let b: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([openDatabase(database.target), openDatabase(database.target)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  const never = () => {};
  /** Every lock a test took: each holds a connection until unlocked, and a pool cannot close under them. */
  const locks: Lock[] = [];
  const lockOn = (db: DatabaseHandle, id: string, timeoutMs?: number) => {
    const lock = new AdvisoryLocker(db.db, timeoutMs).newLock(id);
    locks.push(lock);
    return lock;
  };
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((lock) => lock.unlock()));
  });

  it('makes a second instance wait for the first to let go of an upload, and not for another upload', async () => {
    const first = lockOn(a, 'members/u1/recordings/one');
    await first.lock(new AbortController().signal, never);

    const waiting = lockOn(b, 'members/u1/recordings/one').lock(new AbortController().signal, never);
    expect(await settledWithin(waiting, 300)).toBe(false);
    await lockOn(b, 'members/u1/recordings/two').lock(new AbortController().signal, never);

    await first.unlock();
    expect(await settledWithin(waiting, 2000)).toBe(true);
  });

  it('asks the holder in the same process to end its request, as tus expects', async () => {
    const locker = new AdvisoryLocker(a.db);
    const holder = locker.newLock('members/u1/recordings/three');
    const contender = locker.newLock('members/u1/recordings/three');
    locks.push(holder, contender);
    let asked = 0;
    await holder.lock(new AbortController().signal, async () => {
      asked += 1;
      await holder.unlock();
    });
    await contender.lock(new AbortController().signal, never);
    expect(asked).toBe(1);
  });

  it('gives up with tus’s lock timeout when the holder never lets go, or the request is aborted', async () => {
    await lockOn(a, 'members/u1/recordings/four').lock(new AbortController().signal, never);
    await expect(lockOn(b, 'members/u1/recordings/four', 200).lock(new AbortController().signal, never)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    const aborted = new AbortController();
    const waiting = lockOn(b, 'members/u1/recordings/four').lock(aborted.signal, never);
    aborted.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });
});
