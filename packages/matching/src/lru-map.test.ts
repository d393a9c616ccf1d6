import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './lru-map';

describe('RecentlyUsed', () => {
  it('keeps what is read again and forgets what is not, holding about its limit', () => {
    const cache = new RecentlyUsed<number>(4);
    cache.set('a', 1);
    cache.set('b', 2);
    // The young generation is full: 'a' and 'b' grow old as 'c' comes in.
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    cache.set('e', 5);
    // 'a' was read, so it lived on; 'b' was not, and went with its generation.
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('e')).toBe(5);
  });
});
