import { eq, like, or, sql } from 'drizzle-orm';
import { auditLog, emailOutbox, enquiries, rateLimits, user, verification } from '../../db/schema';
import type { Services } from '../kit/context';
import { accountDeletedEmail } from '../auth/auth-emails';
import { memberFilesPrefix } from './member-files';
import { findMembership } from '../billing/subscription-status';
import { cacheTags } from '../../platform/cache/tags';

/** Audit entries keep what was done, never who it was done to or by. */
const erasedActor = 'erased account';

/** A PostgreSQL pattern for `email` as a whole address in text (not inside a longer one). */
const mentionOf = (email: string) =>
  `(?<![a-z0-9._%+-])${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9-]|\\.[a-z0-9])`;

/**
 * UK GDPR erasure. First the subscription is cancelled at the payment provider (if that
 * fails, nothing is deleted and the member is not left paying for a deleted account).
 * Then everything that is the person's: their files (and so their folders), then in one
 * transaction the user row (sessions, accounts and settings cascade from it), pending
 * verification tokens, rate-limit counters, enquiries sent from their address, every
 * stored email to or naming that address, and their identity in the audit log (the
 * entries stay, anonymised); then everything cached about them (documents watermarked
 * with that address, sessions, billing). The confirmation email is queued in the same
 * transaction, to the address we no longer keep, and leaves no record once delivered.
 */
export async function deactivateAccount(
  services: Pick<Services, 'db' | 'storage' | 'mailer' | 'payments' | 'billingCache' | 'invalidations'>,
  { userId }: { userId: string },
) {
  const { db, storage, mailer, payments, invalidations } = services;
  const [person] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!person) return false;

  const subscription = await findMembership(services, { userId });
  if (subscription) await payments.cancelImmediately(subscription.providerSubscriptionId);

  for (const key of await storage.list(memberFilesPrefix(userId))) await storage.delete(key);

  await db.transaction(async (tx) => {
    await tx.delete(verification).where(or(eq(verification.value, userId), eq(verification.identifier, person.email)));
    // Counters are keyed by email (sign-in, uploads) or by member id (tracker additions, draft saves).
    await tx
      .delete(rateLimits)
      .where(or(like(rateLimits.key, `%:${person.email}`), like(rateLimits.key, `%:${userId}`)));
    await tx.delete(enquiries).where(eq(sql`lower(${enquiries.email})`, person.email));
    await tx
      .delete(emailOutbox)
      .where(
        or(
          eq(emailOutbox.to, person.email),
          sql`lower(${emailOutbox.subject} || ' ' || coalesce(${emailOutbox.text}, '')) ~ ${mentionOf(person.email)}`,
        ),
      );
    await tx.update(auditLog).set({ details: {} }).where(sql`${auditLog.details} ->> 'memberId' = ${userId}`);
    await tx.update(auditLog).set({ actorId: null, actorEmail: erasedActor }).where(eq(auditLog.actorId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    await mailer.queue(accountDeletedEmail(person), tx);
  });
  // Once their sessions are gone, so no later request of theirs can add a copy back.
  invalidations.publish([cacheTags.member(userId)]);
  return true;
}
