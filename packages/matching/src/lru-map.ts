/*
 * A Map used as a least-recently-used (LRU) cache: a Map iterates in insertion order, so moving an entry to
 * the end on each read keeps the least recently used entry first, and that one goes when the cache is full.
 */

/** The cached value for `key`, marked as the most recently used. */
export function lruGet<T>(cache: Map<string, T>, key: string): T | undefined {
  const value = cache.get(key);
  if (value !== undefined) {
    cache.delete(key);
    cache.set(key, value);
  }
  return value;
}

/**
 * Caches a value not cached yet, first evicting the entry used longest ago when `limit` are cached (read
 * through `lruGet`, the least recently used; read with the map's own `get`, the oldest).
 */
export function lruSet<T>(cache: Map<string, T>, key: string, value: T, limit: number): T {
  if (cache.size >= limit) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}
