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
   * Anything one member sent that may write (a page action or an API call): their own page
   * copies show what they did, so the page cache publishes it after every such request.
   */
  writesBy: (userId: string) => `writes-by:${userId}`,
  /** Anything a coach sent that may write: every member's page copies may show it. */
  coachWrites: 'coach-writes',
  /**
   * Every page kept in memory (shared and member copies): their code or content changed, or
   * data a visitor's page shows (the deadlines calendar).
   */
  pages: 'pages',
  /**
   * Everything cached, whatever its tags: for a cache that may have missed publications (a
   * bus between instances that lost its connection) or was sent one too large to carry.
   */
  everything: '*',
} as const;
