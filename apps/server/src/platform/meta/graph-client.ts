import { createHmac } from 'node:crypto';
import { Agent, request as httpRequest, type Dispatcher } from 'undici';
import type { Clock } from '../clock.ts';
import { MetaApiError, type MetaErrorBody } from './meta-errors.ts';
import { defaultThrottleWaitMs } from './meta-outcome.ts';
import { createRateLimiter, readUsageHeaders, type RateLimiter } from './rate-limiter.ts';

export type GraphRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
  /** Sent form-encoded in the body: where Meta accepts a secret there (oauth/access_token), it stays out of URLs. */
  form?: Record<string, string>;
  token?: string;
  /** The page or Instagram account the call is made for: limits and backoff are kept per key. */
  limitKey?: string;
};

export type GraphClientOptions = {
  graphUrl: string;
  clock: Clock;
  /** Signs every user or page token call with `appsecret_proof`, as apps with "Require App Secret" must. */
  appSecret?: string;
  limiter?: RateLimiter;
  timeoutMs?: number;
};

/** Meta's `appsecret_proof`: the token's HMAC-SHA256 keyed by the app secret, in hex. */
export function appSecretProof(token: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}

// An app token (`{app-id}|{app-secret}`) carries the secret itself: Meta asks for no proof with it.
const isAppToken = (token: string) => token.includes('|');
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
  appSecret,
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
    if (request.token && appSecret && !isAppToken(request.token))
      url.searchParams.set('appsecret_proof', appSecretProof(request.token, appSecret));
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.body) {
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
    if (key && usage.present) limiter.recordUsage(key, usage.percent);
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
      if (error.errorClass === 'slow-down') {
        const wait = usage.regainMinutes > 0 ? usage.regainMinutes * 60_000 : defaultThrottleWaitMs;
        if (error.classification.appWide) limiter.blockApp(wait);
        else if (key) limiter.block(key, wait);
        Object.assign(error, { retryAfterMs: wait });
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
