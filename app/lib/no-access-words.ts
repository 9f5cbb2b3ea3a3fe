import type { NoAccess } from '@server/features/billing/access-standing';
import { formatDate } from '@content/uk-dates';

/** Why premium access is closed, in the member's terms: the one sentence every premium surface uses. */
export function noAccessSentence(standing: NoAccess) {
  switch (standing.kind) {
    case 'paused':
      return standing.resumesAt ? `Your membership is paused until ${formatDate(standing.resumesAt)}.` : 'Your membership is paused.';
    case 'ended':
      return `Your membership ended on ${formatDate(standing.endedAt)}.`;
    case 'none':
      return 'This comes with a premium plan.';
  }
}
