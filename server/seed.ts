import type { Services } from './features/kit/context';
import { createUserWithPassword, findUserByEmail } from './features/auth/create-user';
import { seedLibrary } from './features/library/seed-library';
import { seedDeadlines } from './features/deadlines/seed-deadlines';
import { seedPractice } from './features/practice/seed-practice';
import { seedInterviews } from './features/interviews/seed-interviews';
import { grantDemoSubscription } from './features/billing/providers/demo-provider';
import { demoAccounts, demoPassword } from './db/demo-accounts';
import { oneInstanceAtATime } from './db/client';

/**
 * Idempotent: run at every start and by `npm run db:seed`. Each step inserts only what is
 * missing, which holds only if no other instance is seeding at the same time: they take
 * turns. The library catalogue, the deadlines calendar, the practice tests and the interview question sets are seeded everywhere; demo
 * accounts exist only in demo mode, never in production.
 */
type SeedServices = Pick<Services, 'db' | 'secrets' | 'config' | 'logger' | 'mailer' | 'storage' | 'billingCache' | 'invalidations' | 'jobs'>;

export async function seedDatabase(services: SeedServices) {
  await oneInstanceAtATime(services.db, async () => {
    await seedLibrary(services);
    await seedDeadlines(services);
    await seedPractice(services);
    await seedInterviews(services);
    if (services.config.demo) await seedDemoAccounts(services);
  });
}

/** The demo accounts, and the demo subscriber's plan (renewed whenever it has lapsed). */
async function seedDemoAccounts(services: SeedServices) {
  const { db, logger } = services;
  for (const { plan, ...account } of demoAccounts) {
    const existing = await findUserByEmail(db, account.email);
    const userId = existing?.id ?? (await createUserWithPassword(db, { ...account, password: demoPassword, lawBackground: true })).id;
    if (!existing) logger.info({ email: account.email, role: account.role }, 'demo account created');
    if (plan) await grantDemoSubscription(services, { userId, planId: plan });
  }
}
