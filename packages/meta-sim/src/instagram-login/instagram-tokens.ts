import { randomBytes } from 'node:crypto';
import { GraphError, invalidParameter } from '../graph-error.ts';
import { randomBase62 } from '../ids.ts';
import type { Params } from '../params.ts';
import type { SimRuntime } from '../runtime.ts';
import { DAY_MS } from '../time-format.ts';
import { checkToken, tokenError } from '../tokens.ts';
import type { IgAccountRecord, InstagramCodeRecord, TokenRecord } from '../world.ts';
import { INSTAGRAM_SCOPES, LONG_LIVED_IG_TOKEN_S, SHORT_LIVED_IG_TOKEN_S } from './instagram-app.ts';

export function mintInstagramUserToken(
  rt: SimRuntime,
  account: IgAccountRecord,
  scopes: string[],
  longLived: boolean,
): TokenRecord {
  const now = rt.nowMs();
  const lifetimeS = longLived ? LONG_LIVED_IG_TOKEN_S : SHORT_LIVED_IG_TOKEN_S;
  const record: TokenRecord = {
    token: `IGAA${randomBase62(160)}`,
    type: 'IG_USER',
    userId: account.id,
    pageId: null,
    issuedAt: now,
    expiresAt: now + lifetimeS * 1000,
    invalid: null,
    scopes: [...scopes],
    longLived,
  };
  rt.world.tokens[record.token] = record;
  return record;
}

/** What the authorization window's Allow (or `POST /_sim/instagram/oauth/code`) hands the app. */
export function issueInstagramCode(
  rt: SimRuntime,
  input: { accountId: string; redirectUri: string; scopes: string[] },
): InstagramCodeRecord {
  const record: InstagramCodeRecord = {
    code: `AQ${randomBytes(96).toString('base64url')}`,
    accountId: input.accountId,
    redirectUri: input.redirectUri,
    scopes: input.scopes.filter((scope) => INSTAGRAM_SCOPES.includes(scope)),
    createdAt: rt.nowMs(),
    used: false,
  };
  rt.world.instagramCodes[record.code] = record;
  rt.saver.schedule();
  return record;
}

/** The scopes a window or scripted login asks for: comma or space separated; none given means basic access. */
export function parseInstagramScopes(scope: string | undefined): { scopes: string[]; unknown: string[] } {
  const asked = [...new Set((scope ?? '').split(/[,\s]+/).filter(Boolean))];
  const scopes = asked.filter((s) => INSTAGRAM_SCOPES.includes(s));
  return {
    scopes: scopes.length > 0 ? scopes : ['instagram_business_basic'],
    unknown: asked.filter((s) => !scopes.includes(s)),
  };
}

function bearer(record: TokenRecord, lifetimeS: number) {
  return { access_token: record.token, token_type: 'bearer', expires_in: lifetimeS };
}

function validInstagramToken(rt: SimRuntime, params: Params): { record: TokenRecord; account: IgAccountRecord } {
  const record = rt.world.tokens[params.requiredString('access_token')];
  const account = record ? rt.world.igAccounts[record.userId] : undefined;
  if (!record || record.type !== 'IG_USER' || !account)
    throw tokenError(undefined, 'Invalid OAuth access token - Cannot parse access token');
  const problem = checkToken(rt, record);
  if (problem) throw problem;
  return { record, account };
}

function requireGrantType(params: Params, expected: string): void {
  const grantType = params.requiredString('grant_type');
  if (grantType !== expected) throw invalidParameter(`(#100) Param grant_type must be ${expected}`);
}

/** `GET graph.instagram.com/access_token?grant_type=ig_exchange_token`: a short-lived token for a 60-day one. */
function exchangeForLongLived(rt: SimRuntime, params: Params): unknown {
  requireGrantType(params, 'ig_exchange_token');
  if (params.string('client_secret') !== rt.settings.instagramAppSecret)
    throw new GraphError({ code: 101, message: 'Error validating client secret.', httpStatus: 400 });
  const { record, account } = validInstagramToken(rt, params);
  const longLived = mintInstagramUserToken(rt, account, record.scopes ?? [], true);
  return bearer(longLived, LONG_LIVED_IG_TOKEN_S);
}

/**
 * `GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token`: a long-lived token at least 24 hours
 * old and not expired gets a fresh 60 days (Meta documents only the 24 hours; code 100 is the simulator's answer).
 */
function refreshLongLived(rt: SimRuntime, params: Params): unknown {
  requireGrantType(params, 'ig_refresh_token');
  const { record, account } = validInstagramToken(rt, params);
  if (!record.longLived)
    throw new GraphError({ code: 100, message: 'Only long-lived Instagram User tokens can be refreshed' });
  if (rt.nowMs() - record.issuedAt < DAY_MS)
    throw new GraphError({ code: 100, type: 'OAuthException', message: 'Token cannot be refreshed yet' });
  const fresh = mintInstagramUserToken(rt, account, record.scopes ?? [], true);
  return bearer(fresh, LONG_LIVED_IG_TOKEN_S);
}

/** graph.instagram.com's unversioned token calls; they carry the token as a parameter, not as the caller's auth. */
export const INSTAGRAM_TOKEN_ROOTS: Record<string, (rt: SimRuntime, params: Params) => unknown> = {
  access_token: exchangeForLongLived,
  refresh_access_token: refreshLongLived,
};
