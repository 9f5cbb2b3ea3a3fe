import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyTheme, type ThemePreference } from '~/lib/theme';

type ThemeState = {
  preference: ThemePreference;
  resolved: 'light' | 'dark' | undefined; // undefined during server render with 'system'
  /** Applies a theme to the page at once; the theme toggle's post to /theme remembers it. */
  setTheme: (theme: 'light' | 'dark') => void;
};

const ThemeContext = createContext<ThemeState | null>(null);

/** Holds the theme preference the server rendered with (a member's setting, else the visitor's cookie). */
export function ThemeProvider({ initial, children }: { initial: ThemePreference; children: ReactNode }) {
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

  const setTheme = useCallback((theme: 'light' | 'dark') => {
    setPreference(theme);
    applyTheme(theme);
  }, []);

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
