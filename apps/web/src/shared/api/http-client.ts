import type { AnyEndpoint, EndpointInput, EndpointResponse, EndpointRoute } from '@app/contract';
import { pathOf } from '@app/contract/http/endpoint';
import { preferencesStore } from '../session/preferences-store.ts';
import { selectIsManagementView, sessionStore } from '../session/session-store.ts';
import { ApiError, apiErrorFrom } from './api-error.ts';

export const apiVersion = '2';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Login calls answer 401 for wrong credentials; that must not end a session that does not exist yet. */
  skipUnauthenticatedHandler?: boolean;
};

let handleUnauthenticated: () => void = () => {};

export function onUnauthenticated(handler: () => void): void {
  handleUnauthenticated = handler;
}

export function requestHeaders(hasBody: boolean): Headers {
  const session = sessionStore.getState();
  const headers = new Headers({
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    version: apiVersion,
    locale: preferencesStore.getState().locale,
    social: session.modelType,
    dashboard: selectIsManagementView(session) ? 'admin' : 'owner',
  });
  if (session.token) headers.set('Authorization', `Bearer ${session.token}`);
  if (session.currentPageId !== null) headers.set('page-id', String(session.currentPageId));
  if (session.currentInstaAccountId !== null) headers.set('insta-id', String(session.currentInstaAccountId));
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.pathname + url.search;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type EndpointOf<Route extends EndpointRoute> = Extract<
  AnyEndpoint,
  { readonly method: Route['method']; readonly path: Route['path'] }
>;
type CallOptions = Pick<RequestOptions, 'signal' | 'skipUnauthenticatedHandler'>;
type CallInput<Route extends EndpointRoute> = EndpointInput<EndpointOf<Route>> & CallOptions;
type CallArguments<Route extends EndpointRoute> =
  object extends CallInput<Route> ? [input?: CallInput<Route>] : [input: CallInput<Route>];

/**
 * Calls an endpoint of the contract, named by its route (`apiRoutes` from `@app/contract/api-routes`): the input
 * and the answer are typed by the endpoint's schemas, and zod stays out of the web app's bundle.
 */
export function api<Route extends EndpointRoute>(
  route: Route,
  ...[input]: CallArguments<Route>
): Promise<EndpointResponse<EndpointOf<Route>>> {
  const { params, query, body, ...options } = (input ?? {}) as CallOptions & {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  return apiRequest(pathOf(route, params), { ...options, method: route.method, query, body });
}

/**
 * `Answer` is the contract type of the response: the server serializes every answer through its contract
 * schema, so the web does not parse it again (and zod stays out of the screens that only read data).
 */
export async function apiRequest<Answer = unknown>(path: string, options: RequestOptions = {}): Promise<Answer> {
  const hasBody = options.body !== undefined;
  // Multipart bodies (file uploads) go as they are: the browser sets the boundary in Content-Type.
  const isFormData = options.body instanceof FormData;
  let body: BodyInit | null = null;
  if (isFormData) body = options.body as FormData;
  else if (hasBody) body = JSON.stringify(options.body);
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method: options.method ?? 'GET',
      headers: requestHeaders(hasBody && !isFormData),
      body,
      signal: options.signal ?? null,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'network-error' });
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const error = apiErrorFrom(response.status, payload);
    if (response.status === 401 && !options.skipUnauthenticatedHandler && sessionStore.getState().authenticated) {
      handleUnauthenticated();
    }
    throw error;
  }
  return payload as Answer;
}

/** Laravel-style CSRF priming on the server root; harmless with bearer tokens, so failures are ignored. */
export async function primeCsrfCookie(): Promise<void> {
  await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
}

/**
 * A private file the API serves only to the caller (a receipt photo): fetched with the caller's token and handed back
 * as an object URL an <img> can show. The caller revokes it (`URL.revokeObjectURL`) when done.
 */
export async function fetchObjectUrl(path: string, signal?: AbortSignal): Promise<string> {
  const headers = requestHeaders(false);
  headers.set('Accept', 'image/*');
  const response = await fetch(path, { headers, signal: signal ?? null, cache: 'no-store' });
  if (!response.ok) throw apiErrorFrom(response.status, await readJson(response));
  return URL.createObjectURL(await response.blob());
}
