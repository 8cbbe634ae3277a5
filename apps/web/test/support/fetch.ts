import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };
type Route = (url: string, init: RequestInit | undefined) => Answer | undefined;

/** Stands in for the network (the browser's `fetch`), never for our own code: each call is answered by a route. */
export function stubFetch(route: Route) {
  const calls: { url: string; method: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET' });
    const answer = route(url, init) ?? { status: 404, body: { code: 'not-found', message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
