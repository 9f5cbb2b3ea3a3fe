import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { applications, userSettings } from '../../db/schema';
import type { Services } from '../kit/context';
import { trackedColumns } from './application-queries';
import { applicationStages, opportunities } from './application.schema';
import { renderCalendar } from './ics';

/** 256 random bits, URL-safe: the feed's only credential, so it cannot be guessed. */
const newCalendarToken = () => randomBytes(32).toString('base64url');

/** A feed's file name in its URL: the token and `.ics`, which calendar apps expect. */
export const calendarFeedFile = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/**
 * The member's private feed URL. Its token is made the first time it is asked for; two
 * first requests at once both get the one that was stored.
 */
export async function calendarUrlOf({ db, config }: Pick<Services, 'db' | 'config'>, { userId }: { userId: string }) {
  const [existing] = await db.select({ token: userSettings.calendarToken }).from(userSettings).where(eq(userSettings.userId, userId));
  if (existing?.token) return feedUrl(config.publicUrl, existing.token);
  const [stored] = await db
    .insert(userSettings)
    .values({ userId, calendarToken: newCalendarToken() })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { calendarToken: sql`coalesce(${userSettings.calendarToken}, excluded.calendar_token)` },
    })
    .returning({ token: userSettings.calendarToken });
  return feedUrl(config.publicUrl, stored!.token!);
}

/** Replaces the member's feed token: the old URL stops working at once. Returns the new URL. */
export async function resetCalendarToken({ db, config }: Pick<Services, 'db' | 'config'>, { userId }: { userId: string }) {
  const token = newCalendarToken();
  await db
    .insert(userSettings)
    .values({ userId, calendarToken: token })
    .onConflictDoUpdate({ target: userSettings.userId, set: { calendarToken: token, updatedAt: new Date() } });
  return feedUrl(config.publicUrl, token);
}

/** The feed for a token: one all-day event per tracked application with a closing date; null for an unknown token. */
export async function calendarFeed(
  { db, config }: Pick<Services, 'db' | 'config'>,
  { token, now = new Date() }: { token: string; now?: Date },
) {
  const [owner] = await db.select({ userId: userSettings.userId }).from(userSettings).where(eq(userSettings.calendarToken, token));
  if (!owner) return null;
  const tracked = await db
    .select(trackedColumns)
    .from(applications)
    .where(and(eq(applications.userId, owner.userId), isNotNull(applications.closesOn)))
    .orderBy(applications.closesOn);
  const host = new URL(config.publicUrl).host;
  return renderCalendar({
    name: 'Clearpath applications',
    now,
    events: tracked.map((application) => ({
      uid: `application-${application.id}@${host}`,
      date: application.closesOn!,
      summary: `${application.firm}: ${opportunities[application.opportunity]} closes`,
      description: `Stage: ${applicationStages[application.stage]}. Your tracker: ${config.publicUrl}/applications`,
      url: `${config.publicUrl}/applications`,
    })),
  });
}
