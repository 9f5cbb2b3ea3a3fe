/**
 * One email. `leavesNoRecord` marks the few that must leave no trace once delivered (the
 * goodbye to an erased member, whose address we no longer hold); every other email's record
 * keeps who, what subject, when and how it went, never its body.
 */
export type Email = { to: string; subject: string; text: string; html?: string; leavesNoRecord?: boolean };
