import type { ComponentType } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '~/components/ui/button';
import type { NoAccess } from '@server/features/billing/access-standing';
import type { PageRefusal } from '~/lib/page-guards.server';
import { AccessDenied, AuthenticationRequired, CoachesOnly, UpgradeRequired } from './access-screens';
import { NotFound } from './not-found';

const defaultPitch = { title: 'Premium content', description: 'Part of the premium membership.' };

/**
 * The error boundary of a guarded page: it renders what the page guards threw (log in,
 * coaches only, choose a plan, not found) with the status they set; anything else goes on
 * to the root's boundary. `what` names the page for the log-in prompt ("your profile");
 * `planWayBack` is what a premium page offers a member without access (billing's Resume or plans).
 */
export function pageErrorBoundary({ what, planWayBack }: { what: string; planWayBack?: ComponentType<{ standing: NoAccess }> }) {
  return function PageErrorBoundary() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error)) throw error;
    if (error.status === 404) return <NotFound />;
    const refusal = error.data as PageRefusal | null;
    if (error.status === 401) return refusal?.access === 'subscriber' ? <AuthenticationRequired /> : <AccessDenied what={what} />;
    if (error.status === 403 && refusal?.reason === 'coach') return <CoachesOnly />;
    if (error.status === 403 && refusal?.reason === 'subscription') {
      const pitch = refusal.pitch ?? defaultPitch;
      const standing = refusal.standing ?? { kind: 'none' };
      const WayBack = planWayBack;
      return (
        <UpgradeRequired title={pitch.title} description={pitch.description} standing={standing}>
          {WayBack ? (
            <WayBack standing={standing} />
          ) : (
            <Button asChild variant="gold">
              <Link to={standing.kind === 'paused' ? '/payment-plan' : '/services'}>{standing.kind === 'paused' ? 'Resume on your payment plan' : 'See the plans'}</Link>
            </Button>
          )}
        </UpgradeRequired>
      );
    }
    throw error;
  };
}
