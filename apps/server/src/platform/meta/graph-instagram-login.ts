import { request as httpRequest } from 'undici';
import type { InstagramLoginConfig } from '../config.ts';
import type { GraphClient } from './graph-client.ts';
import { MetaApiError, type MetaErrorBody } from './meta-errors.ts';

/** An Instagram User token as graph.instagram.com answers it (long-lived: 60 days). */
export type InstagramLoginToken = { access_token: string; expires_in?: number };

/** The account behind an Instagram User token (`user_id`: the professional account id webhooks name). */
export type InstagramLoginMe = {
  user_id: string;
  username: string;
  name?: string;
  account_type?: string;
  profile_picture_url?: string;
};

/**
 * The instagram_business_* scopes each feature needs (Meta's "Instagram API with Instagram Login"); the window asks
 * only for these. Read with the account's profile and media: basic; comments; direct messages; publishing.
 */
export const instagramLoginScopes = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
  'instagram_business_manage_messages',
  'instagram_business_content_publish',
] as const;

/** The fields an Instagram-Login account is subscribed to: comments, direct messages and what the inbox reads. */
export const instagramLoginWebhookFields = [
  'comments',
  'messages',
  'messaging_postbacks',
  'messaging_seen',
  'mentions',
  'story_insights',
] as const;

/**
 * api.instagram.com answers the code exchange in two shapes (`{data: [{...}]}` now, flat before) and fails in its own
 * (`{error_type, code, error_message}`); graph.instagram.com's token calls fail as Graph does (`{error: {...}}`).
 */
export function instagramTokenAnswer(status: number, parsed: unknown): { access_token: string; user_id?: string } {
  const body = (parsed ?? {}) as Record<string, unknown>;
  const graphError = body.error as MetaErrorBody | undefined;
  if (graphError && typeof graphError === 'object') throw new MetaApiError(status, graphError);
  if (typeof body.error_message === 'string' || status < 200 || status >= 300) {
    throw new MetaApiError(status, {
      code: typeof body.code === 'number' ? body.code : status,
      type: typeof body.error_type === 'string' ? body.error_type : 'OAuthException',
      message: typeof body.error_message === 'string' ? body.error_message : `HTTP ${status}`,
    });
  }
  const item = Array.isArray(body.data) ? ((body.data[0] ?? {}) as Record<string, unknown>) : body;
  if (typeof item.access_token !== 'string' || item.access_token === '')
    throw new MetaApiError(status, { message: 'No access_token in the answer' });
  return {
    access_token: item.access_token,
    ...(item.user_id !== undefined ? { user_id: String(item.user_id) } : {}),
    ...(typeof item.expires_in === 'number' ? { expires_in: item.expires_in } : {}),
  };
}

/** Meta's redirect appends `#_` to the code; anything after a `#` is not part of it. */
export const cleanInstagramCode = (code: string) => code.split('#')[0]!;

/**
 * Instagram Login's token calls (the window's code, the long-lived exchange, the refresh) and the account's own
 * Graph calls on graph.instagram.com.
 */
export function createInstagramLoginApi(
  client: GraphClient,
  app: InstagramLoginConfig & { redirectUri: string; callGraphUrl: string },
) {
  // The token endpoints are not versioned: graph.instagram.com/access_token, /refresh_access_token.
  const tokenBase = app.callGraphUrl.replace(/\/v\d+\.\d+\/?$/, '');

  async function call(url: URL, init: { method: 'GET' | 'POST'; form?: Record<string, string> }) {
    let status: number;
    let text: string;
    try {
      const response = await httpRequest(url, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
        headersTimeout: 20_000,
        bodyTimeout: 20_000,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      throw new MetaApiError(0, { message: (error as Error).message }, { notPerformed: true });
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return instagramTokenAnswer(status, parsed);
  }

  return {
    /** The window's address: the scopes, our callback and the state. */
    authorizeUrl(state: string, scopes: readonly string[] = instagramLoginScopes): string {
      const url = new URL(app.authorizeUrl);
      url.searchParams.set('client_id', app.appId);
      url.searchParams.set('redirect_uri', app.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', scopes.join(','));
      url.searchParams.set('state', state);
      return url.toString();
    },

    /** Code → short-lived token (1 hour); the secret travels in the form body only. */
    exchangeCode: (code: string) =>
      call(new URL(app.tokenUrl), {
        method: 'POST',
        form: {
          client_id: app.appId,
          client_secret: app.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: app.redirectUri,
          code: cleanInstagramCode(code),
        },
      }),

    /** Short-lived → long-lived (60 days). Meta takes this exchange as a GET with the secret in the query. */
    exchangeForLongLived: async (shortLived: string): Promise<InstagramLoginToken> => {
      const url = new URL(`${tokenBase}/access_token`);
      url.searchParams.set('grant_type', 'ig_exchange_token');
      url.searchParams.set('client_secret', app.appSecret);
      url.searchParams.set('access_token', shortLived);
      return call(url, { method: 'GET' });
    },

    /** A long-lived token at least 24 hours old and not expired → a fresh 60 days. */
    refresh: async (longLived: string): Promise<InstagramLoginToken> => {
      const url = new URL(`${tokenBase}/refresh_access_token`);
      url.searchParams.set('grant_type', 'ig_refresh_token');
      url.searchParams.set('access_token', longLived);
      return call(url, { method: 'GET' });
    },

    me: (token: string) =>
      client.request<InstagramLoginMe>({
        method: 'GET',
        path: '/me',
        host: 'instagram',
        token,
        query: { fields: 'user_id,username,name,account_type,profile_picture_url' },
      }),

    subscribe: (token: string, accountId: string, fields: readonly string[] = instagramLoginWebhookFields) =>
      client.request<{ success?: boolean }>({
        method: 'POST',
        path: '/me/subscribed_apps',
        host: 'instagram',
        token,
        limitKey: accountId,
        query: { subscribed_fields: fields.join(',') },
      }),

    subscribedFields: async (token: string, accountId: string): Promise<string[]> => {
      const answer = await client.request<{ data?: { subscribed_fields?: string[] }[] }>({
        method: 'GET',
        path: '/me/subscribed_apps',
        host: 'instagram',
        token,
        limitKey: accountId,
      });
      return answer.data?.flatMap((app) => app.subscribed_fields ?? []) ?? [];
    },
  };
}
export type InstagramLoginApi = ReturnType<typeof createInstagramLoginApi>;
