import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../db/schema';
import { createUserWithPassword, findUserByEmail } from '../features/auth/create-user';
import { emailField } from '../features/auth/auth.schema';
import { runCli } from './run-cli';

/**
 * `npm run admin:create -- <email>`: makes that person a coach. An existing account is
 * promoted; otherwise one is created with a random password, printed once, never stored.
 */
const email = z.tuple([emailField]).safeParse(process.argv.slice(2));
if (!email.success) {
  process.stderr.write('Usage: npm run admin:create -- <email>\n');
  process.exit(1);
}
const [address] = email.data;

await runCli(async ({ db }) => {
  const existing = await findUserByEmail(db, address);
  if (existing) {
    await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, existing.id));
    return `${address} is now a coach.`;
  }
  const password = randomBytes(12).toString('base64url');
  const name = address.split('@')[0] ?? 'Coach';
  await createUserWithPassword(db, {
    email: address,
    password,
    firstName: name,
    lastName: 'Coach',
    university: '-',
    role: 'admin',
  });
  return `Created coach ${address}. Password (shown once; change it after logging in): ${password}`;
});
