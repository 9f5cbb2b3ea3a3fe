import { replace } from 'react-router';
import type { Route } from './+types/theme';
import { getAccount } from '@server/features/account/get-account';
import { saveSettings } from '@server/features/account/update-account';
import { PageHeader } from '~/components/layout/page-header';
import { ThemeToggle } from '~/components/layout/theme-toggle';
import { ErrorSummary } from '~/components/ui/error-summary';
import { parseForm, readForm } from '~/lib/forms/form-action.server';
import { themeCookie } from '~/lib/theme';
import { themeChoiceSchema } from '~/lib/theme-choice';

export const meta: Route.MetaFunction = () => [{ title: 'Theme | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/**
 * The header's theme toggle: a visitor's choice is a cookie; a member's is also saved with
 * their settings, as the Settings page saves it. Then back to the page the toggle was on:
 * without scripts that page loads again in the new theme; with them (the toggle's fetcher)
 * React Router reloads its data in place (`replace`, no new history entry).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(form, themeChoiceSchema);
  if (!parsed.ok) return parsed.failure;
  const { theme, returnTo } = parsed.data;
  const { viewer, services } = context;
  const account = viewer && (await getAccount(services.db, { userId: viewer.userId }));
  if (account) await saveSettings(services, { userId: account.user.id, settings: { ...account.settings, theme } });
  return replace(returnTo, { headers: { 'Set-Cookie': themeCookie(theme) } });
}

/** Where a post that could not be taken lands without scripts (and what a GET shows). */
export default function ThemePage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Theme" description="Switch between the light and dark theme." />
      <div className="mx-auto grid max-w-5xl justify-items-start gap-4 px-4 py-10 sm:px-6">
        <ErrorSummary id="theme-errors" messages={[actionData?.ok === false ? actionData.fieldErrors.theme : undefined]} />
        <ThemeToggle />
      </div>
    </>
  );
}
