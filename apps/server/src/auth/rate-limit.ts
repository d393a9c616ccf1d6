import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../errors';
import { createRateLimitStorage, type RateLimitRule } from './rate-limit-storage';

/** A route's limit: its name (the counter's key with the client's address) and its window and maximum. */
export interface NamedRateLimit extends RateLimitRule {
  name: string;
}

/**
 * The hook a route's declared `rateLimit` becomes: it runs after validation (a refused body counts for
 * nothing) and counts the request; over the limit, a 429 with Retry-After.
 */
export const rateLimitCheck =
  ({ name, ...rule }: NamedRateLimit) =>
  (request: FastifyRequest) =>
    enforceRateLimit(request, name, rule);

/** Counts this request against a named limit per client address; over it, a 429 with Retry-After. */
async function enforceRateLimit(request: FastifyRequest, name: string, rule: RateLimitRule) {
  const { allowed, retryAfter } = await createRateLimitStorage(request.server.db).consume(
    `${name}:${request.ip}`,
    rule,
  );
  if (!allowed) throw new RateLimitedError(retryAfter ?? rule.window);
}
