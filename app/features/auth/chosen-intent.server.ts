import type { RouterContextProvider } from 'react-router';
import { opportunities } from '@content/firms';
import { planWithPrice } from '@content/plans';
import { findCalendarEntry } from '@server/features/deadlines/list-deadlines';
import { formatDate } from '@content/uk-dates';
import { choiceOf } from './chosen-intent';

/**
 * The choice `returnTo` carries, in the words that finish "Create your account to ...":
 * "start Premium Quarterly, £49.99 every 3 months", "track Clifford Chance, Training
 * contract (closes 10 January 2027)". Undefined for any other target, or a deadline since retired.
 */
export async function describeChoice(services: RouterContextProvider['services'], returnTo: string | undefined) {
  const choice = choiceOf(returnTo);
  if (choice?.kind === 'plan') return `start ${planWithPrice(choice.planId)}`;
  if (choice?.kind !== 'deadline') return undefined;
  const entry = await findCalendarEntry(services.db, { deadlineId: choice.deadlineId });
  return entry && `track ${entry.firm}, ${opportunities[entry.opportunity]} (closes ${formatDate(entry.closesOn)})`;
}
