import { messengerLimits } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyCampaignForm } from '@/features/replies/components/reply-form/reply-campaign-form.tsx';
import {
  emptyReplyCampaign,
  type ReplyFormValues,
} from '@/features/replies/components/reply-form/use-reply-campaign-form.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { makePage, signedIn } from './support/session.ts';
import { createQueryClient } from '@/shared/api/query-client.ts';

const dependencies = {
  comment_templates: [],
  reply_templates: [],
  quota: { used: 0, limit: null, month: '2025-01' },
};

function renderForm(initialValues: ReplyFormValues = emptyReplyCampaign('1001_1')) {
  const onSaved = vi.fn();
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  render(
    <ConfigProvider>
      <NotifierProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <ReplyCampaignForm initialValues={initialValues} post={null} onSaved={onSaved} />
          </MemoryRouter>
        </QueryClientProvider>
      </NotifierProvider>
    </ConfigProvider>,
  );
  return { onSaved, form: screen.getByTestId('reply-form') };
}

const save = () => fireEvent.click(screen.getByTestId('reply-save'));
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('the reply form', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => {
    sessionStore.setState(signedIn({ pages: [makePage({ features: ['reply'] })], currentPageId: 1 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a message under each missing required field and sends nothing', async () => {
    const calls = stubFetch((url) => (url.endsWith('/dependencies') ? { status: 200, body: dependencies } : undefined));
    const { onSaved, form } = renderForm();
    save();
    await waitFor(() => expect(errorOf('reply-name')).toBe('This field is required'));
    expect(within(screen.getByTestId('reply-texts')).getByText('This field is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();

    // Once submitted, a fixed field clears its message as it is typed.
    await userEvent.type(within(form).getByTestId('reply-name'), 'Summer sale');
    await waitFor(() => expect(errorOf('reply-name')).toBeUndefined());
  });

  it('asks for at least one of the public and the private reply', async () => {
    stubFetch((url) => (url.endsWith('/dependencies') ? { status: 200, body: dependencies } : undefined));
    renderForm({ ...emptyReplyCampaign('1001_1'), name: 'Offer', comment_enabled: false });
    save();
    expect(await screen.findByText('Turn on the public reply, the private reply or both.')).toBeTruthy();
  });

  it("holds Meta's limits: 2,000 characters of text, 20 characters for a button title", async () => {
    stubFetch((url) => (url.endsWith('/dependencies') ? { status: 200, body: dependencies } : undefined));
    renderForm({
      ...emptyReplyCampaign('1001_1'),
      name: 'Offer',
      comments: ['Check your inbox'],
      keywords: ['price'],
      message_enabled: true,
      message_type: 'buttons',
      message: 'Our prices',
      buttons: [
        { type: 'web_url', title: 'x'.repeat(messengerLimits.buttonTitleLength + 1), url: 'https://a.example' },
      ],
    });
    expect(screen.getByTestId('buttons-0-title').getAttribute('maxlength')).toBe('20');
    // A pasted text can pass the input's own maxlength; the form still refuses it.
    fireEvent.change(document.getElementById('reply-not-matching')!, {
      target: { value: 'y'.repeat(messengerLimits.textLength + 1) },
    });
    save();
    await waitFor(() =>
      expect(errorOf('reply-not-matching')).toBe('This field may not be greater than 2000 characters'),
    );
    expect(
      within(screen.getByTestId('buttons-editor')).getByText('This field may not be greater than 20 characters'),
    ).toBeTruthy();
  });

  it("shows the server's 422 next to its field and in the form's alert", async () => {
    const postError = 'This post was not found on the page.';
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/dependencies')) return { status: 200, body: dependencies };
      if (url.endsWith('/api/facebook/reply/add') && init?.method === 'POST')
        return {
          status: 422,
          body: { code: 'validation', message: 'The given data was invalid.', errors: { post: [postError] } },
        };
      return undefined;
    });
    const { onSaved, form } = renderForm();
    await userEvent.type(within(form).getByTestId('reply-name'), 'Wrong post');
    await userEvent.type(within(form).getByTestId('reply-text-0'), 'Thank you');
    save();
    await waitFor(() => expect(errorOf('reply-post')).toBe(postError));
    const alert = screen.getByTestId('reply-form-error');
    expect(alert.querySelector('.ant-alert-title')?.textContent).toBe('The field is invalid');
    expect(within(alert).getByRole('listitem').textContent).toBe(postError);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lets an existing campaign be saved when the monthly quota is used up, and says only new replies stop', async () => {
    const usedUp = { ...dependencies, quota: { used: 500, limit: 500, month: '2026-12' } };
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/dependencies')) return { status: 200, body: usedUp };
      if (url.endsWith('/api/facebook/reply/add') && init?.method === 'POST')
        return { status: 200, body: { campaign: { id: 41 } } };
      return undefined;
    });
    const { onSaved } = renderForm({ ...emptyReplyCampaign('1001_1'), id: 41, name: 'Offer', comments: ['Hi'] });
    const alert = await screen.findByTestId('reply-form-quota');
    expect(alert.querySelector('.ant-alert-title')?.textContent).toBe(
      "This month's replies are used up: new comments get no reply until next month. You can still save changes to this campaign.",
    );
    expect(within(alert).getByText('500 of 500 replies used this month')).toBeTruthy();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the stop time on the business clock (Damascus) and sends it back as the same instant', async () => {
    let sent: unknown;
    stubFetch((url, init) => {
      if (url.endsWith('/dependencies')) return { status: 200, body: dependencies };
      if (url.endsWith('/api/facebook/reply/add') && init?.method === 'POST') {
        const body = init.body;
        sent = body instanceof FormData ? { stop_at: body.get('stop_at') } : JSON.parse(String(body));
        return { status: 200, body: { campaign: { id: 42 } } };
      }
      return undefined;
    });
    const stopAt = '2026-12-05T15:00:00.000Z';
    const { onSaved } = renderForm({
      ...emptyReplyCampaign('1001_1'),
      id: 42,
      name: 'Offer',
      comments: ['Hi'],
      stop_at: stopAt,
    });
    expect((document.getElementById('reply-stop-at') as HTMLInputElement).value).toBe('2026-12-05 18:00');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(42));
    expect(sent).toMatchObject({ stop_at: stopAt });
  });

  it('warns a new campaign that the quota is used up', async () => {
    const usedUp = { ...dependencies, quota: { used: 500, limit: 500, month: '2026-12' } };
    stubFetch((url) => (url.endsWith('/dependencies') ? { status: 200, body: usedUp } : undefined));
    renderForm();
    const alert = await screen.findByTestId('reply-form-quota');
    expect(alert.querySelector('.ant-alert-title')?.textContent).toBe(
      'The reply was not added because the monthly limit of your plan was reached.',
    );
  });

  it('says how many public replies a comment gets when the list has fewer different texts than asked', async () => {
    stubFetch((url) => (url.endsWith('/dependencies') ? { status: 200, body: dependencies } : undefined));
    renderForm({ ...emptyReplyCampaign('1001_1'), comments: ['Hi', 'Hello', 'Hi'], comment_number: 3 });
    expect((await screen.findByTestId('comment-number-fewer-texts')).textContent).toBe(
      'Different texts in your list: 2. That is how many public replies each comment gets.',
    );
    expect(screen.getByText(/each public reply counts as one reply of your monthly quota/)).toBeTruthy();
  });

  it('says nothing more when the list has a text for each public reply', async () => {
    stubFetch((url) => (url.endsWith('/dependencies') ? { status: 200, body: dependencies } : undefined));
    renderForm({ ...emptyReplyCampaign('1001_1'), comments: ['Hi', 'Hello', 'Hey'], comment_number: 3 });
    await screen.findByTestId('reply-texts');
    expect(screen.queryByTestId('comment-number-fewer-texts')).toBeNull();
  });
});
