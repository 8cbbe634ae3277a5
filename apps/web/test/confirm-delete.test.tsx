import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotReply } from '@app/contract';
import { botBodyOf, emptyBotForm } from '@/features/bot/bot-form-values.ts';
import { BotTemplatesRoute } from '@/features/bot/routes/bot-templates-route.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { renderScreen } from './support/render-screen.tsx';
import { makePage, signedIn } from './support/session.ts';

const bot: BotReply = {
  ...botBodyOf({ ...emptyBotForm(), bot_name: 'Welcome', message: 'Hello!' }),
  id: 8,
  page_id: 1,
  media: null,
  answered: 0,
  created_at: '2026-11-26T06:00:00.000Z',
  updated_at: '2026-11-26T06:00:00.000Z',
};

describe('deleting with a confirmation', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage({ id: 1 })], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the dialog open with the refusal inside it, and closes it on a deletion that succeeds', async () => {
    let refuse = true;
    stubFetch((url, init) => {
      if (url === '/api/bot/replies/8' && init?.method === 'DELETE')
        return refuse
          ? { status: 409, body: { code: 'conflict', message: 'A flow still starts with this bot' } }
          : { status: 200, body: {} };
      if (url.startsWith('/api/bot/replies?')) return { status: 200, body: { bots: [bot] } };
      return undefined;
    });
    renderScreen(<BotTemplatesRoute />, '/dashboard/bot/templates');
    fireEvent.click(within(await screen.findByTestId('bot-row')).getByTestId('bot-row-delete'));
    const dialog = await screen.findByTestId('bot-delete-confirm');
    expect(dialog.textContent).toContain('Welcome');
    const confirm = screen.getByTestId('confirm-ok');
    expect(confirm.className).toContain('ant-btn-dangerous');

    fireEvent.click(confirm);
    expect((await screen.findByTestId('confirm-error')).textContent).toContain('A flow still starts with this bot');
    expect(screen.getByTestId('bot-delete-confirm')).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByText('The bot reply is deleted.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-error')).toBeNull();
  });
});
