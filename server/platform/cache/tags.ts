/**
 * The names writes invalidate and cache entries carry (ADR 0022). A write publishes the
 * tags of what it changed; an entry carries the tags of everything it was computed from.
 */
export const cacheTags = {
  /**
   * Who a member is and what they may do: their account and profile, settings, billing,
   * sessions, erasure. Carried by everything cached about one member.
   */
  member: (userId: string) => `member:${userId}`,
  /** One signed-in session (by its token): it ended. */
  session: (token: string) => `session:${token}`,
  /**
   * What a member has done in the portal that only their own pages show: reading progress,
   * uploads, review requests and a coach's work on them.
   */
  activity: (userId: string) => `activity:${userId}`,
  /** The premium library as a whole: its collections and items, as the hub lists them. */
  library: 'library',
  /** One collection and its items. Library edits publish it with `library`. */
  collection: (slug: string) => `collection:${slug}`,
  /** Every page kept in memory (shared and member copies): their code or content changed. */
  pages: 'pages',
  /**
   * Everything cached, whatever its tags: for a cache that may have missed publications (a
   * bus between instances that lost its connection) or was sent one too large to carry.
   */
  everything: '*',
} as const;
