/**
 * What the record of a sent email may keep: everything, everything but its links (they
 * sign in, verify or reset: credentials), or nothing at all (the goodbye to an erased
 * member, whose address we no longer hold).
 */
export type Retention = 'all' | 'without-links' | 'nothing';

export type Email = { to: string; subject: string; text: string; html?: string; retention?: Retention };
