import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import type { Config } from '../../platform/config';
import type { Mailer } from '../../db/mailer';
import type { Email } from '../../platform/mail/email';
import { existingAccountEmail, passwordResetEmail, verificationEmail } from './auth-emails';
import { minPasswordLength } from './auth.schema';
import { keepSessionOnOthersVerificationLink } from './verification-link';

const thirtyDays = 60 * 60 * 24 * 30;

/** Local addresses a developer may open the embedded default on. */
function trustedOrigins(config: Config) {
  const origins = [config.publicUrl];
  if (config.demo) origins.push(`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`);
  return origins;
}

/**
 * Better Auth over our Drizzle schema: email and password, verification required before
 * the first sign-in, password reset that ends every other session, 30-day cookie sessions.
 * Its own rate limiter is off: ours (in Postgres) guards the auth routes.
 */
export function createAuth(deps: {
  db: Database;
  mailer: Mailer;
  config: Config;
  secret: string;
  /** Told when a session ends (sign-out, password reset) or a member's record changes. */
  onSessionEnded: (token: string) => void;
  onUserChanged: (userId: string) => void;
}) {
  const { db, mailer, config, secret, onSessionEnded, onUserChanged } = deps;
  const send = (email: Email) => mailer.queue(email);

  return betterAuth({
    appName: 'Clearpath Law Coaching',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        university: { type: 'string', required: true },
        lawBackground: { type: 'boolean', required: false, defaultValue: true },
        role: { type: 'string', required: false, defaultValue: 'member', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user: recipient, url }) => send(passwordResetEmail(recipient, url)),
      // Sign-up answers the same whether or not the email is taken (no account enumeration);
      // the owner hears about it instead.
      onExistingUserSignUp: ({ user: recipient }) =>
        send(existingAccountEmail(recipient, `${config.publicUrl}/forgot-password`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Signs in whoever opens their own link; someone else's never replaces a session (below).
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user: recipient, url }) => send(verificationEmail(recipient, url)),
    },
    session: { expiresIn: thirtyDays, updateAge: 60 * 60 * 24 },
    hooks: { before: keepSessionOnOthersVerificationLink },
    // Keeps the viewer cache honest: what Better Auth deletes or changes is forgotten at once.
    databaseHooks: {
      session: { delete: { after: async (ended) => onSessionEnded(ended.token) } },
      user: { update: { after: async (changed) => onUserChanged(changed.id) } },
    },
    advanced: {
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.production },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
