import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../errors';
import { createRateLimitStorage, type RateLimitRule } from './rate-limit-storage';

/** Counts this request against a named limit per client address; over it, a 429 with Retry-After. */
export async function enforceRateLimit(request: FastifyRequest, name: string, rule: RateLimitRule) {
  const { allowed, retryAfter } = await createRateLimitStorage(request.server.db).consume(
    `${name}:${request.ip}`,
    rule,
  );
  if (!allowed) throw new RateLimitedError(retryAfter ?? rule.window);
}
