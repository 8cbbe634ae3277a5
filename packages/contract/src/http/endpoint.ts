// Types and one identity function, no zod at run time: the web app's start-up code imports route values and
// these types without pulling zod into the login route's bundle.
import type { z } from 'zod';
import type { FeatureGroup } from '../page-features.ts';
import type { UploadExtension } from '../uploads.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: no session; optional: a session when a valid token is sent; user/admin/referral: a session of that kind;
 * self: the signed-in user themself, not an admin acting as them (impersonation).
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'self' | 'admin' | 'referral';

/** Non-2xx statuses an endpoint declares; each answers the error catalogue's body (`errorBodySchema`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429;

/** What the `:id` of a path names: the authorization suites use it to aim at another owner's object. */
export type RouteResource =
  | 'user'
  | 'page'
  | 'instagram-account'
  | 'notification'
  | 'webhook-event'
  | 'reply-campaign'
  | 'reply-template'
  | 'instagram-reply-campaign'
  | 'instagram-reply-template'
  | 'comment-template'
  | 'post'
  | 'post-template'
  | 'conversation'
  | 'bot-reply'
  | 'bot-flow'
  | 'invoice'
  | 'package'
  | 'order-request'
  | 'store'
  | 'store-category'
  | 'store-item'
  | 'webview-template'
  | 'cloud-file'
  | 'cloud-folder'
  | 'help-section'
  | 'help-article'
  | 'session';

/** Where an endpoint is and who may call it. Paths use Fastify's `:name` (and `:name?` for an optional part). */
export type EndpointRoute = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access?: RouteAccess;
  readonly resource?: RouteResource;
  /**
   * The plan feature the page (or, under `/api/instagram/`, the Instagram account) the call acts on must have:
   * refused with 403 before the handler (the page gate's answer), and covered by the authorization matrix.
   */
  readonly feature?: FeatureGroup;
};

/**
 * A file a multipart endpoint accepts, by field name: only these extensions (spec section 5), each file's first
 * bytes matching its extension and its size within its kind's limit (`uploadMaxBytes`).
 */
export type MultipartFile = {
  readonly description: string;
  readonly extensions: readonly UploadExtension[];
  /**
   * Kept out of the public `/media/` addresses (a transfer receipt, say): the form carries the stored key, and only the
   * endpoint that owns the file serves it, to whom it may show it.
   */
  readonly private?: true;
};

export type EndpointSchemas = {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /**
   * A multipart/form-data body (it also accepts the same values as JSON): `fields` validates the form once lists
   * and objects sent as JSON text are parsed; `files` are kept in the blob store and replaced by their address.
   */
  readonly multipart?: { readonly fields: z.ZodType; readonly files: Readonly<Record<string, MultipartFile>> };
  /** `body` arrives as an application/x-www-form-urlencoded form (as Meta posts its callbacks), or as JSON. */
  readonly formBody?: true;
  /** The 200 answer, or null for 204 No Content. */
  readonly response: z.ZodType | null;
  /** Other non-error answers (e.g. 503 while starting). */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  readonly errors: readonly ErrorStatus[];
};

export type Endpoint = EndpointRoute & EndpointSchemas;

/** One endpoint as one value: its route (shared with the web app) and its schemas (validation, types, OpenAPI). */
export function defineEndpoint<const Route extends EndpointRoute, const Schemas extends EndpointSchemas>(
  route: Route,
  schemas: Schemas,
): Route & Schemas {
  return { ...route, ...schemas };
}

/** The route's path with its `:name` parts filled in; an optional part (`:name?`) without a value is left out. */
export function pathOf(route: EndpointRoute, params: Record<string, unknown> = {}): string {
  return route.path.replace(/\/:(\w+)(\?)?/g, (_part, name: string, optional: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`${route.method} ${route.path} needs ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

type Field<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;

/** What a handler receives after validation. */
export type EndpointParams<E> = [Field<E, 'params'>] extends [never] ? undefined : z.output<Field<E, 'params'>>;
export type EndpointQuery<E> = [Field<E, 'query'>] extends [never] ? undefined : z.output<Field<E, 'query'>>;
export type EndpointBody<E> = E extends { readonly multipart: { readonly fields: infer F extends z.ZodType } }
  ? z.output<F>
  : [Field<E, 'body'>] extends [never]
    ? undefined
    : z.output<Field<E, 'body'>>;

/** The 200 answer, or undefined for 204. */
export type EndpointResponse<E> = E extends { readonly response: infer R extends z.ZodType } ? z.output<R> : undefined;

/**
 * What a caller sends: the keys that are optional in the request stay optional, values are the parsed types
 * (so an id is a number, not the text the URL carries).
 */
type CallerShape<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : z.input<S>[K];
};
/** The key may be left out when the value may be empty. */
type OptionalWhenEmpty<Key extends string, Value> = object extends Value
  ? { [K in Key]?: Value }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

export type EndpointInput<E> = ([Field<E, 'params'>] extends [never]
  ? unknown
  : OptionalWhenEmpty<'params', CallerShape<Field<E, 'params'>>>) &
  ([Field<E, 'query'>] extends [never] ? unknown : OptionalWhenEmpty<'query', CallerShape<Field<E, 'query'>>>) &
  (E extends { readonly multipart: { readonly fields: infer F extends z.ZodType } }
    ? { body: FormData | z.input<F> }
    : [Field<E, 'body'>] extends [never]
      ? unknown
      : OptionalWhenEmpty<'body', z.input<Field<E, 'body'>>>);
