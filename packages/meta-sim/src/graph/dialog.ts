import type { SimRuntime } from '../runtime.ts';
import type { LoginConfigRecord } from '../world.ts';
import { issueOauthCode, parseScope } from './oauth.ts';
import { DIALOG_CSP, renderDialogError, renderDialogPage } from './dialog-page.ts';

export type DialogResponse = { status: number; headers: Record<string, string>; body: string };

type DialogFields = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function html(status: number, body: string): DialogResponse {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': DIALOG_CSP,
    },
    body,
  };
}

function validate(rt: SimRuntime, fields: DialogFields): DialogResponse | null {
  const clientId = first(fields.client_id);
  const redirectUri = first(fields.redirect_uri);
  if (!clientId || clientId !== rt.settings.appId) {
    return html(400, renderDialogError('Invalid App ID', 'The provided app ID does not look like a valid app ID.'));
  }
  if (!redirectUri || !URL.canParse(redirectUri)) {
    return html(
      400,
      renderDialogError(
        'URL Blocked',
        'This redirect failed because the redirect URI is missing or not a valid absolute URL.',
      ),
    );
  }
  return null;
}

type Permissions = { requested: string[]; loginConfig: LoginConfigRecord | null };

/**
 * What the dialog asks for. A Business app (Facebook Login for Business) takes only a saved configuration: `scope`
 * alone gets Meta's "app isn't available" page and an unknown `config_id` an error; a classic app takes `scope`.
 */
function requestedPermissions(rt: SimRuntime, fields: DialogFields): Permissions | DialogResponse {
  const app = rt.world.app;
  if (app.appType === 'classic') return { requested: parseScope(first(fields.scope)), loginConfig: null };
  const configId = first(fields.config_id);
  if (!configId) {
    return html(
      200,
      renderDialogError(
        "It looks like this app isn't available",
        "This app needs at least one supported permission. If you're the developer of this app, you may need to use Facebook Login for Business with a configuration (config_id) instead of scope.",
      ),
    );
  }
  const loginConfig = app.loginConfigs.find((config) => config.id === configId);
  if (!loginConfig) {
    return html(
      400,
      renderDialogError('Invalid configuration', 'The config_id does not name a login configuration of this app.'),
    );
  }
  return { requested: loginConfig.permissions, loginConfig };
}

// GET shows the consent page; a GET or POST carrying `action` is the user's answer
export function handleDialog(rt: SimRuntime, fields: DialogFields, version: string): DialogResponse {
  const invalid = validate(rt, fields);
  if (invalid) return invalid;
  const permissions = requestedPermissions(rt, fields);
  if ('status' in permissions) return permissions;
  const action = first(fields.action);
  if (action === 'allow' || action === 'deny') return answerDialog(rt, fields, action, permissions);
  return html(
    200,
    renderDialogPage(rt, {
      clientId: first(fields.client_id)!,
      redirectUri: first(fields.redirect_uri)!,
      state: first(fields.state) ?? '',
      scope: permissions.requested,
      rawScope: permissions.loginConfig ? '' : (first(fields.scope) ?? ''),
      configId: permissions.loginConfig?.id ?? null,
      selectedUserId: first(fields.user_id) ?? null,
      version,
    }),
  );
}

function answerDialog(
  rt: SimRuntime,
  fields: DialogFields,
  action: 'allow' | 'deny',
  permissions: Permissions,
): DialogResponse {
  const redirectUri = first(fields.redirect_uri)!;
  const state = first(fields.state);
  const target = new URL(redirectUri);
  if (action === 'deny') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_code', '200');
    target.searchParams.set('error_description', 'Permissions error');
    target.searchParams.set('error_reason', 'user_denied');
    if (state !== undefined) target.searchParams.set('state', state);
    return redirect(target);
  }
  const userId = first(fields.user_id);
  const user = userId ? rt.world.users[userId] : undefined;
  if (!user)
    return html(400, renderDialogError('Choose an account', 'Pick one of the simulated Facebook users to continue.'));

  const { requested, loginConfig } = permissions;
  const granted = all(fields.granted_scopes);
  // A configuration is granted whole: its dialog has no permission to untick.
  const declined = !loginConfig && first(fields.permission_picker) ? requested.filter((p) => !granted.includes(p)) : [];
  const owned = Object.values(rt.world.pages)
    .filter((p) => p.ownerUserId === user.id)
    .map((p) => p.id);
  let pageIds: string[] | null = null;
  if (first(fields.page_picker)) {
    const picked = all(fields.page_ids).filter((id) => owned.includes(id));
    // everything ticked means "all current and future Pages", as Facebook's own opt-in does
    pageIds = picked.length === owned.length ? null : picked;
  }
  const code = issueOauthCode(rt, { userId: user.id, redirectUri, requested, declined, pageIds });
  target.searchParams.set('code', code.code);
  if (state !== undefined) target.searchParams.set('state', state);
  return redirect(target);
}

function redirect(target: URL): DialogResponse {
  return { status: 302, headers: { location: target.toString(), 'cache-control': 'no-store' }, body: '' };
}
