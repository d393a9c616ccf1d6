import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `active`, closing or reloading the tab asks the browser's own question, and leaving the page inside
 * the app is held by the returned blocker until the person decides.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
}
