/** Arrays shorter than this double when they grow; longer ones grow by an eighth. */
const DOUBLING_BELOW = 65_536;

/**
 * The length an array of `length` grows to so that it holds at least `needed`. At a million jobs the flat
 * lists (every job's skills and terms, the postings of common words) hold millions of entries each:
 * doubled, they left up to as many again unused, over a hundred megabytes in all, carried into every
 * snapshot. Growing by an eighth still copies each entry a bounded number of times.
 */
export function grownLength(length: number, needed: number): number {
  const step = length < DOUBLING_BELOW ? length : Math.ceil(length / 8);
  return Math.max(needed, length + step);
}

/** A typed array at least `length` long: `array` itself while it is, else a longer copy (`grownLength`). */
export function grown<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
  array: T,
  length: number,
): T {
  if (length <= array.length) return array;
  const larger = new (array.constructor as new (length: number) => T)(grownLength(array.length, length));
  larger.set(array);
  return larger;
}

/**
 * `values`, able to hold `value`: itself while it can, else its values copied into four bytes each. Lists
 * of term, skill and employer numbers (tens of thousands at most, millions of entries at a million jobs)
 * take two bytes an entry until one number does not fit.
 */
export function widenedToHold(values: Uint16Array | Int32Array, value: number): Uint16Array | Int32Array {
  if (!(values instanceof Uint16Array) || value <= 0xffff) return values;
  const wide = new Int32Array(values.length);
  wide.set(values);
  return wide;
}
