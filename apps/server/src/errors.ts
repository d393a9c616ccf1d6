import { apiErrorSchema, ERROR_STATUS, type ErrorCode } from '@skillmatch/shared/schemas/errors';

/** An error whose message is safe and useful to show to the person who made the request. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'You do not have access to this.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** Over a rate limit: the error handler adds Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
  }
}

/** A route's error answers for its response schema: each status given, in the one error shape. */
export function errorAnswers<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
