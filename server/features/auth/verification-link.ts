import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { z } from 'zod';

/** Where a signed-in person lands after opening another account's verification link. */
export const otherAccountVerifiedPath = '/email-verified?other-account=1';

const linkPayload = z.object({ email: z.string() });

/**
 * A verification link signs in the account it verifies. Opened by someone already signed in
 * as another account (a link forwarded, or sent by an attacker to switch them to an
 * account the attacker controls), it verifies that address but keeps the current session,
 * and lands on a page that says so. Anything else is Better Auth's usual path.
 */
export const keepSessionOnOthersVerificationLink = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/verify-email' || typeof ctx.query?.token !== 'string') return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const link = linkPayload.safeParse(await verifyJWT(ctx.query.token, ctx.context.secret));
  if (!link.success) return;
  const email = link.data.email.toLowerCase();
  if (email === session.user.email.toLowerCase()) return;

  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (found && !found.user.emailVerified) {
    await ctx.context.internalAdapter.updateUserByEmail(email, { emailVerified: true });
  }
  throw ctx.redirect(otherAccountVerifiedPath);
});
