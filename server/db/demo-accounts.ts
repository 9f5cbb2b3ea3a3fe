import type { PlanId } from '../../content/plans';
import type { UserRole } from './schema';

/** Demo mode only: one documented password for the accounts a newcomer can log in with. */
export const demoPassword = 'clearpath-demo';

type DemoAccount = { email: string; firstName: string; lastName: string; role: UserRole; university: string; plan?: PlanId };

export const demoAccounts: DemoAccount[] = [
  { email: 'member@clearpath.test', firstName: 'Maya', lastName: 'Member', role: 'member', university: 'University of Warwick' },
  { email: 'subscriber@clearpath.test', firstName: 'Sam', lastName: 'Subscriber', role: 'member', university: 'Durham University', plan: 'monthly' },
  { email: 'coach@clearpath.test', firstName: 'Chris', lastName: 'Coach', role: 'admin', university: 'University of Oxford' },
];
