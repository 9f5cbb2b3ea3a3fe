import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NoAccess } from '@server/features/billing/access-standing';
import { Button } from '~/components/ui/button';
import { noAccessSentence } from '~/lib/no-access-words';
import { ResumeMembershipButton } from './pause-forms';

/**
 * The way back to premium access: Resume for a paused plan (never a plan they already hold),
 * the plans for one that ended or never was.
 */
export function PlanWayBack({ standing }: { standing: NoAccess }) {
  if (standing.kind === 'paused') return <ResumeMembershipButton />;
  return (
    <Button asChild variant="gold" className="justify-self-start">
      <Link to="/services">See the plans</Link>
    </Button>
  );
}

/** A premium surface's closed state: why (paused until, ended on, no plan), what it offers, and the way back. */
export function NoAccessNotice({ standing, children }: { standing: NoAccess; children?: ReactNode }) {
  return (
    <div className="grid gap-3 rounded-lg border border-gold/60 bg-accent p-6">
      <p className="font-semibold">{noAccessSentence(standing)}</p>
      {children}
      <div>
        <PlanWayBack standing={standing} />
      </div>
    </div>
  );
}
