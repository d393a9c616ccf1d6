/**
 * Classes that give a small control a 44 × 44 px touch target (docs/product.md, "Feedback and timing") without changing how it looks or
 * what it pushes: an invisible layer centred on it, at least 44 px each way, that takes the taps.
 */
export const TOUCH_TARGET =
  "relative after:absolute after:top-1/2 after:left-1/2 after:size-full after:min-h-11 after:min-w-11 after:-translate-x-1/2 after:-translate-y-1/2 after:content-['']";
