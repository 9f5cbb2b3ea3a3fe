import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyTheme, writeThemeCookie, type ThemePreference } from '~/lib/theme';

type ThemeState = {
  preference: ThemePreference;
  resolved: 'light' | 'dark' | undefined; // undefined during server render with 'system'
  /** Applies and remembers a theme; `save: false` when the caller saves it itself. */
  setTheme: (theme: 'light' | 'dark', options?: { save?: boolean }) => void;
};

/** Where a signed-in member's theme choice is saved: the settings page's action, with this intent. */
export const memberThemeSave = { action: '/settings', intent: 'theme' } as const;

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * Holds the theme preference the server rendered with. `onChange` lets a signed-in
 * member's choice also be saved to their settings.
 */
export function ThemeProvider({
  initial,
  onChange,
  children,
}: {
  initial: ThemePreference;
  onChange?: (theme: 'light' | 'dark') => void;
  children: ReactNode;
}) {
  const [preference, setPreference] = useState(initial);
  const [systemDark, setSystemDark] = useState<boolean | undefined>(undefined);

  useEffect(() => setPreference(initial), [initial]);
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setSystemDark(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  const setTheme = useCallback(
    (theme: 'light' | 'dark', { save = true }: { save?: boolean } = {}) => {
      setPreference(theme);
      applyTheme(theme);
      writeThemeCookie(theme);
      if (save) onChange?.(theme);
    },
    [onChange],
  );

  const resolved =
    preference !== 'system' ? preference : systemDark === undefined ? undefined : systemDark ? 'dark' : 'light';
  const value = useMemo(() => ({ preference, resolved, setTheme }), [preference, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
