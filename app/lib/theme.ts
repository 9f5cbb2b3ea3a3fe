/**
 * Theme preference: 'light' or 'dark' once chosen, 'system' until then. A visitor's choice
 * lives in a cookie so the server renders the right class (no flash, no inline script).
 */
export type ThemePreference = 'light' | 'dark' | 'system';

export const themeCookieName = 'theme';

/** Where the header's toggle posts (app/routes/theme.tsx): it works with or without scripts. */
export const themeAction = '/theme';

export function readThemeCookie(cookieHeader: string | null): ThemePreference {
  const match = cookieHeader?.match(/(?:^|;\s*)theme=(light|dark)(?:;|$)/);
  return (match?.[1] as 'light' | 'dark' | undefined) ?? 'system';
}

/** The theme action's Set-Cookie for the visitor's choice (read back by readThemeCookie). */
export const themeCookie = (theme: 'light' | 'dark') =>
  `${themeCookieName}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** Applies a theme to the page at once. */
export function applyTheme(theme: ThemePreference) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  if (theme !== 'system') root.classList.add(theme);
}
