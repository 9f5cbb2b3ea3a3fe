import { Outlet } from 'react-router';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { guardArea } from '~/lib/page-guards.server';

/** The members' area: signed-in members only, checked once here for every page inside (ADR 0038). */
export const middleware = [guardArea('member')];

export default function MemberArea() {
  return <Outlet />;
}

export const ErrorBoundary = pageErrorBoundary();
