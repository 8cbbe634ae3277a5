import type { GraphClient } from './graph-client.ts';

/** The fields of the Messenger Profile this product manages (reference section 5). */
export const managedProfileFields = ['get_started', 'greeting', 'persistent_menu'] as const;
export type ManagedProfileField = (typeof managedProfileFields)[number];

export type ProfileCallToAction =
  { type: 'postback'; title: string; payload: string } | { type: 'web_url'; title: string; url: string };

export type MessengerProfile = {
  get_started?: { payload: string };
  greeting?: { locale: string; text: string }[];
  persistent_menu?: { locale: string; composer_input_disabled: boolean; call_to_actions: ProfileCallToAction[] }[];
};

/** The page the call is made for, with its page token. */
export type ProfileCaller = { token: string; limitKey: string };

/** Typed Graph calls of the Messenger Profile API: set, delete and read back the page's profile fields. */
export function createGraphProfile(client: GraphClient) {
  return {
    save: (caller: ProfileCaller, profile: MessengerProfile) =>
      client.request<{ result: string }>({
        method: 'POST',
        path: '/me/messenger_profile',
        body: profile,
        token: caller.token,
        limitKey: caller.limitKey,
      }),
    remove: (caller: ProfileCaller, fields: ManagedProfileField[]) =>
      client.request<{ result: string }>({
        method: 'DELETE',
        path: '/me/messenger_profile',
        body: { fields },
        token: caller.token,
        limitKey: caller.limitKey,
      }),
    read: async (caller: ProfileCaller): Promise<MessengerProfile> => {
      const answer = await client.request<{ data?: MessengerProfile[] }>({
        method: 'GET',
        path: '/me/messenger_profile',
        query: { fields: managedProfileFields.join(',') },
        token: caller.token,
        limitKey: caller.limitKey,
      });
      return answer.data?.[0] ?? {};
    },
  };
}
export type GraphProfile = ReturnType<typeof createGraphProfile>;
