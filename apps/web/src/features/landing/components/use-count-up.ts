import { useEffect, useState, useSyncExternalStore } from 'react';

/** docs/product.md, "Feedback and timing": a counter steps every 30 ms; 40 steps take it from 0 to its number. */
export const COUNTER_STEP_MS = 30;
export const COUNTER_STEPS = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;

/**
 * The number a counter shows: `target` as soon as it is known (so the page the server drew states
 * the real number), then, once the app runs, a count from 0 up to it in steps every 30 ms; people who
 * asked for reduced motion keep the number as it is. 0 until the target is known.
 */
export function useCountUp(target: number | undefined): number {
  const [shown, setShown] = useState(target ?? 0);
  const still = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
  useEffect(() => {
    if (target === undefined || still) return;
    const step = Math.max(1, Math.ceil(target / COUNTER_STEPS));
    let value = 0;
    const timer = setInterval(() => {
      value = Math.min(target, value + step);
      setShown(value);
      if (value >= target) clearInterval(timer);
    }, COUNTER_STEP_MS);
    return () => clearInterval(timer);
  }, [target, still]);
  if (target === undefined) return 0;
  return still ? target : shown;
}
