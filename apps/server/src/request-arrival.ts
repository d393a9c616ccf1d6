import { AsyncLocalStorage } from 'node:async_hooks';

const arrivals = new AsyncLocalStorage<number>();

/**
 * Runs `work` as part of a request that arrived now (`performance.now()`), or as part of the request already
 * being answered: an API call a page's server render makes in-process belongs to the page's request.
 */
export function asPartOfRequest<T>(work: () => T): T {
  return arrivals.run(arrivals.getStore() ?? performance.now(), work);
}

/** When the request being answered arrived; undefined outside a request (tasks, start-up). */
export function requestArrival(): number | undefined {
  return arrivals.getStore();
}

/** Runs `work` as no request's part, even when a request set it going (a task, a catch-up on a NOTIFY). */
export function outsideRequest<T>(work: () => T): T {
  return arrivals.exit(work);
}
