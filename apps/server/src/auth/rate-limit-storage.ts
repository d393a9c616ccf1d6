import { sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { rateLimits } from '@skillmatch/db/schema/rate-limits';

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * Counts one request against `key` in its fixed window, in one atomic statement, in the database every
 * app process shares: concurrent requests cannot slip past a stale read.
 */
export function createRateLimitStorage(db: Database) {
  return {
    async consume(key: string, rule: RateLimitRule) {
      const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.window})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          secondsLeft: sql<number>`greatest(1, ceil(${rule.window} - extract(epoch from now() - ${rateLimits.windowStart})))::int`,
        });
      const allowed = (row?.count ?? 1) <= rule.max;
      return { allowed, retryAfter: allowed ? null : (row?.secondsLeft ?? rule.window) };
    },
  };
}

export type RateLimitStorage = ReturnType<typeof createRateLimitStorage>;
