import pg from 'pg';
import type { Logger } from '../platform/logger';

/**
 * Named locks a request holds while it waits on the network (an upload's body), shared by
 * every instance on one database, without holding a connection of the pool: a pooled
 * connection kept for a stalled client's body is one fewer for everyone else, and ten such
 * requests stopped an instance (ADR 0054).
 */
export type SessionLocks = {
  /** Takes `name` if nobody holds it, in this process or another instance; false at once if somebody does. */
  tryTake(name: string): Promise<boolean>;
  /** Lets go of `name`, taken by this process; nothing if it does not hold it. */
  release(name: string): Promise<void>;
  /** Lets go of everything; before the process exits. */
  close(): Promise<void>;
};

/** How the lock connection shows in pg_stat_activity. */
export const lockConnectionApplicationName = 'portal locks';

/** One process serves a PGlite database: the names this process holds are all there are. */
export function inProcessLocks(): SessionLocks {
  const held = new Set<string>();
  return {
    tryTake: async (name) => {
      if (held.has(name)) return false;
      held.add(name);
      return true;
    },
    release: async (name) => void held.delete(name),
    close: async () => held.clear(),
  };
}

/**
 * Session-level advisory locks on one connection of their own, outside the pool, opened when
 * first needed. Each statement is one quick round trip; no transaction stays open. PostgreSQL
 * releases them all if the process dies (its connection closes). One session holds a lock
 * any number of times, so this process keeps its own set of names to refuse a second taker
 * here. If the connection drops, the server has released its locks: they are taken again on
 * the next connection, and a name another instance took meanwhile is logged.
 */
export function openSessionLocks({ url, logger }: { url: string; logger: Logger }): SessionLocks {
  const held = new Set<string>();
  /** What this process held when its last connection dropped: the next one takes these again. */
  let lost: string[] = [];
  let connection: Promise<pg.Client> | undefined;
  let closed = false;

  const take = async (client: pg.Client, name: string) => {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [name]);
    return rows[0]?.ok === true;
  };

  function connect() {
    const client = new pg.Client({ connectionString: url, application_name: lockConnectionApplicationName, keepAlive: true });
    const lose = (error?: Error) => {
      if (connection !== opened) return;
      connection = undefined;
      client.end().catch(() => {});
      lost = [...held];
      if (!closed) logger.warn({ err: error, held: held.size }, 'lock connection lost; its locks are taken again on the next one');
    };
    client.on('error', lose);
    client.on('end', () => lose());
    const opened = client.connect().then(async () => {
      const retake = lost.filter((name) => held.has(name));
      lost = [];
      for (const name of retake) if (!(await take(client, name))) logger.error({ name }, 'a lock held before the connection dropped was taken by another instance');
      return client;
    });
    opened.catch((error: unknown) => lose(error as Error));
    return opened;
  }

  const client = () => (connection ??= connect());

  return {
    async tryTake(name) {
      if (closed) throw new Error('The lock connection is closed');
      if (held.has(name)) return false;
      held.add(name); // before the round trip, so a second taker in this process is refused meanwhile
      try {
        if (await take(await client(), name)) return true;
      } catch (error) {
        held.delete(name);
        throw error;
      }
      held.delete(name);
      return false;
    },
    async release(name) {
      if (!held.delete(name)) return;
      const current = connection;
      // A lost connection has released it already.
      await current?.then((c) => c.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name])).catch(() => {});
    },
    async close() {
      closed = true;
      held.clear();
      const current = connection;
      connection = undefined;
      await current?.then((c) => c.end()).catch(() => {});
    },
  };
}
