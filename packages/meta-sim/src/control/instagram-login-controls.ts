import { mintIgUserId, randomDigits } from '../ids.ts';
import { INSTAGRAM_SCOPES } from '../instagram-login/instagram-app.ts';
import { issueInstagramCode } from '../instagram-login/instagram-tokens.ts';
import type { IgAccountRecord } from '../world.ts';
import { badInput, notFound } from './control-error.ts';
import type { ControlContext } from './control-context.ts';
import type { ControlApi } from './control-types.ts';

const USERNAME = /^[a-z0-9._]{1,30}$/;

/** Instagram API with Instagram Login: accounts without a page, scripted logins and the Instagram app's settings. */
export function createInstagramLoginControls(
  context: ControlContext,
): Pick<
  ControlApi,
  'createInstagramAccount' | 'instagramOauthCode' | 'unsubscribeInstagramAccount' | 'instagramApp' | 'setInstagramApp'
> {
  const { rt, world, changed } = context;
  return {
    createInstagramAccount(input) {
      if (!input.name) throw badInput('name is required');
      const username = (input.username ?? '').toLowerCase();
      if (!USERNAME.test(username))
        throw badInput('username is required: up to 30 letters, digits, periods and underscores');
      if (Object.values(world().igAccounts).some((a) => a.username === username))
        throw badInput(`username ${username} is taken`);
      const accountType = input.accountType ?? 'BUSINESS';
      if (accountType !== 'BUSINESS' && accountType !== 'MEDIA_CREATOR')
        throw badInput('account_type must be BUSINESS or MEDIA_CREATOR');
      const account: IgAccountRecord = {
        id: mintIgUserId(),
        legacyId: randomDigits(11),
        pageId: null,
        username,
        name: input.name,
        accountType,
        biography: `${input.name} — simulated Instagram professional account`,
        followersCount: 512,
        followsCount: 64,
        createdAt: rt.nowMs(),
        instagramLoginFields: null,
      };
      world().igAccounts[account.id] = account;
      changed();
      return { id: account.id, username, name: account.name, account_type: accountType };
    },

    instagramOauthCode(input) {
      if (!world().igAccounts[input.accountId]) throw notFound('Instagram account', input.accountId);
      if (!input.redirectUri || !URL.canParse(input.redirectUri))
        throw badInput('redirect_uri must be an absolute URL');
      const scopes = input.scopes ?? INSTAGRAM_SCOPES;
      const unknown = scopes.filter((scope) => !INSTAGRAM_SCOPES.includes(scope));
      if (unknown.length > 0)
        throw badInput(`unknown scopes ${unknown.join(', ')}; known: ${INSTAGRAM_SCOPES.join(', ')}`);
      const code = issueInstagramCode(rt, { accountId: input.accountId, redirectUri: input.redirectUri, scopes });
      return { code: code.code };
    },

    unsubscribeInstagramAccount(input) {
      const account = world().igAccounts[input.accountId];
      if (!account) throw notFound('Instagram account', input.accountId);
      const removed = input.fields ?? [];
      const left = (account.instagramLoginFields ?? []).filter((field) => !removed.includes(field));
      account.instagramLoginFields = removed.length === 0 || left.length === 0 ? null : left;
      changed();
      return { subscribed_fields: account.instagramLoginFields ?? [] };
    },

    instagramApp: () => ({
      instagramAppId: rt.settings.instagramAppId,
      instagramAppSecret: rt.settings.instagramAppSecret,
    }),

    setInstagramApp(input) {
      if (input.instagramAppId !== undefined) {
        if (!input.instagramAppId) throw badInput('instagram_app_id must not be empty');
        rt.settings.instagramAppId = input.instagramAppId;
      }
      if (input.instagramAppSecret !== undefined) {
        if (!input.instagramAppSecret) throw badInput('instagram_app_secret must not be empty');
        rt.settings.instagramAppSecret = input.instagramAppSecret;
      }
      return { instagramAppId: rt.settings.instagramAppId, instagramAppSecret: rt.settings.instagramAppSecret };
    },
  };
}
