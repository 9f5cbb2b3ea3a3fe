import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatDate } from '@content/uk-dates';

const uncheckedNotice = 'Not yet checked by a coach: confirm the date on the firm’s own site';

/** Whether a coach has confirmed an entry, and when: an unchecked date is never shown as a fact. */
export function CheckStatus({ checkedOn }: { checkedOn: string | null }) {
  return checkedOn ? (
    <p className="flex items-start gap-2 text-sm font-medium text-success">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Checked by a coach on {formatDate(checkedOn)}
    </p>
  ) : (
    <p className="flex items-start gap-2 text-sm font-medium">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
      {uncheckedNotice}
    </p>
  );
}
