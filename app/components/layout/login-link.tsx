import type { ComponentProps, MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useAccountDialog, type AccountTab } from './account-dialog-state';

const pages: Record<AccountTab, string> = { login: '/login', signup: '/signup' };

/** The pages that are themselves the way in or out: returning to them afterwards would loop. */
export const isAccountDoor = (path: string) => /^\/(login|signup|logout)(?:[/?#]|$)/.test(path);

/** Whether `path` is served by the API (an emailed download): the browser loads it, not the app's router. */
export const servedByApi = (path: string) => path.startsWith('/api/');

/** The /login (or /signup) page's address that brings the person back to `returnTo` afterwards. */
export const accountPageHref = (tab: AccountTab, returnTo: string) =>
  returnTo === '/' || isAccountDoor(returnTo) ? pages[tab] : `${pages[tab]}?returnTo=${encodeURIComponent(returnTo)}`;

/** A click the browser should keep for itself (a new tab or window), even on an enhanced link. */
export const isNewTabClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to the log-in (or sign-up) page, enhanced to open the Account dialog once scripts
 * run: without JavaScript, or opened in a new tab, it is the page. `returnTo` defaults to
 * the page it is on.
 */
export function LoginLink({
  tab = 'login',
  returnTo,
  reason,
  onClick,
  ...props
}: { tab?: AccountTab; returnTo?: string; reason?: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const location = useLocation();
  const dialog = useAccountDialog();
  const target = returnTo ?? `${location.pathname}${location.search}`;
  return (
    <a
      href={accountPageHref(tab, target)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isNewTabClick(event)) return;
        event.preventDefault();
        dialog.open(tab, reason, target);
      }}
      {...props}
    />
  );
}
