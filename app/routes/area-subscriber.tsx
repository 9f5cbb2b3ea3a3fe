import { Outlet } from 'react-router';
import { premiumPages } from '@content/library/collections';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { PlanWayBack } from '~/features/billing/components/plan-way-back';
import { guardArea, type Pitch } from '~/lib/page-guards.server';

/** A premium page's pitch, by its address: what a member without a plan is shown instead. */
function pitchFor(url: URL): Pitch | undefined {
  const page = premiumPages.find((candidate) => candidate.path === url.pathname.replace(/\/$/, ''));
  return page && { title: page.title, description: page.description };
}

/** The premium library: subscribers only, checked once here for every premium page (ADR 0038). */
export const middleware = [guardArea('subscriber', pitchFor)];

export default function SubscriberArea() {
  return <Outlet />;
}

export const ErrorBoundary = pageErrorBoundary({ planWayBack: PlanWayBack });
