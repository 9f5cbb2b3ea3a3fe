import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user, userSettings } from '../../db/schema';
import type { TimeFactor } from '../timed-attempts/timing';

export const defaultSettings = { emailNotifications: true, deadlineReminders: true, theme: 'light', timeFactor: 1, timerHidden: false } as const;

/** The contract's `GET /api/me`: the member's profile and settings (defaults until saved). */
export async function getAccount(db: Database, { userId }: { userId: string }) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      university: user.university,
      lawBackground: user.lawBackground,
      role: user.role,
      emailNotifications: userSettings.emailNotifications,
      deadlineReminders: userSettings.deadlineReminders,
      theme: userSettings.theme,
      // Told apart from the null of an untimed member: a member who never saved has no row.
      savedSettings: userSettings.userId,
      timeFactor: userSettings.timeFactor,
      timerHidden: userSettings.timerHidden,
    })
    .from(user)
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  const { emailNotifications, deadlineReminders, theme, savedSettings, timeFactor, timerHidden, ...profile } = row;
  return {
    user: profile,
    settings: {
      emailNotifications: emailNotifications ?? defaultSettings.emailNotifications,
      deadlineReminders: deadlineReminders ?? defaultSettings.deadlineReminders,
      theme: theme ?? defaultSettings.theme,
      timeFactor: savedSettings ? (timeFactor as TimeFactor | null) : defaultSettings.timeFactor,
      timerHidden: timerHidden ?? defaultSettings.timerHidden,
    },
  };
}

export type Account = NonNullable<Awaited<ReturnType<typeof getAccount>>>;
