/**
 * One email. `leavesNoRecord` marks the few that must leave no trace once delivered (the
 * goodbye to an erased member, whose address we no longer hold); every other email's record
 * keeps who, what subject, when and how it went, never its body. `unsubscribeUrl` is set on
 * the emails a member can opt out of: the address mail providers POST to for a one-click
 * unsubscribe (RFC 8058), sent as the `List-Unsubscribe` header.
 */
export type Email = { to: string; subject: string; text: string; html?: string; leavesNoRecord?: boolean; unsubscribeUrl?: string };
