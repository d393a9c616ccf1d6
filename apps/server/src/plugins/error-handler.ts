import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@skillmatch/shared/schemas/errors';
import { ERROR_STATUS } from '@skillmatch/shared/schemas/errors';
import { SALARY_ORDER_MESSAGE } from '@skillmatch/shared/schemas/salary';
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

/**
 * Database refusals that are the request's doing, in words: a value the database will not store, or a
 * change that collides with another made at the same moment. Checks named here get their own message.
 */
const PG_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'CONFLICT', message: 'This already exists.' },
  '23503': { code: 'CONFLICT', message: 'Something this refers to no longer exists. Reload and try again.' },
  '23502': { code: 'BAD_REQUEST', message: 'A required value is missing.' },
  '23514': { code: 'BAD_REQUEST', message: 'A value in the request is not allowed.' },
  '22P02': { code: 'BAD_REQUEST', message: 'A value in the request has the wrong format.' },
  '22001': { code: 'BAD_REQUEST', message: 'A value in the request is too long.' },
  '22003': { code: 'BAD_REQUEST', message: 'A number in the request is out of range.' },
  '22007': { code: 'BAD_REQUEST', message: 'A date in the request is not valid.' },
  '22008': { code: 'BAD_REQUEST', message: 'A date in the request is out of range.' },
  '22021': { code: 'BAD_REQUEST', message: 'Text cannot contain control characters.' },
  '22P05': { code: 'BAD_REQUEST', message: 'Text cannot contain control characters.' },
  '40001': { code: 'CONFLICT', message: 'Someone else changed this at the same moment. Please try again.' },
  '40P01': { code: 'CONFLICT', message: 'Someone else changed this at the same moment. Please try again.' },
};

const PG_CHECK_MESSAGES: Record<string, { code: ErrorCode; message: string }> = {
  jobs_salary_check: {
    code: 'CONFLICT',
    message: `${SALARY_ORDER_MESSAGE}. The job was changed at the same moment; reload it and try again.`,
  },
};

function send(reply: FastifyReply, request: FastifyRequest, body: Omit<ApiError, 'requestId'>) {
  return reply.code(body.statusCode).send({ ...body, requestId: String(request.id) });
}

function fieldPath(context: string | undefined, instancePath: string): string {
  const pathWithin = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body' || !context) return pathWithin || 'body';
  return pathWithin ? pathWithin : context;
}

/** The SQLSTATE and constraint of a database error, under the query error that wraps it. */
function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function clientDatabaseError(error: unknown) {
  const found = postgresError(error);
  if (!found) return undefined;
  return (found.constraint && PG_CHECK_MESSAGES[found.constraint]) || PG_CLIENT_ERRORS[found.code];
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

/**
 * Fastify's own refusals made before any hook runs (a URL that does not decode, a path parameter over
 * its length): the same error shape, request id and security headers as every other answer.
 */
export function frameworkErrorAnswer(
  setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply);
    reply.header('x-request-id', request.id);
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    return send(reply, request, {
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: tooLong ? 'This address is too long.' : 'This address is not valid. Check it and try again.',
    });
  };
}

/**
 * What a connection gets when Node refuses its request before Fastify sees it (headers or URL over
 * 16 KB, a malformed request line, a client too slow to send one): the one error shape, not Node's own.
 */
export function clientErrorAnswer(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'TOO_LARGE', 'This address or its headers are too long (16 KB at most).']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'BAD_REQUEST', 'The request took too long to arrive. Please try again.']
        : [400, 'BAD_REQUEST', 'This request is not valid HTTP.'];
  const requestId = randomUUID();
  const body = JSON.stringify({ statusCode, code, message, requestId } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
    const pgError = clientDatabaseError(error);
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
