import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Services } from '../kit/context';
import { cacheTags } from '../../platform/cache/tags';
import { user, userSettings } from '../../db/schema';
import type { profileUpdateSchema, SettingsInput } from '../auth/auth.schema';

/** Updates the member's own profile; the display name follows first and last name. */
export async function updateProfile(
  { db, invalidations }: Pick<Services, 'db' | 'invalidations'>,
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
  invalidations.publish([cacheTags.member(userId)]);
}

/**
 * Saves the member's settings (one row per member, created on first save); a setting left out
 * keeps its value. A new time factor applies to the timed attempts started afterwards.
 */
export async function saveSettings(
  { db, invalidations }: Pick<Services, 'db' | 'invalidations'>,
  { userId, settings }: { userId: string; settings: Partial<SettingsInput> },
) {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  invalidations.publish([cacheTags.member(userId)]);
}
