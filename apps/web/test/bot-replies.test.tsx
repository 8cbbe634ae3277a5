import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotReply, BotReplyBody } from '@app/contract';
import { botBodyOf, emptyBotForm, type BotFormValues } from '@/features/bot/bot-form-values.ts';
import { validateBotForm } from '@/features/bot/bot-form-validation.ts';
import { BotTemplatesRoute } from '@/features/bot/routes/bot-templates-route.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { renderScreen } from './support/render-screen.tsx';
import { makePage, signedIn } from './support/session.ts';

const form = (overrides: Partial<BotFormValues>): BotFormValues => ({ ...emptyBotForm(), ...overrides });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

function savedBot(body: BotReplyBody, id = 5): BotReply {
  return {
    ...body,
    id,
    page_id: 1,
    media: null,
    answered: 0,
    created_at: '2026-11-26T06:00:00.000Z',
    updated_at: '2026-11-26T06:00:00.000Z',
  };
}

describe('the bot form rules', () => {
  it('asks for the name with the spec sentence, in English and in Arabic', async () => {
    await useLocale('en');
    const values = form({ message: 'Hi' });
    expect(validateBotForm(values, t, 'en')).toEqual({ bot_name: 'Please give the bot a name' });
    await useLocale('ar');
    expect(validateBotForm(values, t, 'ar')).toEqual({ bot_name: 'يرجى إعطاء البوت اسمًا' });
  });

  it('names the missing part of each message type as "enter {message} please"', async () => {
    await useLocale('en');
    expect(validateBotForm(form({ bot_name: 'Prices', keyword_type: 'contains' }), t, 'en')).toEqual({
      keywords: 'Enter the keywords please',
      message: 'Enter the message text please',
    });
    expect(
      validateBotForm(form({ bot_name: 'Menu', message_type: 'quick_replies', message: 'Pick' }), t, 'en'),
    ).toEqual({
      replies: 'Enter the quick replies please',
    });
    expect(validateBotForm(form({ bot_name: 'Catalogue', message_type: 'file' }), t, 'en')).toEqual({
      media_id: 'Enter the file please',
    });
    expect(validateBotForm(form({ bot_name: 'Cards', message_type: 'cards' }), t, 'en')).toEqual({
      cards: 'Enter the cards please',
    });
  });

  it('holds Meta’s limits: quick reply titles over 20 characters are refused', async () => {
    await useLocale('en');
    const errors = validateBotForm(
      form({
        bot_name: 'Sizes',
        message_type: 'quick_replies',
        message: 'Which size?',
        replies: [{ title: 'x'.repeat(21), payload: 'BIG' }],
      }),
      t,
      'en',
    );
    expect(Object.keys(errors)).toEqual(['replies.0.title']);
  });

  it('sends only what the message type and keyword type use', () => {
    const body = botBodyOf(
      form({
        bot_name: 'Default',
        keywords: ['left over'],
        message_type: 'quick_replies',
        message: 'Which colour?',
        buttons: [{ type: 'postback', title: 'Stale', payload: 'STALE' }],
        replies: [
          { title: 'Red', payload: '' },
          { title: 'Blue', payload: 'COLOUR_BLUE' },
        ],
        postback_id: '  ',
      }),
    );
    expect(body.keywords).toEqual([]);
    expect(body.buttons).toEqual([]);
    expect(body.replies).toEqual([
      { title: 'Red', payload: 'Red' },
      { title: 'Blue', payload: 'COLOUR_BLUE' },
    ]);
    expect(body.postback_id).toBeNull();
    expect(body.media_id).toBeNull();
  });
});

describe('the bot templates screen', () => {
  beforeAll(() => useLocale('ar'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage({ id: 1 })], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a bot without a name in Arabic, then saves a keyword bot with the spec defaults', async () => {
    await useLocale('ar');
    let sent: BotReplyBody | null = null;
    stubFetch((url, init) => {
      if (url.startsWith('/api/bot/replies') && init?.method === 'POST') {
        sent = JSON.parse(String(init.body)) as BotReplyBody;
        return { status: 200, body: { bot: savedBot(sent) } };
      }
      if (url.startsWith('/api/bot/replies')) return { status: 200, body: { bots: [] } };
      return undefined;
    });
    renderScreen(<BotTemplatesRoute />, '/dashboard/bot/templates?bot=new');
    const formElement = await screen.findByTestId('bot-form');
    expect((screen.getByTestId('bot-typing') as HTMLElement).getAttribute('aria-checked')).toBe('false');
    expect((screen.getByTestId('bot-delay') as HTMLInputElement).value).toBe('0');
    // The default reply needs no keywords: the field is hidden.
    expect(screen.queryByTestId('bot-keywords')).toBeNull();

    fireEvent.click(screen.getByTestId('bot-save'));
    expect(await within(formElement).findByText('يرجى إعطاء البوت اسمًا')).toBeTruthy();
    expect(screen.getByText('أدخل نص الرسالة من فضلك')).toBeTruthy();
    expect(screen.getByTestId('bot-form-invalid').textContent).toContain('يرجى ملء جميع الحقول المطلوبة');
    expect(sent).toBeNull();

    fireEvent.change(screen.getByTestId('bot-name'), { target: { value: 'الأسعار' } });
    fireEvent.click(screen.getByTestId('bot-keyword-type-contains'));
    const keywords = (await screen.findByTestId('bot-keywords')).querySelector('input')!;
    fireEvent.change(keywords, { target: { value: 'السعر' } });
    fireEvent.keyDown(keywords, { key: 'Enter', code: 'Enter' });
    fireEvent.change(screen.getByTestId('bot-message'), { target: { value: 'السعر 20 دولارًا' } });
    expect(screen.getByTestId('bot-preview').textContent).toContain('السعر 20 دولارًا');
    expect(screen.getByTestId('preview-incoming').textContent).toBe('السعر');
    fireEvent.click(screen.getByTestId('bot-save'));

    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      bot_name: 'الأسعار',
      enabled: true,
      reply_type: 'message',
      message_type: 'text',
      message: 'السعر 20 دولارًا',
      keywords: ['السعر'],
      keyword_type: 'contains',
      typing_on_settings: false,
      delay_in_reply: 0,
      postback_id: null,
    });
  });

  it('shows quick replies in the preview', async () => {
    await useLocale('en');
    stubFetch((url) => (url.startsWith('/api/bot/replies') ? { status: 200, body: { bots: [] } } : undefined));
    renderScreen(<BotTemplatesRoute />, '/dashboard/bot/templates?bot=new');
    await screen.findByTestId('bot-form');
    expect(screen.queryByTestId('bot-flow')).toBeNull();

    fireEvent.click(screen.getByTestId('bot-message-type-quick_replies'));
    fireEvent.change(await screen.findByTestId('bot-message'), { target: { value: 'Which size?' } });
    const add = screen.getByTestId('quick-reply-add');
    fireEvent.click(add);
    fireEvent.change(screen.getByTestId('quick-reply-0-title'), { target: { value: 'Large' } });
    expect(screen.getByTestId('preview-quick-replies').textContent).toContain('Large');
    for (let index = 1; index < 13; index += 1) fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts a flow: asks for one in each language, lists the page’s flows with the unpublished marked, and saves it', async () => {
    await useLocale('ar');
    let sent: BotReplyBody | null = null;
    const flowSummary = (id: number, name: string, published_version: number | null) => ({
      id,
      page_id: 1,
      name,
      draft_revision: 1,
      published_version,
      published_at: published_version ? '2026-11-26T06:00:00.000Z' : null,
      has_unpublished_changes: false,
      ref: `ref${id}`,
      created_at: '2026-11-26T06:00:00.000Z',
      updated_at: '2026-11-26T06:00:00.000Z',
    });
    stubFetch((url, init) => {
      if (url.startsWith('/api/bot/flows'))
        return { status: 200, body: { flows: [flowSummary(7, 'الطلبات', 2), flowSummary(8, 'مسودة العروض', null)] } };
      if (url.startsWith('/api/bot/replies') && init?.method === 'POST') {
        sent = JSON.parse(String(init.body)) as BotReplyBody;
        return { status: 200, body: { bot: savedBot(sent) } };
      }
      if (url.startsWith('/api/bot/replies')) return { status: 200, body: { bots: [] } };
      return undefined;
    });
    renderScreen(<BotTemplatesRoute />, '/dashboard/bot/templates?bot=new');
    const formElement = await screen.findByTestId('bot-form');
    fireEvent.change(screen.getByTestId('bot-name'), { target: { value: 'الطلب' } });
    fireEvent.click(screen.getByTestId('bot-reply-type-flow'));
    // The message is the flow's: its editor and the phone preview leave.
    await screen.findByTestId('bot-flow');
    expect(screen.queryByTestId('bot-message')).toBeNull();
    expect(screen.queryByTestId('bot-preview')).toBeNull();

    fireEvent.click(screen.getByTestId('bot-save'));
    expect(await within(formElement).findByText('أدخل المسار من فضلك')).toBeTruthy();
    expect(sent).toBeNull();
    await useLocale('en');
    expect(validateBotForm(form({ bot_name: 'Order', reply_type: 'flow' }), t, 'en')).toEqual({
      flow_id: 'Enter the flow please',
    });
    await useLocale('ar');

    fireEvent.mouseDown(within(screen.getByTestId('bot-flow')).getByRole('combobox'));
    const options = await screen.findAllByTestId('bot-flow-option');
    expect(options.map((option) => option.textContent)).toEqual(['الطلبات', 'مسودة العروضغير منشور']);
    fireEvent.click(options[1]!);
    expect(await screen.findByTestId('bot-flow-unpublished')).toBeTruthy();

    fireEvent.click(screen.getByTestId('bot-save'));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ reply_type: 'flow', flow_id: 8, bot_name: 'الطلب' });
  });

  it('lists the bots with their trigger and count, switches one off with its whole body, and deletes after confirming', async () => {
    await useLocale('en');
    const keywordBot = savedBot(
      botBodyOf(
        form({ bot_name: 'Prices', keyword_type: 'contains', keywords: ['price', 'السعر'], message: 'It is $20' }),
      ),
      7,
    );
    const defaultBot = { ...savedBot(botBodyOf(form({ bot_name: 'Welcome', message: 'Hello!' })), 8), answered: 42 };
    const calls: { url: string; method: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/bot/replies/7' && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as BotReplyBody;
        return { status: 200, body: { bot: savedBot(body, 7) } };
      }
      if (url === '/api/bot/replies/8' && method === 'DELETE') return { status: 200, body: {} };
      if (url.startsWith('/api/bot/replies?')) return { status: 200, body: { bots: [keywordBot, defaultBot] } };
      return undefined;
    });
    renderScreen(<BotTemplatesRoute />, '/dashboard/bot/templates');
    const rows = await screen.findAllByTestId('bot-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('price');
    expect(rows[0]!.textContent).toContain('السعر');
    expect(rows[1]!.textContent).toContain('Any other message');
    expect(within(rows[1]!).getByTestId('bot-row-answered').textContent).toBe('42');

    fireEvent.click(within(rows[0]!).getByTestId('bot-row-enabled'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/bot/replies/7')).toBe(true));
    const update = calls.find((call) => call.url === '/api/bot/replies/7')!;
    expect(update.body).toEqual({ ...botBodyOf(form({ ...keywordBot, media: null })), enabled: false });

    fireEvent.click(within(rows[1]!).getByTestId('bot-row-delete'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/bot/replies/8')).toBe(true),
    );

    fireEvent.change(screen.getByTestId('bot-search'), { target: { value: 'سعر' } });
    await waitFor(() => expect(calls.some((call) => call.url.includes(`q=${encodeURIComponent('سعر')}`))).toBe(true));
  });
});
