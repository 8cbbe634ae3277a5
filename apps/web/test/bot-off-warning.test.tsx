import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotReply, BotSettings } from '@app/contract';
import { botBodyOf, emptyBotForm } from '@/features/bot/bot-form-values.ts';
import { BotTemplatesRoute } from '@/features/bot/routes/bot-templates-route.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { renderScreen } from './support/render-screen.tsx';
import { makePage, signedIn } from './support/session.ts';

const settings = (bot_enabled: boolean): BotSettings => ({
  bot_enabled,
  get_started_enabled: true,
  greeting: 'Hello',
  persistent_menu: [],
  typing_on: true,
  delay_in_reply: 2,
  mark_seen: false,
  ice_breakers: [],
  instagram_ice_breakers: [],
  instagram_persistent_menu: [],
});

const prices: BotReply = {
  ...botBodyOf({
    ...emptyBotForm(),
    bot_name: 'Prices',
    keyword_type: 'contains',
    keywords: ['price'],
    message: 'It is $20',
  }),
  id: 7,
  page_id: 1,
  media: null,
  answered: 0,
  created_at: '2026-11-26T06:00:00.000Z',
  updated_at: '2026-11-26T06:00:00.000Z',
};

/** The page's bot settings as the server keeps them: off until the screen turns them on. */
function stubBotServer(botOn: boolean) {
  const saved: BotSettings[] = [];
  let current = settings(botOn);
  stubFetch((url, init) => {
    if (url.endsWith('/api/bot/settings')) {
      if (init?.method === 'POST') {
        current = JSON.parse(String(init.body)) as BotSettings;
        saved.push(current);
      }
      return {
        status: 200,
        body: { settings: current, saved_to_meta_at: '2026-11-26T06:00:00.000Z', meta_error: null },
      };
    }
    if (url.startsWith('/api/bot/replies/7')) return { status: 200, body: { bot: prices } };
    if (url.startsWith('/api/bot/replies')) return { status: 200, body: { bots: [prices] } };
    if (url.startsWith('/api/bot/flows')) return { status: 200, body: { flows: [] } };
    return undefined;
  });
  return saved;
}

describe('a keyword reply while the page’s bot is off', () => {
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage({ id: 1 })], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('is listed as not answering, and the warning’s switch turns the bot on with the other settings kept', async () => {
    await useLocale('en');
    const saved = stubBotServer(false);
    renderScreen(<BotTemplatesRoute />, '/dashboard/bot/templates');
    const warning = await screen.findByTestId('bot-off-warning');
    expect(warning.textContent).toContain("The page's bot is off");
    const row = (await screen.findAllByTestId('bot-row'))[0]!;
    expect(within(row).getByTestId('bot-row-bot-off').textContent).toBe('Bot off');

    fireEvent.click(within(warning).getByTestId('bot-off-turn-on'));
    await waitFor(() => expect(saved).toEqual([settings(true)]));
    await waitFor(() => expect(screen.queryByTestId('bot-off-warning')).toBeNull());
    expect(within(row).queryByTestId('bot-row-bot-off')).toBeNull();
  });

  it('says so in the reply’s form, in Arabic', async () => {
    await useLocale('ar');
    stubBotServer(false);
    renderScreen(<BotTemplatesRoute />, '/dashboard/bot/templates?bot=7');
    const form = await screen.findByTestId('bot-form');
    const warning = await within(form).findByTestId('bot-off-warning');
    expect(warning.textContent).toContain('بوت الصفحة متوقف');
    expect(within(warning).getByTestId('bot-off-turn-on').textContent).toBe('تشغيل البوت');
  });
});
