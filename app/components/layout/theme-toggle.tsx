import { Moon, Sun } from 'lucide-react';
import { useEffect, type MouseEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toaster';
import type { FormResult } from '~/lib/forms/form-result';
import { themeAction } from '~/lib/theme';
import { useTheme } from './theme-provider';

const choices = [
  // The server cannot know the system setting, so both buttons are in the page and the
  // stylesheet's `dark:` variant (the <html> class, else the system's) shows the one that
  // switches away from the theme in use.
  { theme: 'light', Icon: Sun, className: 'hidden dark:inline-flex' },
  { theme: 'dark', Icon: Moon, className: 'dark:hidden' },
] as const;

/**
 * Switches between light and dark; until used, the page follows the system setting. A form
 * posting to /theme, which remembers the choice and comes back to this page: it works on
 * pages without scripts. Where scripts run, the theme applies at once and the post goes
 * through the fetcher.
 */
export function ThemeToggle() {
  const { setTheme } = useTheme();
  const location = useLocation();
  const fetcher = useFetcher<FormResult>({ key: 'theme' });
  useEffect(() => {
    if (fetcher.data?.ok === false) toast.error('Failed to update the theme. Please try again.');
  }, [fetcher.data]);

  const switchTo = (theme: 'light' | 'dark') => (event: MouseEvent<HTMLButtonElement>) => {
    setTheme(theme);
    // The clicked button is hidden now: focus goes on to the one that switches back.
    event.currentTarget.form?.querySelector<HTMLButtonElement>(`button[value="${theme === 'dark' ? 'light' : 'dark'}"]`)?.focus();
  };

  return (
    <fetcher.Form method="post" action={themeAction} preventScrollReset className="contents">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {choices.map(({ theme, Icon, className }) => (
        <Button
          key={theme}
          type="submit"
          name="theme"
          value={theme}
          variant="ghost"
          size="icon"
          className={className}
          aria-label={`Switch to ${theme} theme`}
          onClick={switchTo(theme)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </fetcher.Form>
  );
}
