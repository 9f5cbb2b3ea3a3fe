import { Link, redirect } from 'react-router';
import type { Route } from './+types/applications';
import { listApplications } from '@server/features/applications/application-queries';
import {
  addApplicationSchema,
  applicationStages,
  editDetailsSchema,
  editNotesSchema,
  moveStageSchema,
  trackDeadlineSchema,
} from '@server/features/applications/application.schema';
import { calendarUrlOf } from '@server/features/applications/calendar-feed';
import { trackApplication } from '@server/features/applications/track-application';
import { deleteApplication, updateApplication } from '@server/features/applications/update-application';
import { notFound } from '@server/platform/errors';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { accountPageHref } from '~/components/layout/login-link';
import { deadlineTrackPath } from '~/features/auth/chosen-intent';
import { PageHeader } from '~/components/layout/page-header';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { islandsPageHandle, type RouteHandle } from '~/lib/route-handle';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import { FormStatus } from '~/components/ui/form-status';
import { AddApplicationForm } from '~/features/applications/components/add-application-form';
import { CalendarFeedPanel } from '~/features/applications/components/calendar-feed-panel';
import { TrackerBoard } from '~/features/applications/components/tracker-board';
import { TrackerResult } from '~/features/applications/components/tracker-result';
import { TrackerTable } from '~/features/applications/components/tracker-table';
import { ViewSwitch, type TrackerView } from '~/features/applications/components/view-switch';
import { applicationName, trackerHeadingId, trackerIntents } from '~/features/applications/tracker-intents';
import { parseForm, formSuccess, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { readIntent } from '~/lib/forms/row-intent';
import { guardArea, guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Applications | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/**
 * The calendar's "Track this deadline" works for visitors too: they create an account (or log
 * in) and come back to that entry. Anything else here is for signed-in members, guarded as the
 * members' area is (this page is its own area because of that one visitor's door).
 */
const visitorsTrackBySigningUp: Route.MiddlewareFunction = async ({ request, context }, next) => {
  if (request.method !== 'POST' || context.viewer) return next();
  const form = await readForm(request.clone());
  if (readIntent(form).kind !== trackerIntents.track) return next();
  const chosen = trackDeadlineSchema.safeParse({ deadlineId: form.get('deadlineId') });
  throw redirect(accountPageHref('signup', chosen.success ? deadlineTrackPath(chosen.data.deadlineId) : '/deadlines'));
};

export const middleware = [visitorsTrackBySigningUp, guardArea('member')];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { userId } = guardedViewer(context);
  const { services } = context;
  const view: TrackerView = url.searchParams.get('view') === 'table' ? 'table' : 'board';
  const [applications, calendarUrl] = await Promise.all([listApplications(services.db, { userId }), calendarUrlOf(services, { userId })]);
  // Where "Track this deadline" on the calendar lands: say which application it was.
  const tracked = applications.find((application) => application.id === url.searchParams.get('tracked'));
  return { applications, calendarUrl, view, trackedMessage: tracked ? `${applicationName(tracked)} is in your tracker.` : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { kind, id } = readIntent(form);
  const { userId } = guardedViewer(context);
  const { services } = context;
  const applicationId = id && pathParams.recordId.safeParse(id).success ? id : undefined;
  return submitWrite(form, async () => {
    switch (kind) {
      case trackerIntents.add: {
        const parsed = parseForm(form, addApplicationSchema);
        if (!parsed.ok) return parsed.failure;
        const { application } = await trackApplication(services, { userId, input: parsed.data });
        return formSuccess(form, `Added ${applicationName(application)}.`);
      }
      case trackerIntents.track: {
        const parsed = parseForm(form, trackDeadlineSchema);
        if (!parsed.ok) return parsed.failure;
        const { application } = await trackApplication(services, { userId, input: parsed.data });
        return redirect(`/applications?tracked=${application.id}`);
      }
      case trackerIntents.stage: {
        const parsed = parseForm(form, moveStageSchema);
        if (!parsed.ok) return parsed.failure;
        if (!applicationId) throw notFound('No such application');
        const application = await updateApplication(services, { userId, applicationId, input: parsed.data });
        return formSuccess(form, `Moved ${applicationName(application)} to ${applicationStages[application.stage]}.`);
      }
      case trackerIntents.notes: {
        const parsed = parseForm(form, editNotesSchema);
        if (!parsed.ok) return parsed.failure;
        if (!applicationId) throw notFound('No such application');
        await updateApplication(services, { userId, applicationId, input: parsed.data });
        return formSuccess(form, 'Notes saved.');
      }
      case trackerIntents.details: {
        const parsed = parseForm(form, editDetailsSchema);
        if (!parsed.ok) return parsed.failure;
        if (!applicationId) throw notFound('No such application');
        const application = await updateApplication(services, { userId, applicationId, input: parsed.data });
        return formSuccess(form, `Saved ${applicationName(application)}.`);
      }
      case trackerIntents.remove: {
        if (!applicationId) throw notFound('No such application');
        const deleted = await deleteApplication(services, { userId, applicationId });
        return formSuccess(form, `Deleted ${applicationName(deleted)}.`);
      }
      default:
        return unknownIntent(form);
    }
  });
}

export default function ApplicationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, calendarUrl, view, trackedMessage } = loaderData;
  return (
    <>
      <PageHeader title="Applications" description="Your campaign in one place: every application, where it stands and when it closes." />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6">
        <FormStatus message={trackedMessage} />
        <section aria-labelledby={trackerHeadingId} className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={trackerHeadingId} tabIndex={-1} className="text-2xl font-semibold">
              Your applications
            </h2>
            <ViewSwitch view={view} />
          </div>
          <TrackerResult actionData={actionData} />
          {applications.length === 0 ? (
            <p className="text-muted-foreground">
              Nothing tracked yet. Add an application below, or track one from the{' '}
              <Link to="/deadlines" className="text-primary underline">
                deadlines calendar
              </Link>
              .
            </p>
          ) : view === 'table' ? (
            <TrackerTable applications={applications} />
          ) : (
            <TrackerBoard applications={applications} />
          )}
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <h2 className="text-xl font-semibold leading-tight">Add an application</h2>
              <CardDescription>
                For a firm or date the{' '}
                <Link to="/deadlines" className="text-primary underline">
                  deadlines calendar
                </Link>{' '}
                does not list. From the calendar, one click tracks it.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AddApplicationForm />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-xl font-semibold leading-tight">Closing dates in your calendar</h2>
            </CardHeader>
            <CardContent>
              <CalendarFeedPanel calendarUrl={calendarUrl} />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

/**
 * Plain HTML with islands (ADR 0051): every form here is a plain post to this page's action,
 * and only the cards' drag handles and the calendar link's copy button run scripts, as
 * enhancements: the page loads no React.
 */
export const handle = { ...islandsPageHandle, what: 'your applications' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
