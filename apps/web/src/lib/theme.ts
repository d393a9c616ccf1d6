import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@skillmatch/shared/constants';

export type Theme = 'light' | 'dark';

/** index.html applies the stored (or system) theme before first paint; this reads and flips it. */
function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The theme the person chose on this device, if they did. */
function chosenTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Until the person chooses, the page follows the system's theme as it changes too (a phone turning dark at
 * sunset), not only the one it had when the page loaded.
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const system = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;
  const follow = (event: MediaQueryListEvent) => {
    if (chosenTheme()) return;
    document.documentElement.classList.toggle('dark', event.matches);
    listener();
  };
  system?.addEventListener('change', follow);
  return () => {
    listeners.delete(listener);
    system?.removeEventListener('change', follow);
  };
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
  listeners.forEach((listener) => listener());
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => applyTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, toggle };
}
