import { botSettingsSchema, type BotSettings } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { metaFailureAnswer } from '../../../platform/meta/meta-outcome.ts';
import type { GraphProfile, ProfileCaller, ProfilePlatform } from '../../../platform/meta/graph-profile.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { GateSubject, PageGate } from '../../pages/index.ts';
import type { BotSettingsRepository, StoredBotSettings } from './bot-settings.repository.ts';
import { hasInstagramProfile, profileFor, readBack } from './profile-fields.ts';

export { profileFor } from './profile-fields.ts';

const pageRequired = () => new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
const instagramRequired = () =>
  new AppError('validation', { fieldErrors: { instagram_ice_breakers: ['bot-settings-instagram-required'] } });

type Deps = {
  repository: BotSettingsRepository;
  profile: GraphProfile;
  pages: PageGate;
  events: DomainEvents;
  clock: Clock;
  instagramEnabled: boolean;
};
type LinkedInstagram = { id: number; username: string } | null;

/**
 * The page's switches, read through the schema so that rows written before a new field get its default; a page that
 * never saved any has the contract's defaults (everything off).
 */
export function pageBotSettings(stored: unknown): BotSettings {
  const parsed = botSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : botSettingsSchema.parse({});
}

/** Without a linked Instagram account the Instagram parts are empty (an account unlinked since leaves none behind). */
function settingsOf(row: StoredBotSettings | null, instagram: LinkedInstagram): BotSettings {
  const settings = pageBotSettings(row?.settings);
  return instagram ? settings : { ...settings, instagram_ice_breakers: [], instagram_persistent_menu: [] };
}

function answerOf(row: StoredBotSettings | null, instagram: LinkedInstagram, settings = settingsOf(row, instagram)) {
  return {
    settings,
    saved_to_meta_at: row?.savedToMetaAt?.toISOString() ?? null,
    meta_error: row?.metaError ?? null,
    instagram_account: instagram && { username: instagram.username },
  };
}

/** The page's bot settings: stored here, pushed to Meta's Messenger Profile API and read back from it. */
export function createBotSettingsService({ repository, profile, pages, events, clock, instagramEnabled }: Deps) {
  /** Every save goes through here, so whoever keeps a page's settings in memory hears of each change. */
  async function store(pageId: number, values: Parameters<typeof repository.save>[1]) {
    const row = await repository.save(pageId, values);
    await events.publish('bot.settings-changed', { pageId });
    return row;
  }
  /** The page (or its Instagram account) through the page gate: its token, or the gate's refusal as a screen's answer. */
  async function callerFor(subject: GateSubject): Promise<{ caller: ProfileCaller; name: string }> {
    const gate = await pages.check(subject, 'messenger-profile');
    if (!gate.open)
      throw gate.stop && gate.health ? pages.stopAnswer(gate.stop, gate.health.name) : new AppError('not-found');
    const name = gate.health.instagram?.username ?? gate.health.name;
    return { caller: { token: gate.token, limitKey: gate.health.metaPageId }, name };
  }
  const linkedInstagram = (pageId: number) =>
    instagramEnabled ? repository.linkedInstagramAccount(pageId) : Promise.resolve(null);

  /** Sets and deletes the platform's managed fields, then reads them back; Meta's errors go to the caller. */
  async function push(caller: ProfileCaller, settings: BotSettings, platform: ProfilePlatform) {
    const wanted = profileFor(settings, platform);
    if (Object.keys(wanted.set).length > 0) await profile.save(caller, wanted.set, platform);
    if (wanted.remove.length > 0) await profile.remove(caller, wanted.remove, platform);
    return profile.read(caller, platform);
  }

  /** The admin's menu buttons: the Messenger (or linked Instagram) persistent menu alone, set from the saved settings or removed. */
  async function menuCall(pageId: number, platform: ProfilePlatform, action: 'push' | 'remove') {
    const instagram = platform === 'instagram' ? await linkedInstagram(pageId) : null;
    if (platform === 'instagram' && !instagram) throw instagramRequired();
    const { caller, name } = await callerFor(instagram ? { instagramAccountId: instagram.id } : { pageId });
    const wanted = profileFor(pageBotSettings(await repository.settings(pageId)), platform);
    try {
      if (action === 'remove') {
        await profile.remove(caller, ['persistent_menu'], platform);
        return 1;
      }
      if (!wanted.set.persistent_menu) return 0;
      await profile.save(caller, { persistent_menu: wanted.set.persistent_menu }, platform);
      return 1;
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      await pages.recordMetaFailure(pageId, 'messenger-profile', error, instagram ? 'instagram' : 'facebook');
      throw metaFailureAnswer(error, name);
    }
  }

  return {
    /** Admin: the saved persistent menu put on Meta again (0: none saved), or removed from Meta. */
    pushMenu: (pageId: number, platform: ProfilePlatform) => menuCall(pageId, platform, 'push'),
    removeMenu: (pageId: number, platform: ProfilePlatform) => menuCall(pageId, platform, 'remove'),
    /** The page's switches as the engines and the inbox's sends follow them (an account without a page: defaults). */
    async pageSettings(pageId: number | null): Promise<BotSettings> {
      return pageBotSettings(pageId === null ? null : await repository.settings(pageId));
    },

    async get(pageId: number | null) {
      if (pageId === null) throw pageRequired();
      const [row, instagram] = await Promise.all([repository.find(pageId), linkedInstagram(pageId)]);
      return answerOf(row, instagram);
    },

    /** Saved here first, so a refusal by Meta keeps them; Meta's message is stored and answered as a 422. */
    async save(pageId: number | null, settings: BotSettings) {
      if (pageId === null) throw pageRequired();
      const [previous, instagram] = await Promise.all([repository.find(pageId), linkedInstagram(pageId)]);
      if (!instagram && hasInstagramProfile(settings)) throw instagramRequired();
      const keep = (metaError: string | null) => ({
        settings,
        savedToMetaAt: previous?.savedToMetaAt ?? null,
        metaError,
        now: clock.now(),
      });
      // Instagram's profile is touched only when it holds, or held, something of ours.
      const withInstagram =
        instagram && (hasInstagramProfile(settings) || hasInstagramProfile(settingsOf(previous, instagram)));
      let callers: { messenger: { caller: ProfileCaller; name: string }; instagram: typeof callers.messenger | null };
      try {
        callers = {
          messenger: await callerFor({ pageId }),
          instagram: withInstagram ? await callerFor({ instagramAccountId: instagram.id }) : null,
        };
      } catch (error) {
        await store(pageId, keep(previous?.metaError ?? null));
        throw error;
      }
      let platform: ProfilePlatform = 'messenger';
      try {
        const onMessenger = await push(callers.messenger.caller, settings, platform);
        platform = 'instagram';
        const onInstagram = callers.instagram ? await push(callers.instagram.caller, settings, platform) : null;
        const row = await store(pageId, { settings, savedToMetaAt: clock.now(), metaError: null, now: clock.now() });
        return answerOf(row, instagram, readBack(settings, onMessenger, onInstagram));
      } catch (error) {
        if (!(error instanceof MetaApiError)) throw error;
        await store(pageId, keep(error.message));
        const network = platform === 'instagram' ? 'instagram' : 'facebook';
        await pages.recordMetaFailure(pageId, 'messenger-profile', error, network);
        throw metaFailureAnswer(error, callers[platform]?.name ?? callers.messenger.name);
      }
    },
  };
}
export type BotSettingsService = ReturnType<typeof createBotSettingsService>;
