import { botSettingsSchema, getStartedPayload, type BotSettings } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { metaFailureAnswer } from '../../../platform/meta/meta-outcome.ts';
import type {
  GraphProfile,
  ManagedProfileField,
  MessengerProfile,
  ProfileCaller,
} from '../../../platform/meta/graph-profile.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { PageGate } from '../../pages/index.ts';
import type { BotSettingsRepository, StoredBotSettings } from './bot-settings.repository.ts';

const pageRequired = () => new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });

type Deps = {
  repository: BotSettingsRepository;
  profile: GraphProfile;
  pages: PageGate;
  events: DomainEvents;
  clock: Clock;
};

/**
 * The page's switches, read through the schema so that rows written before a new field get its default; a page that
 * never saved any has the contract's defaults (everything off).
 */
export function pageBotSettings(stored: unknown): BotSettings {
  const parsed = botSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : botSettingsSchema.parse({});
}

const settingsOf = (row: StoredBotSettings | null): BotSettings => pageBotSettings(row?.settings);

function answerOf(row: StoredBotSettings | null, settings = settingsOf(row)) {
  return {
    settings,
    saved_to_meta_at: row?.savedToMetaAt?.toISOString() ?? null,
    meta_error: row?.metaError ?? null,
  };
}

/** What Meta should hold for these settings, and which managed fields it should not hold at all. */
export function profileFor(settings: BotSettings): { set: MessengerProfile; remove: ManagedProfileField[] } {
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
  // The menu goes before the get-started button it depends on.
  remove.sort((a, b) => (a === 'persistent_menu' ? -1 : b === 'persistent_menu' ? 1 : 0));
  return { set, remove };
}

/** Settings as Meta read them back: the profile fields are Meta's, the rest (ours alone) as saved. */
function readBack(settings: BotSettings, profile: MessengerProfile): BotSettings {
  const menu = profile.persistent_menu?.find((item) => item.locale === 'default') ?? profile.persistent_menu?.[0];
  return {
    ...settings,
    get_started_enabled: profile.get_started !== undefined,
    greeting: profile.greeting?.find((item) => item.locale === 'default')?.text ?? '',
    persistent_menu: menu?.call_to_actions ?? [],
  };
}

/** The page's bot settings: stored here, pushed to Meta's Messenger Profile API and read back from it. */
export function createBotSettingsService({ repository, profile, pages, events, clock }: Deps) {
  /** Every save goes through here, so whoever keeps a page's settings in memory hears of each change. */
  async function store(pageId: number, values: Parameters<typeof repository.save>[1]) {
    const row = await repository.save(pageId, values);
    await events.publish('bot.settings-changed', { pageId });
    return row;
  }
  async function callerFor(pageId: number): Promise<{ caller: ProfileCaller; name: string }> {
    const gate = await pages.check({ pageId }, 'messenger-profile');
    if (!gate.open)
      throw gate.stop && gate.health ? pages.stopAnswer(gate.stop, gate.health.name) : new AppError('not-found');
    return { caller: { token: gate.token, limitKey: gate.health.metaPageId }, name: gate.health.name };
  }

  return {
    /** The page's switches as the engines and the inbox's sends follow them. */
    async pageSettings(pageId: number): Promise<BotSettings> {
      return pageBotSettings(await repository.settings(pageId));
    },

    async get(pageId: number | null) {
      if (pageId === null) throw pageRequired();
      return answerOf(await repository.find(pageId));
    },

    /** Saved here first, so a refusal by Meta keeps them; Meta's message is stored and answered as a 422. */
    async save(pageId: number | null, settings: BotSettings) {
      if (pageId === null) throw pageRequired();
      const previous = await repository.find(pageId);
      let caller: ProfileCaller;
      let name: string;
      try {
        ({ caller, name } = await callerFor(pageId));
      } catch (error) {
        await store(pageId, {
          settings,
          savedToMetaAt: previous?.savedToMetaAt ?? null,
          metaError: previous?.metaError ?? null,
          now: clock.now(),
        });
        throw error;
      }
      const wanted = profileFor(settings);
      try {
        if (Object.keys(wanted.set).length > 0) await profile.save(caller, wanted.set);
        if (wanted.remove.length > 0) await profile.remove(caller, wanted.remove);
        const onMeta = await profile.read(caller);
        const row = await store(pageId, {
          settings,
          savedToMetaAt: clock.now(),
          metaError: null,
          now: clock.now(),
        });
        return answerOf(row, readBack(settings, onMeta));
      } catch (error) {
        if (!(error instanceof MetaApiError)) throw error;
        await store(pageId, {
          settings,
          savedToMetaAt: previous?.savedToMetaAt ?? null,
          metaError: error.message,
          now: clock.now(),
        });
        await pages.recordMetaFailure(pageId, 'messenger-profile', error);
        throw metaFailureAnswer(error, name);
      }
    },
  };
}
export type BotSettingsService = ReturnType<typeof createBotSettingsService>;
