import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import pg from 'pg';
import { ERRORS, type Lock } from '@tus/server';
import { inProcessLocks, lockConnectionApplicationName, openSessionLocks, type SessionLocks } from '@server/db/session-locks';
import { isHttpError } from '@server/platform/errors';
import { concurrentChunksPerMember, inMemberUploadSlot, UploadLocker } from '@server/features/recordings/upload-locks';
import { createTestDatabase } from '../support/test-database';

/** Whether `promise` has settled after `ms`. */
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

/** What a refused lock or slot answers: its status and Retry-After. */
async function refusalOf(attempt: Promise<unknown>) {
  try {
    await attempt;
  } catch (error) {
    if (isHttpError(error)) return { status: error.status, retryAfter: error.headers?.['Retry-After'] };
    throw error;
  }
  throw new Error('it was not refused');
}

const never = () => {};
const signal = () => new AbortController().signal;

/** The rules every kind of lock space keeps, whichever database the portal runs on. */
function behavesAsUploadLocks(name: string, open: () => { a: SessionLocks; b: SessionLocks }) {
  describe(name, () => {
    let a: SessionLocks;
    let b: SessionLocks;
    beforeAll(() => void ({ a, b } = open()));
    afterAll(async () => {
      await a.close();
      if (b !== a) await b.close();
    });
    /** Every lock a test took, let go of after it. */
    const locks: Lock[] = [];
    const lockOn = (space: SessionLocks, id: string, waitMs?: number) => {
      const lock = new UploadLocker(space, waitMs).newLock(id);
      locks.push(lock);
      return lock;
    };
    afterEach(async () => void (await Promise.all(locks.splice(0).map((lock) => lock.unlock()))));

    it('tells a second taker of the same take to come back (423, Retry-After), not another take', async () => {
      await lockOn(a, 'members/u1/recordings/one').lock(signal(), never);
      expect(await refusalOf(lockOn(b, 'members/u1/recordings/one', 200).lock(signal(), never))).toEqual({ status: 423, retryAfter: '5' });
      await lockOn(b, 'members/u1/recordings/two').lock(signal(), never);
    });

    it('gives the take to the next taker once the holder lets go', async () => {
      const first = lockOn(a, 'members/u1/recordings/three');
      await first.lock(signal(), never);
      const waiting = lockOn(b, 'members/u1/recordings/three', 5_000).lock(signal(), never);
      expect(await settledWithin(waiting, 300)).toBe(false);
      await first.unlock();
      await expect(waiting).resolves.toBeUndefined();
    });

    it('stops waiting when the request is aborted', async () => {
      await lockOn(a, 'members/u1/recordings/four').lock(signal(), never);
      const aborted = new AbortController();
      const waiting = lockOn(b, 'members/u1/recordings/four', 5_000).lock(aborted.signal, never);
      aborted.abort();
      await expect(waiting).rejects.toBe(ERRORS.ABORTED);
    });

    it('asks the holder in the same process to end its request, as tus expects of a resumed upload', async () => {
      const locker = new UploadLocker(a);
      const holder = locker.newLock('members/u1/recordings/five');
      const contender = locker.newLock('members/u1/recordings/five');
      locks.push(holder, contender);
      let asked = 0;
      await holder.lock(signal(), async () => {
        asked += 1;
        await holder.unlock();
      });
      await contender.lock(signal(), never);
      expect(asked).toBe(1);
    });

    it(`lets a member send ${concurrentChunksPerMember} requests at once, on any instance, and refuses one more with 429`, async () => {
      const stalls: (() => void)[] = [];
      const stalled = () => new Promise<void>((resolve) => stalls.push(resolve));
      const sending = Array.from({ length: concurrentChunksPerMember }, (_, i) => inMemberUploadSlot(i % 2 ? b : a, 'member-1', stalled));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await refusalOf(inMemberUploadSlot(b, 'member-1', async () => {}))).toEqual({ status: 429, retryAfter: '5' });
      await inMemberUploadSlot(a, 'member-2', async () => {}); // another member is not held up
      stalls.forEach((resume) => resume());
      await Promise.all(sending);
      await expect(inMemberUploadSlot(b, 'member-1', async () => 'sent')).resolves.toBe('sent');
    });
  });
}

// PGlite serves one process: the process's own locks are all there are.
behavesAsUploadLocks('upload locks in one process (PGlite)', () => {
  const locks = inProcessLocks();
  return { a: locks, b: locks };
});

// Two lock connections on one server: what two instances hold.
describe.skipIf(!process.env.TEST_DATABASE_URL)('upload locks across instances on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let url = '';
  const logger = pino({ level: 'silent' });
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.target.kind === 'postgres') url = database.target.url;
  });
  afterAll(async () => await database?.drop());

  behavesAsUploadLocks('on two lock connections', () => ({ a: openSessionLocks({ url, logger }), b: openSessionLocks({ url, logger }) }));

  it('lets go with one release of the lock that opened its connection', async () => {
    const [first, other] = [openSessionLocks({ url, logger }), openSessionLocks({ url, logger })];
    try {
      expect(await first.tryTake('tus:opening')).toBe(true);
      await first.release('tus:opening');
      expect(await other.tryTake('tus:opening')).toBe(true);
    } finally {
      await Promise.all([first.close(), other.close()]);
    }
  });

  it('holds its locks with no transaction open, on one connection outside the pool, and frees them if that connection is lost', async () => {
    const holder = openSessionLocks({ url, logger });
    const other = openSessionLocks({ url, logger });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let i = 0; i < 20; i++) expect(await holder.tryTake(`tus:take-${i}`)).toBe(true);
      const { rows } = await admin.query<{ state: string; n: number }>(
        'select state, count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 group by state',
        [lockConnectionApplicationName],
      );
      expect(rows).toEqual([{ state: 'idle', n: 1 }]);
      expect(await other.tryTake('tus:take-0')).toBe(false);

      // The process dies, or its connection does: PostgreSQL lets go of all of it.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()', [
        lockConnectionApplicationName,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The holder takes its names again on its next connection; what it had let go of is free.
      await holder.release('tus:take-1');
      expect(await other.tryTake('tus:take-1')).toBe(true);
      expect(await holder.tryTake('tus:take-20')).toBe(true);
      expect(await other.tryTake('tus:take-0')).toBe(false);
    } finally {
      await admin.end();
      await holder.close();
      await other.close();
    }
  });
});
