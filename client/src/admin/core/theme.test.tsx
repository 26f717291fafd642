import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readThemeChoice, resolveTheme, SYSTEM_DARK_QUERY, THEME_STORAGE_KEY, ThemeProvider, useTheme, writeThemeChoice } from './theme';

/** A matchMedia whose prefers-color-scheme answer the test can change. */
function fakeSystemSetting(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === SYSTEM_DARK_QUERY && dark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(nextDark: boolean) {
      dark = nextDark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function ThemeButtons() {
  const { theme, choice, setChoice } = useTheme();
  return (
    <>
      <output aria-label="theme">{theme}</output>
      <output aria-label="choice">{choice ?? 'system'}</output>
      <button onClick={() => setChoice('dark')}>Dark</button>
      <button onClick={() => setChoice('light')}>Light</button>
      <button onClick={() => setChoice(null)}>System</button>
    </>
  );
}

describe('theme preference', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.className = '';
  });

  it('follows the system until a choice is made, and a choice wins over the system', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads only a real choice back from storage', () => {
    writeThemeChoice('dark');
    expect(readThemeChoice()).toBe('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBeNull();
    writeThemeChoice(null);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemeChoice(broken)).toBeNull();
  });

  it('darkens the page with the system, keeps a choice across a remount and forgets it on request', async () => {
    const system = fakeSystemSetting(false);
    const user = userEvent.setup();
    const { unmount } = render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('theme')).toHaveTextContent('light');
    expect(document.body).not.toHaveClass('bp6-dark');

    system.set(true);
    expect(screen.getByLabelText('theme')).toHaveTextContent('dark');
    expect(document.body).toHaveClass('bp6-dark');

    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(document.body).not.toHaveClass('bp6-dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    unmount();

    // A reload: the kept choice still beats the dark system setting.
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('choice')).toHaveTextContent('light');
    expect(document.body).not.toHaveClass('bp6-dark');

    await user.click(screen.getByRole('button', { name: 'System' }));
    expect(screen.getByLabelText('choice')).toHaveTextContent('system');
    expect(document.body).toHaveClass('bp6-dark');
  });
});
