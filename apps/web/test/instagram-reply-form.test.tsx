import { instagramReplyLimits, type InstagramReplyCampaign } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromInstagramCampaign } from '@/features/replies/api/instagram-campaign.ts';
import { toInstagramCampaignInput } from '@/features/replies/api/save-reply-campaign.ts';
import { ReplyChannelProvider } from '@/features/replies/channel/reply-channel-context.tsx';
import { privateMessageEditors, replyChannelRules } from '@/features/replies/channel/reply-channel.ts';
import { ReplyCampaignForm } from '@/features/replies/components/reply-form/reply-campaign-form.tsx';
import {
  emptyReplyCampaign,
  type ReplyFormValues,
} from '@/features/replies/components/reply-form/use-reply-campaign-form.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { makeInstagramAccount, makePage, signedIn } from './support/session.ts';
import { createQueryClient } from '@/shared/api/query-client.ts';

describe('which private reply editors show per channel', () => {
  it('Facebook has text, image, file, buttons, cards and product cards, each with its own editor', () => {
    expect(replyChannelRules.facebook.messageTypes).toEqual(['text', 'image', 'file', 'buttons', 'cards', 'products']);
    expect(privateMessageEditors('facebook', 'buttons')).toEqual({
      text: true,
      attachment: null,
      buttons: true,
      cards: false,
    });
    expect(privateMessageEditors('facebook', 'cards')).toEqual({
      text: false,
      attachment: null,
      buttons: false,
      cards: true,
    });
    expect(privateMessageEditors('facebook', 'file').attachment).toBe('file');
  });

  it('Instagram has a text or an image and never the buttons or cards editors', () => {
    expect(replyChannelRules.instagram.messageTypes).toEqual(['text', 'image']);
    expect(replyChannelRules.instagram.privateTextLength).toBe(instagramReplyLimits.directTextLength);
    expect(privateMessageEditors('instagram', 'image')).toEqual({
      text: false,
      attachment: 'image',
      buttons: false,
      cards: false,
    });
    // A Facebook type reaching an Instagram form (an old template) shows the text editor only.
    for (const type of ['buttons', 'cards', 'file'] as const)
      expect(privateMessageEditors('instagram', type)).toEqual({
        text: true,
        attachment: null,
        buttons: false,
        cards: false,
      });
    expect(replyChannelRules.instagram.commentTemplates).toBe(false);
    expect(replyChannelRules.instagram.postLink).toBe(false);
  });
});

describe('the Instagram campaign on the wire', () => {
  it("sends the form without Facebook's fields and without the post (it goes in the path)", () => {
    const values: ReplyFormValues = {
      ...emptyReplyCampaign('17890000000000001'),
      name: 'عرض',
      comments: ['تفقد الرسائل'],
      message_enabled: true,
      message: 'السعر 50',
      buttons: [{ type: 'web_url', title: 'Shop', url: 'https://example.com' }],
      include_url: true,
      comment_template_id: 3,
    };
    const input = toInstagramCampaignInput(values);
    expect(input).not.toHaveProperty('post');
    expect(input).not.toHaveProperty('buttons');
    expect(input).not.toHaveProperty('include_url');
    expect(input).not.toHaveProperty('comment_template_id');
    expect(input).toMatchObject({ name: 'عرض', comments: ['تفقد الرسائل'], message_type: 'text', message: 'السعر 50' });
  });

  it('reads an Instagram campaign in the shape the shared screens show', () => {
    const campaign = fromInstagramCampaign({
      id: 7,
      instagram_account_id: 2,
      post: '17890000000000001',
      message_type: 'image',
    } as InstagramReplyCampaign);
    expect(campaign).toMatchObject({ id: 7, page_id: 2, buttons: [], cards: [], include_url: false });
    expect(campaign).not.toHaveProperty('instagram_account_id');
  });
});

const dependencies = { reply_templates: [], quota: { used: 0, limit: null, month: '2025-01' } };

function renderInstagramForm(initialValues: ReplyFormValues) {
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  const onSaved = vi.fn();
  render(
    <ConfigProvider>
      <NotifierProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <ReplyChannelProvider channel="instagram">
              <ReplyCampaignForm initialValues={initialValues} post={null} onSaved={onSaved} />
            </ReplyChannelProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </NotifierProvider>
    </ConfigProvider>,
  );
  return { onSaved };
}

describe('the reply form for an Instagram account', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => {
    sessionStore.setState(
      signedIn({
        pages: [makePage({ features: ['reply'] })],
        currentPageId: 1,
        instaAccounts: [makeInstagramAccount(5, ['reply'])],
        currentInstaAccountId: 5,
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hides Facebook's editors, keeps Instagram's limit and saves to the account's media", async () => {
    const requests: { url: string; headers: Headers; body: FormData }[] = [];
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/api/instagram/reply/dependencies')) return { status: 200, body: dependencies };
      if (init?.method === 'POST') {
        requests.push({ url, headers: new Headers(init.headers), body: init.body as FormData });
        return { status: 200, body: { campaign: { id: 41, instagram_account_id: 5 } } };
      }
      return undefined;
    });
    const { onSaved } = renderInstagramForm({
      ...emptyReplyCampaign('17890000000000001'),
      name: 'Winter offer',
      comments: ['Check your Direct messages'],
      message_enabled: true,
      message: 'It costs 50',
    });
    const form = screen.getByTestId('reply-form');
    expect(within(form).queryByText('A comment template')).toBeNull();
    expect(within(form).queryByTestId('include-url')).toBeNull();
    expect(within(form).getByText('Private reply (Instagram Direct)')).toBeTruthy();
    const types = within(screen.getByTestId('message-type')).getAllByRole('radio');
    expect(types).toHaveLength(2);
    expect(within(form).queryByText('Buttons')).toBeNull();
    expect(screen.getByTestId('private-message').getAttribute('maxlength')).toBe(
      String(instagramReplyLimits.directTextLength),
    );
    expect(screen.getByTestId('preview-public').getAttribute('data-look')).toBe('instagram');

    fireEvent.click(screen.getByTestId('reply-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(calls.some((call) => call.url.includes('/api/facebook/'))).toBe(false);
    const [request] = requests;
    expect(request?.url).toMatch(/\/api\/instagram\/reply\/add\/17890000000000001$/);
    expect(request?.headers.get('insta-id')).toBe('5');
    expect(request?.body.get('name')).toBe('Winter offer');
    expect(request?.body.get('message')).toBe('It costs 50');
    expect(request?.body.has('buttons')).toBe(false);
    expect(request?.body.has('post')).toBe(false);
  });
});
