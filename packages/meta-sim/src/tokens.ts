import { GraphError, permissionError } from './graph-error.ts';
import { mintAccessToken } from './ids.ts';
import type { SimRuntime } from './runtime.ts';
import { sessionTime } from './time-format.ts';
import { instagramScopeFor } from './instagram-login/instagram-app.ts';
import type { IgAccountRecord, PageRecord, TokenRecord, UserRecord } from './world.ts';

export type Auth =
  | { kind: 'app' }
  | { kind: 'user'; token: TokenRecord; user: UserRecord }
  | { kind: 'page'; token: TokenRecord; user: UserRecord; page: PageRecord }
  /** An Instagram User token (Instagram Login), accepted on graph.instagram.com only. */
  | { kind: 'instagram'; token: TokenRecord; account: IgAccountRecord };

/** graph.facebook.com or graph.instagram.com: each refuses the other's tokens. */
export type GraphHost = 'facebook' | 'instagram';

export const USER_TOKEN_LIFETIME_S = 5_183_944;

export const ALL_PERMISSIONS = [
  'public_profile',
  'pages_show_list',
  'pages_manage_metadata',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_posts',
  'pages_manage_engagement',
  'pages_messaging',
  'instagram_basic',
  'instagram_manage_comments',
  'instagram_manage_messages',
  'instagram_content_publish',
  'business_management',
];

export function readAccessToken(
  query: Record<string, string>,
  body: Record<string, unknown>,
  authorization: string | undefined,
): string | null {
  if (query.access_token) return query.access_token;
  if (typeof body.access_token === 'string' && body.access_token) return body.access_token;
  const match = authorization?.match(/^(?:Bearer|OAuth)\s+(.+)$/i);
  return match ? match[1]!.trim() : null;
}

export function tokenError(subcode: number | undefined, message: string): GraphError {
  return new GraphError({ code: 190, message, ...(subcode !== undefined ? { subcode } : {}) });
}

export const TOKEN_MESSAGES: Record<number, (rt: SimRuntime, token: TokenRecord) => string> = {
  458: (rt) => `Error validating access token: The user has not authorized application ${rt.settings.appId}.`,
  459: () =>
    'Error validating access token: You cannot access the app till you log in to www.facebook.com and follow the instructions given.',
  460: () =>
    'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
  463: (rt, token) =>
    `Error validating access token: Session has expired on ${sessionTime(token.expiresAt ?? rt.nowMs())}. The current time is ${sessionTime(rt.nowMs())}.`,
  464: () =>
    'Error validating access token: Sessions for the user are not allowed because the user is not a confirmed user.',
  467: () => 'Error validating access token: The session is invalid because the user logged out.',
  492: () => 'Error validating access token: The user is not an administrator of the page.',
};

export function messageForSubcode(rt: SimRuntime, subcode: number, token: TokenRecord): string {
  return TOKEN_MESSAGES[subcode]?.(rt, token) ?? 'Error validating access token: The session is invalid.';
}

export function checkToken(rt: SimRuntime, record: TokenRecord): GraphError | null {
  if (record.invalid) return tokenError(record.invalid.subcode, record.invalid.message);
  if (record.expiresAt !== null && rt.nowMs() >= record.expiresAt)
    return tokenError(463, TOKEN_MESSAGES[463]!(rt, record));
  return null;
}

const UNPARSABLE = 'Invalid OAuth access token - Cannot parse access token';

export function resolveAuth(rt: SimRuntime, tokenString: string | null, host: GraphHost = 'facebook'): Auth {
  if (!tokenString) {
    throw new GraphError({ code: 104, message: 'An access token is required to request this resource.' });
  }
  if (host === 'facebook' && tokenString === `${rt.settings.appId}|${rt.settings.appSecret}`) return { kind: 'app' };
  const record = rt.world.tokens[tokenString];
  if (!record || (record.type === 'IG_USER') !== (host === 'instagram')) throw tokenError(undefined, UNPARSABLE);
  const problem = checkToken(rt, record);
  if (problem) throw problem;
  if (record.type === 'IG_USER') {
    const account = rt.world.igAccounts[record.userId];
    if (!account) throw tokenError(undefined, UNPARSABLE);
    return { kind: 'instagram', token: record, account };
  }
  const user = rt.world.users[record.userId];
  if (!user) throw tokenError(467, TOKEN_MESSAGES[467]!(rt, record));
  if (record.type === 'PAGE') {
    const page = record.pageId ? rt.world.pages[record.pageId] : undefined;
    if (!page) throw tokenError(undefined, 'Invalid OAuth access token - Cannot parse access token');
    return { kind: 'page', token: record, user, page };
  }
  return { kind: 'user', token: record, user };
}

export function mintUserToken(
  rt: SimRuntime,
  userId: string,
  lifetimeS: number | null = USER_TOKEN_LIFETIME_S,
): TokenRecord {
  const now = rt.nowMs();
  const record: TokenRecord = {
    token: mintAccessToken(),
    type: 'USER',
    userId,
    pageId: null,
    issuedAt: now,
    expiresAt: lifetimeS === null ? null : now + lifetimeS * 1000,
    invalid: null,
  };
  rt.world.tokens[record.token] = record;
  return record;
}

export function mintPageToken(rt: SimRuntime, page: PageRecord, userId: string): TokenRecord {
  const record: TokenRecord = {
    token: mintAccessToken(),
    type: 'PAGE',
    userId,
    pageId: page.id,
    issuedAt: rt.nowMs(),
    expiresAt: null,
    invalid: null,
  };
  rt.world.tokens[record.token] = record;
  page.accessToken = record.token;
  return record;
}

// The page's token as /me/accounts hands it out: a fresh one once the previous was invalidated
export function currentPageToken(rt: SimRuntime, page: PageRecord): TokenRecord {
  const record = rt.world.tokens[page.accessToken];
  if (record && !checkToken(rt, record)) return record;
  return mintPageToken(rt, page, page.ownerUserId);
}

export function hasPermission(rt: SimRuntime, auth: Auth, permission: string): boolean {
  if (auth.kind === 'app') return true;
  if (auth.kind === 'instagram') {
    const scope = instagramScopeFor(permission);
    return scope !== null && (auth.token.scopes ?? []).includes(scope);
  }
  const grants = auth.user.grants;
  if (grants === null) return true;
  return grants[permission] === 'granted';
}

export function requirePermission(rt: SimRuntime, auth: Auth, permission: string, code: 200 | 10 = 200): void {
  if (hasPermission(rt, auth, permission)) return;
  if (auth.kind === 'instagram') throw missingInstagramScope(permission);
  if (code === 10)
    throw new GraphError({ code: 10, message: `(#10) Requires ${permission} permission to manage the object` });
  throw permissionError(permission);
}

export function requireAnyPermission(rt: SimRuntime, auth: Auth, permissions: string[]): void {
  if (permissions.some((p) => hasPermission(rt, auth, p))) return;
  if (auth.kind === 'instagram') throw missingInstagramScope(permissions[0]!);
  throw new GraphError({ code: 200, message: `(#200) Requires one of the permissions: ${permissions.join(', ')}` });
}

/** graph.instagram.com refuses a call the token's scopes do not cover with code 10, naming the Instagram scope. */
export function missingInstagramScope(permission: string): GraphError {
  const scope = instagramScopeFor(permission) ?? permission;
  return new GraphError({ code: 10, message: `(#10) Application does not have permission for this action: ${scope}` });
}

/** The error a handler's own permission check throws: code 10 on the Instagram host, else the handler's code. */
export function permissionRefusal(auth: Auth, permission: string, facebookError: () => GraphError): GraphError {
  return auth.kind === 'instagram' ? missingInstagramScope(permission) : facebookError();
}

export function grantedScopes(user: UserRecord): string[] {
  if (user.grants === null) return [...ALL_PERMISSIONS];
  return Object.entries(user.grants)
    .filter(([, status]) => status === 'granted')
    .map(([name]) => name);
}

export type InvalidateTarget = { userId?: string; pageId?: string; token?: string };

export function invalidateTokens(rt: SimRuntime, target: InvalidateTarget, subcode: number): number {
  const now = rt.nowMs();
  const victims = Object.values(rt.world.tokens).filter((record) => {
    if (target.token) return record.token === target.token;
    if (target.pageId) return record.type === 'PAGE' && record.pageId === target.pageId;
    if (target.userId) return record.userId === target.userId && (subcode !== 463 || record.type === 'USER');
    return false;
  });
  for (const record of victims) {
    if (subcode === 463) {
      record.expiresAt = now;
    } else {
      record.invalid = { subcode, message: messageForSubcode(rt, subcode, record) };
    }
  }
  return victims.length;
}
