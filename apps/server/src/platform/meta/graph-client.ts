import { Agent, request as httpRequest, type Dispatcher } from 'undici';
import type { Clock } from '../clock.ts';
import { MetaApiError, type MetaErrorBody } from './meta-errors.ts';
import { createRateLimiter, readUsageHeaders, type RateLimiter } from './rate-limiter.ts';

export type GraphRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
  token?: string;
  /** The page or Instagram account the call is made for: limits and backoff are kept per key. */
  limitKey?: string;
};

export type GraphClientOptions = {
  graphUrl: string;
  clock: Clock;
  limiter?: RateLimiter;
  timeoutMs?: number;
};

const defaultThrottleMs = 60_000;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** True when the request never reached Meta, so repeating it cannot do anything twice. */
function neverSent(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } };
  const code = failure?.code ?? failure?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

export function createGraphClient({
  graphUrl,
  clock,
  limiter = createRateLimiter({ clock }),
  timeoutMs = 20_000,
}: GraphClientOptions) {
  const base = graphUrl.replace(/\/$/, '');
  // undici's request() rather than fetch(): a reply burst makes hundreds of calls a second, and fetch's web
  // streams cost several times more CPU per call on the thread that also answers webhooks.
  const connections = new Agent({ connections: 64 });

  async function send<T>(request: GraphRequest): Promise<T> {
    const url = new URL(`${base}${request.path.startsWith('/') ? '' : '/'}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    // The bearer header keeps tokens out of URLs, and so out of proxy and access logs.
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    let body: string | undefined;
    if (request.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    let response: Dispatcher.ResponseData;
    let text: string;
    try {
      response = await httpRequest(url, {
        method: request.method,
        headers,
        body,
        dispatcher: connections,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      text = await response.body.text();
    } catch (error) {
      throw new MetaApiError(0, { message: (error as Error).message }, { notPerformed: neverSent(error) });
    }

    const key = request.limitKey;
    const usage = readUsageHeaders(response.headers);
    if (key) limiter.recordUsage(key, usage.percent);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const errorBody = (parsed as { error?: MetaErrorBody } | null)?.error;
    if (!ok || errorBody) {
      const error = new MetaApiError(response.statusCode, errorBody ?? { message: `HTTP ${response.statusCode}` });
      if (error.category === 'rate-limit' && key) {
        limiter.block(key, usage.regainMinutes > 0 ? usage.regainMinutes * 60_000 : defaultThrottleMs);
      }
      throw error;
    }
    return parsed as T;
  }

  return {
    limiter,

    async request<T>(request: GraphRequest): Promise<T> {
      const key = request.limitKey;
      if (key) {
        const blocked = limiter.blockedFor(key);
        if (blocked > 0) {
          throw Object.assign(
            new MetaApiError(
              400,
              { code: 4, message: 'Held back: the page is over its limit' },
              { notPerformed: true },
            ),
            {
              retryAfterMs: blocked,
            },
          );
        }
        const pause = limiter.pauseBeforeCall(key);
        if (pause > 0) await sleep(pause);
      }
      const release = key ? await limiter.acquire(key) : () => undefined;
      try {
        const attempts = request.method === 'GET' ? 3 : 2;
        for (let attempt = 1; ; attempt++) {
          try {
            return await send<T>(request);
          } catch (error) {
            const retryable =
              error instanceof MetaApiError &&
              attempt < attempts &&
              // Reads are safe to repeat after a server error; writes only when they never reached Meta.
              ((request.method === 'GET' && error.category === 'retry-later') ||
                (error.safeToRetry && error.httpStatus === 0));
            if (!retryable) throw error;
            await sleep(200 * attempt);
          }
        }
      } finally {
        release();
      }
    },
  };
}
export type GraphClient = ReturnType<typeof createGraphClient>;
