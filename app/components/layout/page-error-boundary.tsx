import type { ComponentType } from 'react';
import { isRouteErrorResponse, Link, useMatches, useRouteError } from 'react-router';
import { Button } from '~/components/ui/button';
import type { NoAccess } from '@server/features/billing/access-standing';
import type { PageRefusal } from '~/lib/page-guards.server';
import type { RouteHandle } from '~/lib/route-handle';
import { AccessDenied, AuthenticationRequired, CoachesOnly, UpgradeRequired } from './access-screens';
import { NotFound } from './not-found';

const defaultPitch = { title: 'Premium content', description: 'Part of the premium membership.' };

type WayBack = ComponentType<{ standing: NoAccess }>;

/** What the deepest matched page names itself for the log-in prompt ("your profile"), from its route handle. */
function usePageName() {
  const named = useMatches().findLast((match) => (match.handle as RouteHandle | undefined)?.what);
  return (named?.handle as RouteHandle | undefined)?.what ?? 'this page';
}

/** Whether the error is one the guards throw: not found, log in, coaches only, choose a plan. */
export function isRefusal(error: unknown) {
  if (!isRouteErrorResponse(error)) return false;
  const reason = (error.data as PageRefusal | null)?.reason;
  return error.status === 404 || error.status === 401 || (error.status === 403 && (reason === 'coach' || reason === 'subscription'));
}

/**
 * The screen for what the guards threw (log in, coaches only, choose a plan, not found),
 * or null for any other error. `planWayBack` is what a premium page offers a member without
 * access (billing's Resume or plans); without it, links to the payment plan or the plans.
 */
export function RefusalScreen({ error, planWayBack: WayBack }: { error: unknown; planWayBack?: WayBack }) {
  const what = usePageName();
  if (!isRouteErrorResponse(error)) return null;
  if (error.status === 404) return <NotFound />;
  const refusal = error.data as PageRefusal | null;
  if (error.status === 401) return refusal?.access === 'subscriber' ? <AuthenticationRequired /> : <AccessDenied what={what} />;
  if (error.status === 403 && refusal?.reason === 'coach') return <CoachesOnly />;
  if (error.status === 403 && refusal?.reason === 'subscription') {
    const pitch = refusal.pitch ?? defaultPitch;
    const standing = refusal.standing ?? { kind: 'none' };
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
  return null;
}

/** Any other error (a form posted where there is none, a fault): what went wrong, and to try again. */
export function ErrorScreen({ error }: { error: unknown }) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-4 text-muted-foreground">Please try again in a moment. If it keeps happening, contact us.</p>
    </section>
  );
}

/**
 * The error boundary of a guarded area or page: it renders the refusal with the status the
 * guard set (the page's name comes from its route `handle.what`), and any other error as the
 * root does. It never rethrows: on the server a boundary that throws while rendering turns the
 * whole page into a bare 500.
 */
export function pageErrorBoundary({ planWayBack }: { planWayBack?: WayBack } = {}) {
  return function PageErrorBoundary() {
    const error = useRouteError();
    if (!isRefusal(error)) return <ErrorScreen error={error} />;
    return <RefusalScreen error={error} planWayBack={planWayBack} />;
  };
}
