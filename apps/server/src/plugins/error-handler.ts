import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@skillmatch/shared/schemas/errors';
import { ERROR_STATUS } from '@skillmatch/shared/schemas/errors';
import type { App } from '../app-types';
import { AppError, RateLimitedError } from '../errors';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
    .filter(([code]) => code !== 'VALIDATION')
    .map(([code, status]) => [status, code]),
);

/** Messages for Fastify's own client errors, in words a person understands. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_RATE_LIMIT: 'Too many requests. Please wait a moment and try again.',
};

const PG_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'CONFLICT', message: 'This already exists.' },
  '22P02': { code: 'BAD_REQUEST', message: 'A value in the request has the wrong format.' },
};

function send(reply: FastifyReply, request: FastifyRequest, body: Omit<ApiError, 'requestId'>) {
  return reply.code(body.statusCode).send({ ...body, requestId: String(request.id) });
}

function fieldPath(context: string | undefined, instancePath: string): string {
  const pathWithin = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body' || !context) return pathWithin || 'body';
  return pathWithin ? pathWithin : context;
}

function postgresCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's and PostgreSQL's ways of saying the database cannot be reached or went away mid-query. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

function databaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** One error handler for the whole API: 4xx carry a readable message, 5xx hide internals. */
export function registerErrorHandler(app: App) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldPath(error.validationContext, issue.instancePath);
        fields[key] ??= issue.message ?? 'This value is not valid';
      }
      return send(reply, request, {
        statusCode: 400,
        code: 'VALIDATION',
        message: Object.values(fields)[0] ?? 'The request is not valid.',
        fields,
      });
    }
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, request, {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return send(reply, request, {
        statusCode: 503,
        code: 'UNAVAILABLE',
        message: 'SkillMatch cannot reach its database just now. Please try again in a moment.',
      });
    }
    const pgError = PG_CLIENT_ERRORS[postgresCode(error) ?? ''];
    if (pgError) {
      request.log.info({ err: error }, 'database refused a client value');
      return send(reply, request, { statusCode: ERROR_STATUS[pgError.code], ...pgError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, request, {
        statusCode: status,
        code: CODE_BY_STATUS.get(status) ?? 'BAD_REQUEST',
        message: FASTIFY_MESSAGES[error.code] ?? error.message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, {
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
