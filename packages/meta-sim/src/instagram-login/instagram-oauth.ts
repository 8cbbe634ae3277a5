import type { DialogResponse } from '../graph/dialog.ts';
import type { SimRuntime } from '../runtime.ts';
import { IG_CODE_LIFETIME_MS } from './instagram-app.ts';
import { issueInstagramCode, mintInstagramUserToken, parseInstagramScopes } from './instagram-tokens.ts';
import { INSTAGRAM_WINDOW_CSP, renderInstagramWindow, renderInstagramWindowError } from './instagram-window-page.ts';

type WindowFields = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function html(status: number, body: string): DialogResponse {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': INSTAGRAM_WINDOW_CSP,
    },
    body,
  };
}

function redirect(target: URL, fragment = ''): DialogResponse {
  return { status: 302, headers: { location: target.toString() + fragment, 'cache-control': 'no-store' }, body: '' };
}

/**
 * `www.instagram.com/oauth/authorize`: GET shows the consent page; a GET or POST carrying `action` is the answer.
 * Allow redirects with `code` and `state` (and Instagram's trailing `#_`); Cancel with Instagram's refusal.
 */
export function handleInstagramWindow(rt: SimRuntime, fields: WindowFields): DialogResponse {
  const clientId = first(fields.client_id);
  const redirectUri = first(fields.redirect_uri);
  if (!clientId || clientId !== rt.settings.instagramAppId)
    return html(400, renderInstagramWindowError('Invalid Request', 'Invalid platform app'));
  if (!redirectUri || !URL.canParse(redirectUri))
    return html(400, renderInstagramWindowError('Invalid Request', 'Invalid redirect_uri'));
  if (first(fields.response_type) !== 'code')
    return html(400, renderInstagramWindowError('Invalid Request', 'Invalid response_type: must be code'));
  const rawScope = first(fields.scope) ?? '';
  const { scopes, unknown } = parseInstagramScopes(rawScope);
  if (unknown.length > 0)
    return html(400, renderInstagramWindowError('Invalid Scopes', `Invalid scopes: ${unknown.join(', ')}`));
  const state = first(fields.state) ?? null;
  const target = new URL(redirectUri);
  const action = first(fields.action);

  if (action === 'deny') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_reason', 'user_denied');
    target.searchParams.set('error_description', 'The user denied your request.');
    if (state !== null) target.searchParams.set('state', state);
    return redirect(target);
  }
  if (action === 'allow') {
    const accountId = first(fields.account_id);
    if (!accountId || !rt.world.igAccounts[accountId])
      return html(
        400,
        renderInstagramWindowError('Choose an account', 'Pick one of the simulated Instagram accounts.'),
      );
    const code = issueInstagramCode(rt, { accountId, redirectUri, scopes });
    target.searchParams.set('code', code.code);
    if (state !== null) target.searchParams.set('state', state);
    return redirect(target, '#_');
  }
  return html(
    200,
    renderInstagramWindow(rt, {
      clientId,
      redirectUri,
      state,
      rawScope,
      scopes,
      selectedAccountId: first(fields.account_id) ?? null,
    }),
  );
}

export type InstagramApiAnswer = { status: number; body: unknown };

/** api.instagram.com's own error shape, not Graph's envelope. */
function refusal(message: string): InstagramApiAnswer {
  return { status: 400, body: { error_type: 'OAuthException', code: 400, error_message: message } };
}

/** `POST api.instagram.com/oauth/access_token`: an authorization code for a short-lived (1 hour) Instagram User token. */
export function exchangeInstagramCode(rt: SimRuntime, form: Record<string, string>): InstagramApiAnswer {
  for (const field of ['client_id', 'client_secret', 'grant_type', 'redirect_uri', 'code'])
    if (!form[field]) return refusal(`Missing required field ${field}`);
  if (form.client_id !== rt.settings.instagramAppId) return refusal('Invalid platform app');
  if (form.client_secret !== rt.settings.instagramAppSecret) return refusal('Error validating client secret.');
  if (form.grant_type !== 'authorization_code') return refusal('Unsupported grant_type');
  const code = rt.world.instagramCodes[form.code!];
  if (!code || code.used || rt.nowMs() - code.createdAt > IG_CODE_LIFETIME_MS)
    return refusal('Invalid authorization code');
  if (code.redirectUri !== form.redirect_uri)
    return refusal(
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
    );
  const account = rt.world.igAccounts[code.accountId];
  if (!account) return refusal('Invalid authorization code');
  code.used = true;
  const token = mintInstagramUserToken(rt, account, code.scopes, false);
  rt.saver.schedule();
  return {
    status: 200,
    body: { data: [{ access_token: token.token, user_id: account.id, permissions: code.scopes.join(',') }] },
  };
}
