import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@skillmatch/shared/constants';
import { useTheme } from './theme';

/** A system preference that can change while the page is open, as matchMedia reports it. */
function systemPreference(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches: dark,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return (nowDark: boolean) =>
    act(() => {
      list.matches = nowDark;
      for (const listener of listeners) listener({ matches: nowDark } as MediaQueryListEvent);
    });
}

function ThemeName() {
  return <p>{useTheme().theme}</p>;
}

describe('the theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system as it turns dark and light again, until the person chooses', () => {
    const turn = systemPreference(false);
    render(<ThemeName />);
    expect(screen.getByText('light')).toBeInTheDocument();
    turn(true);
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByText('dark')).toBeInTheDocument();
    turn(false);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByText('light')).toBeInTheDocument();
  });

  it('keeps the theme the person chose whatever the system does', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const turn = systemPreference(false);
    render(<ThemeName />);
    turn(true);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByText('light')).toBeInTheDocument();
  });
});
