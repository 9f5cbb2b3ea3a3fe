import { eq } from 'drizzle-orm';
import { user, userSettings } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import { HttpError } from '../../platform/errors';
import type { Services } from '../kit/context';
import { invalidLinkMessage, mailingLists } from './mailing-lists';
import { readUnsubscribeToken } from './unsubscribe-links';

/**
 * Turns off the kind of email an unsubscribe token names, for its member, without a sign-in:
 * the token is the proof. Doing it twice is doing it once; an account erased since the email
 * was sent has nothing left to turn off. Returns what was turned off.
 */
export async function unsubscribe({ db, secrets, invalidations }: Pick<Services, 'db' | 'secrets' | 'invalidations'>, { token }: { token: string }) {
  const payload = readUnsubscribeToken({ secrets }, token);
  if (!payload) throw new HttpError(404, 'not_found', invalidLinkMessage);
  const list = mailingLists[payload.list];
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, payload.userId));
  if (member) {
    const off = { [list.setting]: false, updatedAt: new Date() };
    await db
      .insert(userSettings)
      .values({ userId: member.id, ...off })
      .onConflictDoUpdate({ target: userSettings.userId, set: off });
    invalidations.publish([cacheTags.member(member.id)]);
  }
  return { list: payload.list, name: list.name };
}
