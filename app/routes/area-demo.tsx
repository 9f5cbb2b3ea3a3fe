import { Outlet } from 'react-router';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { demoOnly } from '~/lib/page-guards.server';

/** Pages that exist only in demo mode (the dev mailbox, demo payments): not found in production (ADR 0038). */
export const middleware = [demoOnly];

export default function DemoArea() {
  return <Outlet />;
}

export const ErrorBoundary = pageErrorBoundary();
