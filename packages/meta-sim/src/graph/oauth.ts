import { GraphError, invalidParameter } from '../graph-error.ts';
import { mintOauthCode } from '../ids.ts';
import type { Params } from '../params.ts';
import type { SimRuntime } from '../runtime.ts';
import { HOUR_MS, epochSeconds } from '../time-format.ts';
import { ALL_PERMISSIONS, USER_TOKEN_LIFETIME_S, checkToken, grantedScopes, mintUserToken } from '../tokens.ts';
import type { CodeRecord, GrantStatus, UserRecord } from '../world.ts';
import type { GraphContext } from './context.ts';

export const CODE_LIFETIME_MS = HOUR_MS;

export type CodeRequest = {
  userId: string;
  redirectUri: string | null;
  requested: string[];
  declined: string[];
  pageIds: string[] | null;
};

// Granting happens when the user presses Continue, before the app ever exchanges the code
export function issueOauthCode(rt: SimRuntime, request: CodeRequest): CodeRecord {
  const user = rt.world.users[request.userId];
  if (!user) throw new Error(`unknown user ${request.userId}`);
  const grants: Record<string, GrantStatus> = { ...(user.grants ?? {}) };
  for (const permission of ['public_profile', ...request.requested]) {
    grants[permission] = request.declined.includes(permission) ? 'declined' : 'granted';
  }
  user.grants = grants;
  const owned = Object.values(rt.world.pages)
    .filter((p) => p.ownerUserId === user.id)
    .map((p) => p.id);
  user.pickedPageIds = request.pageIds === null ? null : request.pageIds.filter((id) => owned.includes(id));
  const code: CodeRecord = {
    code: mintOauthCode(),
    userId: user.id,
    redirectUri: request.redirectUri,
    grants,
    pageIds: user.pickedPageIds ?? owned,
    createdAt: rt.nowMs(),
    used: false,
  };
  rt.world.codes[code.code] = code;
  rt.saver.schedule();
  return code;
}

export function parseScope(scope: string | undefined): string[] {
  if (!scope) return [];
  return [
    ...new Set(
      scope
        .split(/[,\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function accessTokenEndpoint(rt: SimRuntime, params: Params): unknown {
  const clientId = params.requiredString('client_id');
  if (clientId !== rt.settings.appId)
    throw new GraphError({ code: 101, message: 'Error validating application. Invalid application ID.' });
  const grantType = params.string('grant_type');
  const clientSecret = params.string('client_secret');
  const secretOk = clientSecret === rt.settings.appSecret;

  if (grantType === 'client_credentials') {
    if (!secretOk) throw clientSecretError();
    return { access_token: `${rt.settings.appId}|${rt.settings.appSecret}`, token_type: 'bearer' };
  }
  if (grantType === 'fb_exchange_token') {
    if (!secretOk) throw clientSecretError();
    const shortLived = params.requiredString('fb_exchange_token');
    const record = rt.world.tokens[shortLived];
    if (!record || record.type !== 'USER')
      throw new GraphError({ code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    const problem = checkToken(rt, record);
    if (problem) throw problem;
    const longLived = mintUserToken(rt, record.userId, USER_TOKEN_LIFETIME_S);
    return { access_token: longLived.token, token_type: 'bearer', expires_in: USER_TOKEN_LIFETIME_S };
  }

  if (!secretOk) throw clientSecretError();
  const codeValue = params.requiredString('code');
  const code = rt.world.codes[codeValue];
  if (!code) throw invalidParameter('Invalid verification code format.', 36009);
  if (code.used) throw new GraphError({ code: 100, subcode: 36009, message: 'This authorization code has been used.' });
  if (rt.nowMs() - code.createdAt > CODE_LIFETIME_MS)
    throw new GraphError({ code: 100, subcode: 36007, message: 'This authorization code has expired.' });
  const redirectUri = params.string('redirect_uri') ?? '';
  if (code.redirectUri !== null && code.redirectUri !== redirectUri) {
    throw new GraphError({
      code: 100,
      subcode: 36008,
      message:
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
    });
  }
  code.used = true;
  const token = mintUserToken(rt, code.userId, USER_TOKEN_LIFETIME_S);
  return { access_token: token.token, token_type: 'bearer', expires_in: USER_TOKEN_LIFETIME_S };
}

function clientSecretError(): GraphError {
  return new GraphError({ code: 1, message: 'Error validating client secret.', httpStatus: 400 });
}

export function debugTokenEndpoint(ctx: GraphContext): unknown {
  const { rt } = ctx;
  const input = ctx.params.requiredString('input_token');
  if (input === `${rt.settings.appId}|${rt.settings.appSecret}`) {
    return {
      data: { app_id: rt.settings.appId, type: 'APP', application: rt.settings.appName, is_valid: true, scopes: [] },
    };
  }
  const record = rt.world.tokens[input];
  if (!record) {
    return { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } };
  }
  const user = rt.world.users[record.userId];
  const problem = checkToken(rt, record);
  const scopes = user ? grantedScopes(user) : [];
  const data: Record<string, unknown> = {
    app_id: rt.settings.appId,
    type: record.type,
    application: rt.settings.appName,
    data_access_expires_at: epochSeconds(record.issuedAt) + 90 * 86400,
    expires_at: record.expiresAt === null ? 0 : epochSeconds(record.expiresAt),
    is_valid: problem === null,
    issued_at: epochSeconds(record.issuedAt),
    scopes,
    granular_scopes: user ? granularScopes(rt, user, scopes) : [],
    user_id: record.userId,
  };
  if (record.type === 'PAGE' && record.pageId) data.profile_id = record.pageId;
  if (problem) {
    data.error = { code: 190, message: problem.message, subcode: problem.init.subcode };
  }
  return { data };
}

function granularScopes(rt: SimRuntime, user: UserRecord, scopes: string[]): unknown[] {
  const picked = user.pickedPageIds;
  return scopes
    .filter((scope) => scope !== 'public_profile')
    .map((scope) => {
      if (picked === null) return { scope };
      if (scope.startsWith('pages_')) return { scope, target_ids: picked };
      if (scope.startsWith('instagram_')) {
        const igIds = picked.map((id) => rt.world.pages[id]?.igUserId).filter((id): id is string => Boolean(id));
        return { scope, target_ids: igIds };
      }
      return { scope };
    });
}

export { ALL_PERMISSIONS };
