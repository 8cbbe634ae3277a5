import type { GraphClient } from './graph-client.ts';

/** The fields of the Messenger Profile this product manages (reference section 5). */
export const managedProfileFields = ['get_started', 'greeting', 'persistent_menu', 'ice_breakers'] as const;
export type ManagedProfileField = (typeof managedProfileFields)[number];

/** Whose profile: the page's Messenger, or the Instagram account linked to it (`platform=instagram`, page token). */
export type ProfilePlatform = 'messenger' | 'instagram';
/** Instagram has no get-started button or greeting: its profile is the menu and the ice breakers. */
const fieldsOn: Record<ProfilePlatform, readonly ManagedProfileField[]> = {
  messenger: managedProfileFields,
  instagram: ['persistent_menu', 'ice_breakers'],
};

export type ProfileCallToAction =
  { type: 'postback'; title: string; payload: string } | { type: 'web_url'; title: string; url: string };

export type MessengerProfile = {
  get_started?: { payload: string };
  greeting?: { locale: string; text: string }[];
  /** Instagram's menu has no `composer_input_disabled`. */
  persistent_menu?: { locale: string; composer_input_disabled?: boolean; call_to_actions: ProfileCallToAction[] }[];
  /** Meta's localized format; the older flat list of questions is read too. */
  ice_breakers?: ({ locale: string; call_to_actions: IceBreakerAction[] } | IceBreakerAction)[];
};
export type IceBreakerAction = { question: string; payload: string };

/** The page the call is made for, with its page token. */
export type ProfileCaller = { token: string; limitKey: string };

const platformParam = (platform: ProfilePlatform) => (platform === 'instagram' ? { platform } : {});

/** Typed Graph calls of the Messenger Profile API: set, delete and read back the page's profile fields. */
export function createGraphProfile(client: GraphClient) {
  return {
    save: (caller: ProfileCaller, profile: MessengerProfile, platform: ProfilePlatform = 'messenger') =>
      client.request<{ result: string }>({
        method: 'POST',
        path: '/me/messenger_profile',
        body: { ...platformParam(platform), ...profile },
        token: caller.token,
        limitKey: caller.limitKey,
      }),
    remove: (caller: ProfileCaller, fields: ManagedProfileField[], platform: ProfilePlatform = 'messenger') =>
      client.request<{ result: string }>({
        method: 'DELETE',
        path: '/me/messenger_profile',
        body: { ...platformParam(platform), fields },
        token: caller.token,
        limitKey: caller.limitKey,
      }),
    read: async (caller: ProfileCaller, platform: ProfilePlatform = 'messenger'): Promise<MessengerProfile> => {
      const answer = await client.request<{ data?: MessengerProfile[] }>({
        method: 'GET',
        path: '/me/messenger_profile',
        query: { fields: fieldsOn[platform].join(','), ...platformParam(platform) },
        token: caller.token,
        limitKey: caller.limitKey,
      });
      return answer.data?.[0] ?? {};
    },
    /** The page's whitelisted domains (the web view's and anyone else's: the list is the page's, not ours). */
    readWhitelistedDomains: async (caller: ProfileCaller): Promise<string[]> => {
      const answer = await client.request<{ data?: { whitelisted_domains?: string[] }[] }>({
        method: 'GET',
        path: '/me/messenger_profile',
        query: { fields: 'whitelisted_domains' },
        token: caller.token,
        limitKey: caller.limitKey,
      });
      return answer.data?.[0]?.whitelisted_domains ?? [];
    },
    /** Replaces the whole list (Meta has no add or remove of one domain); an empty list deletes the field. */
    saveWhitelistedDomains: (caller: ProfileCaller, domains: string[]) =>
      client.request<{ result: string }>({
        method: domains.length > 0 ? 'POST' : 'DELETE',
        path: '/me/messenger_profile',
        body: domains.length > 0 ? { whitelisted_domains: domains } : { fields: ['whitelisted_domains'] },
        token: caller.token,
        limitKey: caller.limitKey,
      }),
  };
}
export type GraphProfile = ReturnType<typeof createGraphProfile>;
