import { getStartedPayload, type BotSettings, type IceBreaker } from '@app/contract';
import type { ManagedProfileField, MessengerProfile, ProfilePlatform } from '../../../platform/meta/graph-profile.ts';

/** The settings' parts that live on Meta's Messenger Profile, for one platform. */
type ProfileFor = { set: MessengerProfile; remove: ManagedProfileField[] };

const iceBreakersOf = (questions: IceBreaker[]): MessengerProfile['ice_breakers'] => [
  { locale: 'default', call_to_actions: questions.map(({ question, payload }) => ({ question, payload })) },
];

/** What Meta should hold for these settings on Messenger, and which managed fields it should not hold at all. */
function messengerProfileFor(settings: BotSettings): ProfileFor {
  const set: MessengerProfile = {};
  const remove: ManagedProfileField[] = [];
  if (settings.get_started_enabled) set.get_started = { payload: getStartedPayload };
  else remove.push('get_started');
  if (settings.get_started_enabled && settings.greeting)
    set.greeting = [{ locale: 'default', text: settings.greeting }];
  else remove.push('greeting');
  if (settings.persistent_menu.length > 0) {
    set.persistent_menu = [
      { locale: 'default', composer_input_disabled: false, call_to_actions: settings.persistent_menu },
    ];
  } else remove.push('persistent_menu');
  if (settings.ice_breakers.length > 0) set.ice_breakers = iceBreakersOf(settings.ice_breakers);
  else remove.push('ice_breakers');
  // The menu goes before the get-started button it depends on.
  remove.sort((a, b) => (a === 'persistent_menu' ? -1 : b === 'persistent_menu' ? 1 : 0));
  return { set, remove };
}

/** Instagram's profile: its own menu (no get-started button, no `composer_input_disabled`) and ice breakers. */
function instagramProfileFor(settings: BotSettings): ProfileFor {
  const set: MessengerProfile = {};
  const remove: ManagedProfileField[] = [];
  if (settings.instagram_persistent_menu.length > 0)
    set.persistent_menu = [{ locale: 'default', call_to_actions: settings.instagram_persistent_menu }];
  else remove.push('persistent_menu');
  if (settings.instagram_ice_breakers.length > 0) set.ice_breakers = iceBreakersOf(settings.instagram_ice_breakers);
  else remove.push('ice_breakers');
  return { set, remove };
}

export function profileFor(settings: BotSettings, platform: ProfilePlatform = 'messenger'): ProfileFor {
  return platform === 'instagram' ? instagramProfileFor(settings) : messengerProfileFor(settings);
}

/** Whether the settings hold anything for Instagram's profile. */
export const hasInstagramProfile = (settings: BotSettings) =>
  settings.instagram_ice_breakers.length > 0 || settings.instagram_persistent_menu.length > 0;

/** The questions of the default locale, in Meta's localized format or its older flat one. */
function iceBreakersIn(profile: MessengerProfile): IceBreaker[] {
  const entries = profile.ice_breakers ?? [];
  const localized = entries.filter((entry) => 'call_to_actions' in entry);
  if (localized.length === 0) return entries.filter((entry) => 'question' in entry);
  const chosen = localized.find((entry) => entry.locale === 'default') ?? localized[0]!;
  return chosen.call_to_actions.map(({ question, payload }) => ({ question, payload }));
}

const defaultMenuIn = (profile: MessengerProfile) =>
  (profile.persistent_menu?.find((item) => item.locale === 'default') ?? profile.persistent_menu?.[0])
    ?.call_to_actions ?? [];

/** Settings as Meta read them back: the profile fields are Meta's, the rest (ours alone) as saved. */
export function readBack(settings: BotSettings, messenger: MessengerProfile, instagram: MessengerProfile | null) {
  const fromMessenger: BotSettings = {
    ...settings,
    get_started_enabled: messenger.get_started !== undefined,
    greeting: messenger.greeting?.find((item) => item.locale === 'default')?.text ?? '',
    persistent_menu: defaultMenuIn(messenger),
    ice_breakers: iceBreakersIn(messenger),
  };
  if (!instagram) return fromMessenger;
  return {
    ...fromMessenger,
    instagram_persistent_menu: defaultMenuIn(instagram),
    instagram_ice_breakers: iceBreakersIn(instagram),
  };
}
