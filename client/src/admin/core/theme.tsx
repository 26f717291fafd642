import { Classes } from '@blueprintjs/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useMediaQuery } from './useMediaQuery';
import './theme.css';

export type Theme = 'light' | 'dark';

/** Where the staff member's own choice is kept; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'admin-theme';
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice, or null when there is none (or it is unreadable). */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Theme | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the choice; null forgets it, so the system setting applies again. */
export function writeThemeChoice(choice: Theme | null, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeLocalStorage()): void {
  try {
    if (choice) storage?.setItem(THEME_STORAGE_KEY, choice);
    else storage?.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice lasts until the page closes.
  }
}

/** The theme shown: the staff member's choice, else the system's. */
export function resolveTheme(choice: Theme | null, systemPrefersDark: boolean): Theme {
  return choice ?? (systemPrefersDark ? 'dark' : 'light');
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Blueprint's dark class on <body>: it holds the admin's root and is the
 * container of Blueprint's portals (dialogs, popovers, toasts), so they follow
 * too. `color-scheme` gives scrollbars and native inputs the same theme.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.body): void {
  root.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  /** The staff member's own choice; null while following the system setting. */
  choice: Theme | null;
  setChoice: (choice: Theme | null) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const systemPrefersDark = useMediaQuery(SYSTEM_DARK_QUERY);
  const [choice, setChoiceState] = useState<Theme | null>(() => readThemeChoice());
  const theme = resolveTheme(choice, systemPrefersDark);

  // Before the browser paints, so a dark page never flashes light.
  useLayoutEffect(() => applyTheme(theme), [theme]);
  useLayoutEffect(
    () => () => {
      document.body.classList.remove(Classes.DARK);
      document.documentElement.style.colorScheme = '';
    },
    [],
  );

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setChoiceState(readThemeChoice());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setChoice = useCallback((next: Theme | null) => {
    writeThemeChoice(next);
    setChoiceState(next);
  }, []);
  const value = useMemo(() => ({ theme, choice, setChoice }), [theme, choice, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** Outside a ThemeProvider (component tests of parts of the admin): light, and choosing does nothing. */
const WITHOUT_PROVIDER: ThemeState = { theme: 'light', choice: null, setChoice: () => {} };

export function useTheme(): ThemeState {
  return useContext(ThemeContext) ?? WITHOUT_PROVIDER;
}
