import type { FastifyInstance } from 'fastify';
import type { ControlApi } from './control-api.ts';
import { controlRoute, str, strList, type Body } from './control-body.ts';
import type { AppSettingsWithInstagramJson } from './control-endpoints.ts';
import { badInput } from './control-error.ts';
import { appSettingsHandlers } from './control-routes.ts';

function required(value: string | undefined, key: string): string {
  if (value === undefined || value === '') throw badInput(`${key} is required`);
  return value;
}

/** Control calls for Instagram API with Instagram Login: accounts without a page, scripted logins, subscriptions. */
export function registerInstagramLoginControlRoutes(app: FastifyInstance, control: ControlApi): void {
  const on = controlRoute(app);
  const appSettings = appSettingsHandlers(control);
  const withInstagramApp = (json: ReturnType<typeof appSettings.read>): AppSettingsWithInstagramJson => {
    const { instagramAppId, instagramAppSecret } = control.instagramApp();
    return { ...json, instagram_app_id: instagramAppId, instagram_app_secret: instagramAppSecret };
  };
  // `/app` keeps its answer; `/app/settings` is the same settings with Instagram Login's app added
  on('GET /app/settings', () => withInstagramApp(appSettings.read()));
  on('POST /app/settings', (body: Body) => {
    const instagramAppId = str(body, 'instagram_app_id');
    const instagramAppSecret = str(body, 'instagram_app_secret');
    control.setInstagramApp({
      ...(instagramAppId !== undefined ? { instagramAppId } : {}),
      ...(instagramAppSecret !== undefined ? { instagramAppSecret } : {}),
    });
    return withInstagramApp(appSettings.write(body));
  });
  on('POST /instagram/accounts', (body) => {
    const accountType = str(body, 'account_type');
    if (accountType !== undefined && accountType !== 'BUSINESS' && accountType !== 'MEDIA_CREATOR')
      throw badInput('account_type must be BUSINESS or MEDIA_CREATOR');
    return control.createInstagramAccount({
      name: required(str(body, 'name'), 'name'),
      username: required(str(body, 'username'), 'username'),
      ...(accountType ? { accountType } : {}),
    });
  });
  on('POST /instagram/oauth/code', (body) => {
    const scopes = strList(body, 'scopes');
    return control.instagramOauthCode({
      accountId: required(str(body, 'account_id'), 'account_id'),
      redirectUri: required(str(body, 'redirect_uri'), 'redirect_uri'),
      ...(scopes ? { scopes } : {}),
    });
  });
  on('POST /instagram/accounts/:id/unsubscribe', (body, _query, params) => {
    const fields = strList(body, 'fields');
    return control.unsubscribeInstagramAccount({ accountId: params.id ?? '', ...(fields ? { fields } : {}) });
  });
}
