import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The types of one call: its path's params, its query string, its JSON body and its 2xx answer. */
export interface CallTypes {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  response: unknown;
}

/**
 * One call of the API: its method and its path pattern (`/api/jobs/:id`, Fastify's syntax), with the
 * call's types carried by the type alone. `types` is never set: the entry costs the web app two strings,
 * and zod stays out of its first page.
 */
export interface ApiRoute<Types extends CallTypes = CallTypes> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly types?: Types;
}

/** A map entry. Marked free of side effects so that a bundle keeps only the entries it uses. */
/* @__NO_SIDE_EFFECTS__ */
export function route<Types extends CallTypes>(method: HttpMethod, path: string): ApiRoute<Types> {
  return { method, path };
}

type TypesOf<Route> = Route extends ApiRoute<infer Types> ? Types : never;

export type ResponseOf<Route extends ApiRoute> = TypesOf<Route>['response'];
export type ParamsOf<Route extends ApiRoute> =
  TypesOf<Route> extends { params: infer Params } ? Params : never;
export type QueryOf<Route extends ApiRoute> = TypesOf<Route> extends { query: infer Query } ? Query : never;
export type BodyOf<Route extends ApiRoute> = TypesOf<Route> extends { body: infer Body } ? Body : never;

/**
 * A query string as a client writes it, from the server's query schema: the keys the client may leave
 * out (those with defaults too) are optional, and each value is the one the server reads (a number, a
 * list of repeated keys), except that text is any text: a value outside the server's list is the server's
 * to refuse (400), as it would be typed in the address bar.
 */
export type QueryInput<Schema extends z.ZodType> = {
  [Key in keyof z.input<Schema>]: Key extends keyof z.output<Schema> ? AnyText<z.output<Schema>[Key]> : never;
};

type AnyText<Value> = Value extends string
  ? string
  : Value extends readonly (infer Item)[]
    ? AnyText<Item>[]
    : Value;

/** What a call's URL is built from: the path's params and the query, each where the call has them. */
export type UrlInput<Route extends ApiRoute> = ([ParamsOf<Route>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<Route> }) &
  ([QueryOf<Route>] extends [never] ? { query?: never } : { query?: QueryOf<Route> });

/** An input as a function's last argument: it may be left out when nothing in it is required. */
export type InputArgs<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The URL of a call: each `:param` of the path replaced by its value, encoded, and the query after it. */
export function apiUrl<Route extends ApiRoute>(route: Route, input?: UrlInput<Route>): string {
  const params = (input?.params ?? {}) as Record<string, string | undefined>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const query = searchParams(input?.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** A query's values as URL search params, in the order given: a list as repeated keys, an empty value left out. */
export function searchParams(query: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}
