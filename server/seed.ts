import type { Services } from './features/kit/context';
import { createUserWithPassword, findUserByEmail } from './features/auth/create-user';
import { seedLibrary } from './features/library/seed-library';
import { grantDemoSubscription } from './features/billing/providers/demo-provider';
import { demoAccounts, demoPassword } from './db/demo-accounts';

/**
 * Idempotent: run at every start and by `npm run db:seed`. Each step inserts only what is
 * missing. The library catalogue is seeded everywhere; demo accounts exist only in demo
 * mode, never in production.
 */
type SeedServices = Pick<Services, 'db' | 'config' | 'logger' | 'mailer' | 'storage' | 'billingCache' | 'invalidations'>;

export async function seedDatabase(services: SeedServices) {
  await seedLibrary(services);
  if (services.config.demo) await seedDemoAccounts(services);
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
