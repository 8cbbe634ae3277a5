import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotSettings } from '@app/contract';
import { BotSettingsRoute } from '@/features/bot/settings/bot-settings-route.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { renderScreen } from './support/render-screen.tsx';
import { makePage, signedIn } from './support/session.ts';

const defaults: BotSettings = {
  bot_enabled: false,
  get_started_enabled: false,
  greeting: '',
  persistent_menu: [],
  typing_on: false,
  delay_in_reply: 0,
  mark_seen: false,
  ice_breakers: [],
  instagram_ice_breakers: [],
  instagram_persistent_menu: [],
};
const answer = (settings: BotSettings, metaError: string | null = null) => ({
  settings,
  saved_to_meta_at: metaError ? null : '2026-11-23T10:00:00.000Z',
  meta_error: metaError,
});

describe('the bot settings screen', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage({ id: 1 })], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec defaults and saves the switches, greeting and a menu button', async () => {
    let sent: BotSettings | null = null;
    stubFetch((url, init) => {
      if (!url.endsWith('/api/bot/settings')) return undefined;
      if (init?.method === 'POST') {
        sent = JSON.parse(String(init.body)) as BotSettings;
        return { status: 200, body: answer(sent) };
      }
      return { status: 200, body: { ...answer(defaults), saved_to_meta_at: null } };
    });
    renderScreen(<BotSettingsRoute />);
    const typing = await screen.findByTestId('bot-typing');
    expect(typing.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('bot-mark-seen').getAttribute('aria-checked')).toBe('false');
    expect((screen.getByTestId('bot-delay') as HTMLInputElement).value).toBe('0');
    // The menu waits for the get-started button.
    expect(screen.getByTestId('bot-menu-needs-get-started')).toBeTruthy();
    expect((screen.getByTestId('bot-menu-add') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('bot-enabled'));
    fireEvent.click(typing);
    fireEvent.click(screen.getByTestId('bot-get-started'));
    fireEvent.change(screen.getByTestId('bot-greeting'), { target: { value: 'Welcome!' } });
    fireEvent.click(screen.getByTestId('bot-menu-add'));
    fireEvent.change(screen.getByTestId('bot-menu-title-0'), { target: { value: 'Prices' } });
    fireEvent.change(screen.getByTestId('bot-menu-payload-0'), { target: { value: 'PRICES' } });
    fireEvent.click(screen.getByTestId('bot-settings-save'));

    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      ...defaults,
      bot_enabled: true,
      typing_on: true,
      get_started_enabled: true,
      greeting: 'Welcome!',
      persistent_menu: [{ type: 'postback', title: 'Prices', payload: 'PRICES' }],
    });
    expect(await screen.findByTestId('bot-settings-saved-at')).toBeTruthy();
  });

  it('limits menu titles to 30 characters and the menu to 20 buttons, and checks them before saving', async () => {
    const calls = stubFetch((url) =>
      url.endsWith('/api/bot/settings')
        ? { status: 200, body: answer({ ...defaults, get_started_enabled: true }) }
        : undefined,
    );
    renderScreen(<BotSettingsRoute />);
    const add = await screen.findByTestId('bot-menu-add');
    for (let index = 0; index < 20; index += 1) fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bot-menu-title-0').getAttribute('maxlength')).toBe('30');
    fireEvent.click(screen.getByTestId('bot-settings-save'));
    expect((await screen.findByTestId('bot-settings-problems')).textContent).toContain('needs a title');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows Instagram's ice breakers and menu only for a page with a linked account, and names the server's refusal", async () => {
    const linked = { ...answer(defaults), instagram_account: { username: 'elegance.store' } };
    stubFetch((url, init) => {
      if (!url.endsWith('/api/bot/settings')) return undefined;
      if (init?.method === 'POST')
        return {
          status: 422,
          body: {
            code: 'validation',
            message: 'The given data was invalid.',
            errors: { instagram_ice_breakers: ['This page has no linked Instagram account.'] },
          },
        };
      return { status: 200, body: linked };
    });
    renderScreen(<BotSettingsRoute />);
    const card = await screen.findByTestId('bot-settings-instagram');
    expect(card.textContent).toContain('@elegance.store');
    expect(screen.getByTestId('ice-breakers-messenger-add')).toBeTruthy();
    const add = screen.getByTestId('ice-breakers-instagram-add') as HTMLButtonElement;
    for (let index = 0; index < 4; index += 1) fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(screen.getByTestId('ice-breakers-instagram-question-0').getAttribute('maxlength')).toBe('80');
    for (let index = 0; index < 4; index += 1) {
      fireEvent.change(screen.getByTestId(`ice-breakers-instagram-question-${index}`), {
        target: { value: `Question ${index}` },
      });
      const payload = screen.getByTestId(`ice-breakers-instagram-item-${index}`).querySelectorAll('input')[1]!;
      fireEvent.change(payload, { target: { value: `Q${index}` } });
    }
    fireEvent.click(screen.getByTestId('bot-settings-save'));
    expect((await screen.findByTestId('bot-settings-problems')).textContent).toContain('no linked Instagram account');
  });

  it('has no Instagram section for a page without a linked account', async () => {
    stubFetch((url) => (url.endsWith('/api/bot/settings') ? { status: 200, body: answer(defaults) } : undefined));
    renderScreen(<BotSettingsRoute />);
    await screen.findByTestId('ice-breakers-messenger-add');
    expect(screen.queryByTestId('bot-settings-instagram')).toBeNull();
  });

  it("shows Meta's message when Meta refuses the settings", async () => {
    let posted = false;
    stubFetch((url, init) => {
      if (!url.endsWith('/api/bot/settings')) return undefined;
      if (init?.method === 'POST') {
        posted = true;
        return { status: 422, body: { code: 'validation', message: 'Meta refused this: (#100) Invalid greeting' } };
      }
      return posted
        ? { status: 200, body: answer(defaults, '(#100) Invalid greeting') }
        : { status: 200, body: answer(defaults) };
    });
    renderScreen(<BotSettingsRoute />);
    fireEvent.click(await screen.findByTestId('bot-settings-save'));
    const alert = await screen.findByTestId('bot-settings-meta-error');
    expect(alert.textContent).toContain('(#100) Invalid greeting');
  });
});
