import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Services } from '../kit/context';
import { forgetMemberSessions } from '../auth/viewer';
import { user, userSettings } from '../../db/schema';
import type { profileUpdateSchema, SettingsInput } from '../auth/auth.schema';

/** Updates the member's own profile; the display name follows first and last name. */
export async function updateProfile(
  { db, viewerCache }: Pick<Services, 'db' | 'viewerCache'>,
  { userId, changes }: { userId: string; changes: z.output<typeof profileUpdateSchema> },
) {
  await db
    .update(user)
    .set({
      ...changes,
      name: sql`coalesce(${changes.firstName ?? null}, ${user.firstName}) || ' ' || coalesce(${changes.lastName ?? null}, ${user.lastName})`,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
  // The header shows the member's name from the cached session.
  forgetMemberSessions(viewerCache, userId);
}

/** Saves the member's settings (one row per member, created on first save). */
export async function saveSettings(db: Database, { userId, settings }: { userId: string; settings: SettingsInput }) {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}
