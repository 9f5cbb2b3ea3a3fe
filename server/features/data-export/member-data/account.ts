import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { account, session, userSettings, type user } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { iso } from './export-values';

type AccountPart = Pick<ExportDocument, 'account' | 'profile' | 'signInMethods' | 'sessions' | 'settings'>;

/** Who the member is, how they sign in, where they are signed in, and their preferences. */
export async function readAccount(db: Database, person: typeof user.$inferSelect): Promise<AccountPart> {
  const [signIns, sessions, [settings]] = await Promise.all([
    db.select({ provider: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, person.id)),
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, person.id))
      .orderBy(asc(session.createdAt)),
    db.select().from(userSettings).where(eq(userSettings.userId, person.id)),
  ]);
  return {
    account: {
      id: person.id,
      email: person.email,
      emailVerified: person.emailVerified,
      name: person.name,
      image: person.image,
      role: person.role,
      createdAt: iso(person.createdAt),
      updatedAt: iso(person.updatedAt),
    },
    profile: { firstName: person.firstName, lastName: person.lastName, university: person.university, lawBackground: person.lawBackground },
    signInMethods: signIns.map((row) => ({ provider: row.provider, createdAt: iso(row.createdAt) })),
    sessions: sessions.map((row) => ({ ...row, createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) })),
    settings: settings
      ? {
          emailNotifications: settings.emailNotifications,
          deadlineReminders: settings.deadlineReminders,
          theme: settings.theme,
          calendarFeedEnabled: settings.calendarToken !== null,
          timeFactor: settings.timeFactor,
          timerHidden: settings.timerHidden,
          updatedAt: iso(settings.updatedAt),
        }
      : null,
  };
}
