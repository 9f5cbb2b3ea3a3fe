import { z } from 'zod';
import { signToken, verifyToken } from '../../platform/signed-token';
import type { Services } from '../kit/context';
import { mailingListIds, mailingLists, type MailingList } from './mailing-lists';

/**
 * How long an emailed unsubscribe link works: a year, since people unsubscribe from an
 * email they kept; it only ever turns one kind of email off.
 */
const linkLifetimeSeconds = 365 * 24 * 60 * 60;

const tokenPayload = z.object({ purpose: z.literal('unsubscribe'), exp: z.number(), userId: z.string(), list: z.enum(mailingListIds) });

/**
 * The links an email of `list` carries for its member: the page that asks before turning it
 * off (the footer's link: a GET changes nothing, as link scanners follow links) and the
 * address mail providers POST to for one click (RFC 8058). One signed token, naming the
 * member and the list, serves both, so neither needs a sign-in.
 */
export function unsubscribeLinks(
  { config, secrets }: Pick<Services, 'config' | 'secrets'>,
  { userId, list }: { userId: string; list: MailingList },
  now = Date.now(),
) {
  const token = signToken({ purpose: 'unsubscribe', exp: Math.floor(now / 1000) + linkLifetimeSeconds, userId, list }, secrets.signedLinks);
  return { reason: mailingLists[list].reason, page: `${config.publicUrl}/unsubscribe/${token}`, oneClick: `${config.publicUrl}/api/unsubscribe/${token}` };
}

/** Whose email of which list an unsubscribe token turns off, or null for one we did not issue or that has expired. */
export const readUnsubscribeToken = ({ secrets }: Pick<Services, 'secrets'>, token: string) =>
  verifyToken(token, secrets.signedLinks, tokenPayload);
