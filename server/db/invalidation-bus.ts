import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createInvalidations, type Invalidations } from '../platform/cache/invalidations';
import { cacheTags } from '../platform/cache/tags';
import type { Logger } from '../platform/logger';
import type { Database } from './client';

/*
 * The invalidation bus between instances that share one PostgreSQL database (ADR 0022). It
 * lives in db/, beside the pool it sends through, because it speaks PostgreSQL: platform/
 * defines the bus and knows no database, and features see only that interface.
 */

/** The channel every instance of the portal on one database listens on. */
export const invalidationChannel = 'portal_invalidations';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const maxPayloadBytes = 7999;
/** How the listening connection shows in pg_stat_activity. */
export const listenerApplicationName = 'portal invalidations';

/** One notification: the tags published, and which instance published them. */
export type InvalidationMessage = { from: string; tags: string[] };

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The NOTIFY payloads that carry `tags` from instance `from`: JSON of `{ from, tags }`, as many
 * as it takes to keep each within `limit` bytes. A tag that cannot fit in a payload of its own
 * becomes one payload that drops everything.
 */
export function encodeInvalidations(from: string, tags: readonly string[], limit = maxPayloadBytes): string[] {
  const everything = JSON.stringify({ from, tags: [cacheTags.everything] } satisfies InvalidationMessage);
  const unique = [...new Set(tags)];
  if (unique.includes(cacheTags.everything)) return [everything];
  // Built by hand to count bytes as it goes; the result is exactly JSON.stringify's.
  const head = `{"from":${JSON.stringify(from)},"tags":[`;
  const tail = ']}';
  const empty = byteLength(head) + byteLength(tail);
  const payloads: string[] = [];
  let parts: string[] = [];
  let size = empty;
  for (const tag of unique) {
    const part = JSON.stringify(tag);
    const partSize = byteLength(part);
    if (empty + partSize > limit) return [everything];
    if (parts.length > 0 && size + 1 + partSize > limit) {
      payloads.push(head + parts.join(',') + tail);
      parts = [];
      size = empty;
    }
    size += (parts.length > 0 ? 1 : 0) + partSize;
    parts.push(part);
  }
  if (parts.length > 0) payloads.push(head + parts.join(',') + tail);
  return payloads;
}

/** A payload as `encodeInvalidations` made it, or undefined for anything else. */
export function decodeInvalidations(payload: string): InvalidationMessage | undefined {
  try {
    const message: unknown = JSON.parse(payload);
    if (typeof message !== 'object' || message === null) return undefined;
    const { from, tags } = message as Record<string, unknown>;
    if (typeof from !== 'string' || !Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string'))
      return undefined;
    return { from, tags };
  } catch {
    return undefined;
  }
}

export type InvalidationBus = Invalidations & {
  /** Sends what is still queued, stops listening and reconnecting; before the pool closes. */
  close(): Promise<void>;
};

export type InvalidationBusOptions = {
  /** The database's URL: the listener has a connection of its own, outside the pool. */
  url: string;
  /** Where NOTIFY is sent from (the pool). */
  db: Database;
  logger: Logger;
  /** Delay before the first reconnection attempt, doubled after each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
};

/**
 * The bus between the instances on one PostgreSQL database. `publish` tells this process's
 * subscribers before it returns (read caches rely on it) and queues the tags; what a task
 * published goes out in as few `NOTIFY`s as fit, through the pool, once it yields. A
 * dedicated connection LISTENs and hands other instances' tags to the local subscribers (its
 * own come back too, and are skipped by instance id). When that connection drops it
 * reconnects with backoff, then drops everything cached: notifications sent meanwhile were
 * lost. The listener needs a session of its own: a pooler in transaction mode (PgBouncer)
 * does not keep LISTEN.
 */
export async function openInvalidationBus({
  url,
  db,
  logger,
  firstRetryMs = 100,
  maxRetryMs = 5_000,
}: InvalidationBusOptions): Promise<InvalidationBus> {
  const instanceId = randomUUID();
  const local = createInvalidations();
  let queued = new Set<string>();
  const sending = new Set<Promise<void>>();
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  function send() {
    const tags = [...queued];
    queued = new Set();
    for (const payload of encodeInvalidations(instanceId, tags)) {
      const sent = db
        .execute(sql`select pg_notify(${invalidationChannel}, ${payload})`)
        .then(
          () => {},
          // Other instances keep their copies until these expire: short-lived (ADR 0011).
          (error: unknown) =>
            logger.error(
              { err: error, tags: tags.slice(0, 20), tagCount: tags.length },
              'could not tell other instances what changed',
            ),
        )
        .finally(() => sending.delete(sent));
      sending.add(sent);
    }
  }

  function receive(payload: string | undefined) {
    const message = payload === undefined ? undefined : decodeInvalidations(payload);
    if (!message) {
      logger.warn({ payload }, 'unreadable cache invalidation: dropping everything cached');
      local.publish([cacheTags.everything]);
    } else if (message.from !== instanceId) {
      local.publish(message.tags);
    }
  }

  /** Every way a connection ends comes here; only the current one's loss counts, once. */
  function lose(client: pg.Client, error?: Error) {
    if (client !== listener) return;
    listener = undefined;
    client.end().catch(() => {});
    if (closed) return;
    const delay = Math.min(firstRetryMs * 2 ** failures, maxRetryMs);
    failures += 1;
    logger.warn({ err: error, retryInMs: delay }, 'cache invalidation listener lost its connection');
    retry = setTimeout(() => void listen(true), delay);
  }

  async function listen(afterLoss: boolean) {
    const client = new pg.Client({ connectionString: url, application_name: listenerApplicationName, keepAlive: true });
    listener = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel === invalidationChannel) receive(payload);
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`listen ${invalidationChannel}`);
    } catch (error) {
      lose(client, error as Error);
      return;
    }
    if (client !== listener) return; // lost (or closed) while connecting
    failures = 0;
    if (afterLoss) {
      logger.info('cache invalidation listener reconnected; dropping everything cached');
      local.publish([cacheTags.everything]);
    }
  }

  // The first attempt is awaited, so an instance hears others before it serves; if it fails,
  // the instance starts anyway and the retries go on (and drop everything once they succeed).
  await listen(false);

  return {
    publish(tags) {
      if (tags.length === 0) return;
      local.publish(tags);
      if (closed) return;
      if (queued.size === 0) queueMicrotask(send);
      for (const tag of tags) queued.add(tag);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      if (queued.size > 0) send();
      await Promise.all(sending);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
