import type { userSettings } from '../../db/schema';

type SettingName = keyof Pick<typeof userSettings.$inferInsert, 'deadlineReminders'>;

/**
 * The emails a member can opt out of, each the setting that turns it off and how the
 * unsubscribe page and the email's footer name it. Every other email is one the member asked
 * for or must have (a receipt, a password reset, a review ready), and carries no unsubscribe.
 */
export const mailingLists = {
  'deadline-reminders': {
    setting: 'deadlineReminders',
    name: 'deadline reminders',
    reason: 'You get these emails because you asked for deadline reminders.',
  },
} as const satisfies Record<string, { setting: SettingName; name: string; reason: string }>;

export type MailingList = keyof typeof mailingLists;
export const mailingListIds = Object.keys(mailingLists) as [MailingList, ...MailingList[]];

/** What the page and the API say to a link we did not issue, or one that has expired. */
export const invalidLinkMessage = 'This unsubscribe link is not valid or has expired.';
