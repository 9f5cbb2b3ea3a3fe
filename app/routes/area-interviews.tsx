import { Outlet } from 'react-router';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { PlanWayBack } from '~/features/billing/components/plan-way-back';
import { interviewsPitch } from '~/features/interviews/interview-words';
import { guardArea } from '~/lib/page-guards.server';

/** Video-interview practice, a subscriber feature: checked once here for its pages (ADR 0038); a member without a plan sees the pitch. */
export const middleware = [guardArea('subscriber', () => interviewsPitch)];

export default function InterviewsArea() {
  return <Outlet />;
}

export const ErrorBoundary = pageErrorBoundary({ planWayBack: PlanWayBack });
