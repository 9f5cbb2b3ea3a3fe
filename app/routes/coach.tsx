import { CalendarClock, ClipboardList, FileClock, Inbox, LayoutDashboard, Library, Timer, TicketPercent, Users, Video } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/coach';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { guardArea, guardedViewer } from '~/lib/page-guards.server';
import { cn } from '~/lib/cn';

export const meta: Route.MetaFunction = () => [{ title: 'Coach area | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/** Coaches only: checked once here, before any section's loader or action runs (ADR 0038). */
export const middleware: Route.MiddlewareFunction[] = [guardArea('coach')];

export async function loader({ context }: Route.LoaderArgs) {
  const coach = guardedViewer(context);
  return { coachName: coach.firstName };
}

const sections = [
  { to: '/coach', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/coach/reviews', label: 'Reviews', icon: ClipboardList },
  { to: '/coach/members', label: 'Members', icon: Users },
  { to: '/coach/enquiries', label: 'Enquiries', icon: Inbox },
  { to: '/coach/library', label: 'Library', icon: Library },
  { to: '/coach/deadlines', label: 'Deadlines', icon: CalendarClock },
  { to: '/coach/practice', label: 'Practice tests', icon: Timer },
  { to: '/coach/interviews', label: 'Video interviews', icon: Video },
  { to: '/coach/offers', label: 'Offers', icon: TicketPercent },
  { to: '/coach/audit', label: 'Audit log', icon: FileClock },
] as const;

/** The coaches' area: its own navigation around each section. */
export default function CoachLayout() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label="Coach area" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">Coach area</p>
        <ul className="flex flex-wrap gap-1 lg:grid">
          {sections.map(({ to, label, icon: Icon, ...rest }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={'end' in rest}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export const handle = { what: 'the coach area' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
