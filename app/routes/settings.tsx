import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/settings';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { getAccount } from '@server/features/account/get-account';
import { saveSettings } from '@server/features/account/update-account';
import { closeAccount } from '@server/features/account/close-account';
import { settingsSchema, timedPracticeSettingsSchema } from '@server/features/auth/auth.schema';
import { parseForm, formSuccess, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { deactivateIntent, deactivationConfirmation, DeactivateAccount } from '~/features/account/components/deactivate-account';
import { settingsIntent, SettingsPanel } from '~/features/account/components/settings-panel';
import { timedPracticeIntent, TimedPracticeSettings } from '~/features/account/components/timed-practice-settings';
import { calendarUrlOf, resetCalendarToken } from '@server/features/applications/calendar-feed';
import { resetCalendarIntent, ResetCalendarFeed } from '~/features/applications/components/reset-calendar-feed';
import { latestDataExport, requestDataExport } from '@server/features/data-export/data-exports';
import { dataExportIntent, DataExport, type LatestDataExport } from '~/features/account/components/data-export';

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

const deactivationSchema = z.strictObject({
  confirm: z.literal(deactivationConfirmation, 'Please confirm that you want to deactivate your account.'),
});

async function settingsOf(context: Route.LoaderArgs['context'], userId: string) {
  const account = await getAccount(context.services.db, { userId });
  if (!account) pageNotFound();
  return account.settings;
}

/** The member's latest data export, its link as a path on this site. */
async function latestExportOf(context: Route.LoaderArgs['context'], userId: string): Promise<LatestDataExport | null> {
  const latest = await latestDataExport(context.services, { userId });
  if (!latest) return null;
  const { downloadUrl, ...rest } = latest;
  return { ...rest, downloadPath: downloadUrl ? new URL(downloadUrl).pathname : null };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { userId } = guardedViewer(context);
  const [settings, calendarUrl, latestExport] = await Promise.all([
    settingsOf(context, userId),
    calendarUrlOf(context.services, { userId }),
    latestExportOf(context, userId),
  ]);
  return { settings, calendarUrl, latestExport };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = guardedViewer(context);
  const { userId } = viewer;
  const form = await readForm(request);
  switch (form.get('intent')) {
    case settingsIntent: {
      const parsed = parseForm(form, settingsSchema, { checkboxes: ['emailNotifications', 'deadlineReminders'] });
      if (!parsed.ok) return parsed.failure;
      await saveSettings(context.services, { userId, settings: parsed.data });
      return formSuccess(form, 'Your preferences have been saved successfully.');
    }
    case timedPracticeIntent: {
      const parsed = parseForm(form, timedPracticeSettingsSchema, { checkboxes: ['timerHidden'] });
      if (!parsed.ok) return parsed.failure;
      await saveSettings(context.services, { userId, settings: parsed.data });
      return formSuccess(form, 'Saved. Timed tests you start from now on use this time.');
    }
    case resetCalendarIntent: {
      await resetCalendarToken(context.services, { userId });
      return formSuccess(form, 'Your calendar link has been replaced. Subscribe again with the new link.');
    }
    case dataExportIntent: {
      return submitWrite(form, async () => {
        await requestDataExport(context.services, { userId });
        return formSuccess(form, 'We are preparing your data; we will email you a link.');
      });
    }
    case deactivateIntent: {
      const parsed = parseForm(form, deactivationSchema);
      if (!parsed.ok) return parsed.failure;
      const cookies = await closeAccount(context.services, { userId, requestHeaders: request.headers });
      const headers = new Headers();
      for (const cookie of cookies) headers.append('Set-Cookie', cookie);
      return redirect('/account-deleted', { headers });
    }
    default:
      return unknownIntent(form);
  }
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings, calendarUrl, latestExport } = loaderData;
  return (
    <>
      <PageHeader title="Settings" description="Notifications, appearance, timed practice and your account." />
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle>Preferences</CardTitle>
          </CardHeader>
          <CardContent>
            <SettingsPanel initial={settings} />
          </CardContent>
        </Card>
        <Card id="timed-practice">
          <CardHeader>
            <CardTitle>Timed practice</CardTitle>
            <CardDescription>Extra time and the countdown in the online-test practice.</CardDescription>
          </CardHeader>
          <CardContent>
            <TimedPracticeSettings timeFactor={settings.timeFactor} timerHidden={settings.timerHidden} />
          </CardContent>
        </Card>
        <Card id="calendar-feed">
          <CardHeader>
            <CardTitle>Calendar feed</CardTitle>
            <CardDescription>The private link that puts your tracked closing dates in your own calendar.</CardDescription>
          </CardHeader>
          <CardContent>
            <ResetCalendarFeed calendarUrl={calendarUrl} />
          </CardContent>
        </Card>
        <Card id="data-export">
          <CardHeader>
            <CardTitle>Download my data</CardTitle>
            <CardDescription>A copy of everything we hold about you, to keep or to take elsewhere.</CardDescription>
          </CardHeader>
          <CardContent>
            <DataExport latest={latestExport} />
          </CardContent>
        </Card>
        <Card className="border-destructive/50">
          <CardHeader>
            <CardTitle>Danger zone</CardTitle>
            <CardDescription>Deactivating deletes your account and everything in it.</CardDescription>
          </CardHeader>
          <CardContent>
            <DeactivateAccount />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const handle = { what: 'your settings' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
