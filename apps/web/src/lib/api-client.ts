import {
  apiUrl,
  type ApiRoute,
  type BodyOf,
  type HttpMethod,
  type InputArgs,
  type ResponseOf,
  type UrlInput,
} from '@skillmatch/shared/api/api-route';
import { IDEMPOTENCY_HEADER } from '@skillmatch/shared/idempotency';
import type { ApiError } from '@skillmatch/shared/schemas/errors';

/** An API answer that was not 2xx; `message` is always fit to show to a person. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? 'Something went wrong. Please try again.');
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** A creating call's key for this submission (`lib/submission-key.ts`): sent twice, it creates once. */
  idempotencyKey?: string;
}

/** A request to a URL already built (a page's query from the map, `api-query.ts`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** The one fetch of the web app: same-origin JSON with the session cookie, and the response headers. */
async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      // A FormData body (a file upload) sets its own multipart content type.
      headers: {
        ...(options.body === undefined || options.body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
        ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
      },
      body:
        options.body === undefined
          ? null
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, undefined);
  }
  const data = parseJson(await response.text());
  if (!response.ok) {
    throw new ApiRequestError(response.status, isApiError(data) ? data : undefined);
  }
  return { data: data as T, headers: response.headers };
}

/** A call's URL input, its body where it has one, and the signal that cancels it. */
export type CallInput<Route extends ApiRoute> = UrlInput<Route> &
  ([BodyOf<Route>] extends [never] ? { body?: never } : { body: BodyOf<Route> }) & {
    signal?: AbortSignal;
    idempotencyKey?: string;
  };

/** A call of the API map (`@skillmatch/shared/api/api-map`): its URL, method and answer's type from the entry. */
export async function apiCall<Route extends ApiRoute>(
  route: Route,
  ...args: InputArgs<CallInput<Route>>
): Promise<ResponseOf<Route>> {
  return (await apiCallWithHeaders(route, ...args)).data;
}

/** The same call, with the response headers beside the body (for `X-Total-Count` and the like). */
export function apiCallWithHeaders<Route extends ApiRoute>(
  route: Route,
  ...[input]: InputArgs<CallInput<Route>>
): Promise<{ data: ResponseOf<Route>; headers: Headers }> {
  return apiRequestWithHeaders<ResponseOf<Route>>(apiUrl(route, input), {
    method: route.method,
    body: input?.body,
    signal: input?.signal,
    idempotencyKey: input?.idempotencyKey,
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A light check rather than the zod schema, so that zod stays out of the first page's JavaScript. */
function isApiError(data: unknown): data is ApiError {
  return typeof (data as Partial<ApiError> | undefined)?.message === 'string';
}
