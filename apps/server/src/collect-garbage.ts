import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full collection now, for a moment after much memory has gone unused at once: a start from an index
 * snapshot reads hundreds of megabytes of parts and copies them into the indexes, and V8 collects the
 * parts (outside its heap) only when it next collects, which may be long after the process says it is
 * ready. The collector is reached through a context of its own, so `gc` is not given to the product's
 * own code.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  // A runtime that does not take the flag after its start leaves the collection to V8, rather than
  // throwing in the middle of the start.
  const gc: unknown = runInNewContext('typeof gc === "function" ? gc : undefined');
  if (typeof gc === 'function') gc();
}
