import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters that carry a secret or a person: reset tokens, OAuth codes and states, keys, addresses. */
const SECRET_PARAMETERS = /^(token|code|state|password|secret|key|signature|id_token|access_token|email)$/i;

/** A path segment holding an email address, as sent (`@`) or encoded (`%40`). */
const EMAIL_SEGMENT = /(?<=\/)[^/]*(@|%40)[^/]*/gi;

/**
 * A request's URL fit for the log: the reset token in better-auth's reset link
 * (`/api/auth/reset-password/<token>`), email addresses in the path (`/api/user/<email>`, kept for other
 * clients) and secret or personal query parameters are replaced.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt))
    .replace(/(\/reset-password\/)[^/]+/i, `$1${REDACTED}`)
    .replace(EMAIL_SEGMENT, REDACTED);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is compared as written.
      }
      return SECRET_PARAMETERS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Drizzle's failed-query errors name the query's parameters (a profile, a motivation): never logged. */
const withoutParameters = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  cause?: LoggedError;
}

/** An error as the log keeps it: its kind, message, code and stack, without the values it carried. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  // PostgreSQL quotes the value it refused ("invalid input syntax for type integer: \"…\"").
  const fromDatabase = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  const tidy = (text: string) => {
    const kept = withoutParameters(text);
    return fromDatabase ? kept.replace(/"[^"\n]*"/g, `"${REDACTED}"`) : kept;
  };
  return {
    type: error.constructor.name,
    message: tidy(error.message),
    stack: tidy(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(constraint !== undefined ? { constraint } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string | undefined;
  remoteAddress?: string | undefined;
}

/**
 * The server's logger: secrets never reach it. Requests are logged by method, redacted URL and address
 * (no headers, so no cookies or authorisation); errors without query parameters or database details; and
 * fields named like secrets anywhere in a log line are replaced.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'password',
        'newPassword',
        'currentPassword',
        'token',
        'link',
        'url',
        'cookie',
        'authorization',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.cookie',
        '*.authorization',
        // better-auth's own log lines carry whatever it was handling.
        'args',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest & { hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host ?? request.hostname,
        remoteAddress: request.ip ?? request.remoteAddress,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}

/** One line per request, once it is answered (method, redacted URL, status, time), instead of Fastify's two. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
