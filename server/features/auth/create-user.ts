import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, user, type UserRole } from '../../db/schema';

export type NewUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  university: string;
  lawBackground?: boolean;
  role?: UserRole;
  emailVerified?: boolean;
};

/**
 * Creates a verified email-and-password user directly (seed, `admin:create`, test
 * factories), with the same password hashing and rows Better Auth's sign-up writes.
 */
export async function createUserWithPassword(db: Database, input: NewUser) {
  const id = randomUUID();
  const email = input.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      email,
      name: `${input.firstName} ${input.lastName}`,
      emailVerified: input.emailVerified ?? true,
      firstName: input.firstName,
      lastName: input.lastName,
      university: input.university,
      lawBackground: input.lawBackground ?? true,
      role: input.role ?? 'member',
    });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(input.password),
    });
  });
  return { id, email };
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row;
}
