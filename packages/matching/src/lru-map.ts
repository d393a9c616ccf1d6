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
export function lruSet<T>(
  cache: Map<string, T>,
  key: string,
  value: T,
  limit: number,
  bytes?: { of: (value: T) => number; limit: number },
): T {
  if (cache.size >= limit) cache.delete(cache.keys().next().value!);
  if (bytes) {
    // The oldest go first until what is kept, with the new value, is within the bytes' limit too.
    let held = bytes.of(value);
    for (const kept of cache.values()) held += bytes.of(kept);
    for (const [oldest, kept] of cache) {
      if (held <= bytes.limit) break;
      cache.delete(oldest);
      held -= bytes.of(kept);
    }
  }
  cache.set(key, value);
  return value;
}

/**
 * A cache of about `limit` recently used entries without moving an entry on each read: entries live in a
 * young and an old generation; a read found in the old one moves it to the young, and when the young one
 * is full the old one is dropped. For caches read far more than written, where `lruGet`'s delete and
 * insert on every read cost more than the lookup.
 */
export class RecentlyUsed<T> {
  private young = new Map<string, T>();
  private old = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string): T | undefined {
    const young = this.young.get(key);
    if (young !== undefined) return young;
    const old = this.old.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: string, value: T): T {
    if (this.young.size >= this.limit / 2) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
    return value;
  }
}
