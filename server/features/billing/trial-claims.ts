import { createHmac } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trialClaims } from '../../db/schema';
import type { Secrets } from '../../platform/secrets';

/** Gmail reads these as one mailbox, with or without dots in the name. */
const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as one person's trial is counted: lower case, without
 * a `+tag` after the name, and for Gmail without dots in the name and with googlemail.com
 * read as gmail.com. Other providers' dots may name different people, so they stay.
 */
export function trialMailbox(email: string) {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let name = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (dotlessDomains.has(domain)) {
    name = name.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}

/** The only thing kept about a person who had a trial: an HMAC of their mailbox, under a key derived from AUTH_SECRET. */
export const trialClaimKey = (secrets: Pick<Secrets, 'trialClaims'>, email: string) =>
  createHmac('sha256', secrets.trialClaims).update(trialMailbox(email)).digest('base64url');

type ClaimDeps = { db: Database; secrets: Pick<Secrets, 'trialClaims'> };

/** Notes that this address's mailbox has had its free trial; the first start is the one kept. */
export async function recordTrialClaim({ db, secrets }: ClaimDeps, email: string, claimedAt = new Date()) {
  await db.insert(trialClaims).values({ emailKey: trialClaimKey(secrets, email), claimedAt }).onConflictDoNothing();
}

/** When this address's mailbox started its free trial, if it has (within the retention period). */
export async function trialClaimedOn({ db, secrets }: ClaimDeps, email: string) {
  const [row] = await db.select({ claimedAt: trialClaims.claimedAt }).from(trialClaims).where(eq(trialClaims.emailKey, trialClaimKey(secrets, email)));
  return row?.claimedAt;
}

/** The retention run's step: claims older than the period are forgotten. */
export async function deleteTrialClaimsBefore(db: Database, cutoff: Date) {
  const deleted = await db.delete(trialClaims).where(lt(trialClaims.claimedAt, cutoff)).returning({ emailKey: trialClaims.emailKey });
  return deleted.length;
}
