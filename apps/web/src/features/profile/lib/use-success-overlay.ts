import { useEffect, useRef, useState } from 'react';

/** docs/product.md, "Feedback and timing": the success check shows for 1.5 s before the message. */
export const SUCCESS_OVERLAY_MS = 1500;

/** The "Saved" check after a save: shown for `SUCCESS_OVERLAY_MS`, then `after` runs. */
export function useSuccessOverlay() {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A page left while the check shows runs nothing after it.
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    shown,
    show: (after: () => void) => {
      setShown(true);
      timer.current = setTimeout(() => {
        setShown(false);
        after();
      }, SUCCESS_OVERLAY_MS);
    },
  };
}
