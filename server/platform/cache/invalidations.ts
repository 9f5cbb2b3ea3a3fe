/**
 * How a write tells every cache that something changed, by name (a tag such as
 * `member:<userId>` or `library`; the names are in tags.ts). Each read cache subscribes once
 * and drops what carries any published tag.
 *
 * The portal passes one bus around as a service (`services.invalidations`), so where the
 * messages travel is the bus's business: the in-process bus below reaches this process's
 * caches (PGlite); on PostgreSQL, server/db/invalidation-bus.ts also carries them to the other
 * instances (LISTEN/NOTIFY). Every bus delivers to local subscribers synchronously inside
 * `publish`, as this one does; read caches rely on it (ADR 0022).
 */
export type Invalidations = {
  /** The data behind these tags changed: subscribers drop what depends on it. */
  publish(tags: readonly string[]): void;
  /** Calls `listener` with the tags of every publication from now on; returns the unsubscribe. */
  subscribe(listener: (tags: readonly string[]) => void): () => void;
};

/** The bus of one process: `publish` calls every subscriber before it returns. */
export function createInvalidations(): Invalidations {
  const listeners = new Set<(tags: readonly string[]) => void>();
  return {
    publish(tags) {
      if (tags.length === 0) return;
      for (const listener of listeners) listener(tags);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
