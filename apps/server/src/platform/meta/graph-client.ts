import { createHmac } from 'node:crypto';
import { Agent, request as httpRequest, type Dispatcher } from 'undici';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { recordGraphCall } from './graph-calls.ts';
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
  /**
   * Which Graph API: graph.facebook.com (page and user tokens, the default) or graph.instagram.com (the token of an
   * account linked with Instagram Login). Engines pass the page gate's answer (`GateAnswer.graph`).
   */
  host?: GraphHost;
};

export type GraphHost = 'facebook' | 'instagram';

export type GraphClientOptions = {
  graphUrl: string;
  /** graph.instagram.com with the version; without it a request for that host is refused before it leaves. */
  instagramGraphUrl?: string;
  /** The Instagram app's secret: the `appsecret_proof` of graph.instagram.com calls. */
  instagramAppSecret?: string;
  clock: Clock;
  /** Signs every user or page token call with `appsecret_proof`, as apps with "Require App Secret" must. */
  appSecret?: string;
  limiter?: RateLimiter;
  timeoutMs?: number;
};

/** Both Graph APIs of the configured app: graph.facebook.com and graph.instagram.com (Instagram Login). */
export function graphClientOptionsOf(meta: Config['meta'], clock: Clock): GraphClientOptions {
  return {
    graphUrl: meta.callGraphUrl,
    appSecret: meta.appSecret,
    instagramGraphUrl: meta.callInstagramGraphUrl,
    instagramAppSecret: meta.instagramLogin?.appSecret,
    clock,
  };
}

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
  instagramGraphUrl,
  instagramAppSecret,
  clock,
  appSecret,
  limiter = createRateLimiter({ clock }),
  timeoutMs = 20_000,
}: GraphClientOptions) {
  const bases: Record<GraphHost, string | null> = {
    facebook: graphUrl.replace(/\/$/, ''),
    instagram: instagramGraphUrl?.replace(/\/$/, '') ?? null,
  };
  const secrets: Record<GraphHost, string | undefined> = { facebook: appSecret, instagram: instagramAppSecret };
  // undici's request() rather than fetch(): a reply burst makes hundreds of calls a second, and fetch's web
  // streams cost several times more CPU per call on the thread that also answers webhooks.
  const connections = new Agent({ connections: 64 });

  async function send<T>(request: GraphRequest): Promise<T> {
    const host = request.host ?? 'facebook';
    const base = bases[host];
    if (!base) throw new MetaApiError(0, { message: `No ${host} Graph API configured` }, { notPerformed: true });
    const secret = secrets[host];
    const url = new URL(`${base}${request.path.startsWith('/') ? '' : '/'}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    // The bearer header keeps tokens out of URLs, and so out of proxy and access logs.
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.token && secret && !isAppToken(request.token))
      url.searchParams.set('appsecret_proof', appSecretProof(request.token, secret));
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
    const startedAt = clock.now();
    const started = performance.now();
    const record = (status: number, error: string | null) =>
      recordGraphCall({
        at: startedAt,
        method: request.method,
        host,
        path: url.pathname,
        limitKey: request.limitKey ?? null,
        status,
        durationMs: Math.round(performance.now() - started),
        error,
      });
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
      record(0, (error as Error).message);
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
    record(response.statusCode, errorBody ? `${errorBody.code ?? ''} ${errorBody.message ?? ''}`.trim() : null);
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
