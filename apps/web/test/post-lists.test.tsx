import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsPolling } from '@/features/publishing/api/list-posts.ts';
import { PostListScreen } from '@/features/publishing/lists/post-list-screen.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { makePost } from './support/posts.ts';
import { renderAt } from './support/render-publishing.tsx';
import { makePage, signedIn } from './support/session.ts';

const failed = makePost({ id: 7, status: 'partly_published', scheduled_at: '2026-11-20T09:00:00.000Z' }, [
  {
    status: 'published',
    name: 'Shop A',
    meta_post_id: '1001_2002',
    permalink: 'https://www.facebook.com/1001_2002',
    published_at: '2026-11-20T09:00:00.400Z',
    first_comment_status: 'sent',
  },
  {
    status: 'failed',
    name: 'Shop B',
    error: {
      severity: 'error',
      code: 'meta-item',
      target_id: 2,
      target_name: 'Shop B',
      params: {},
      meta_message: '(#200) The user hasn’t authorized the application to perform this action',
    },
  },
]);

describe('published posts', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage()], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it("shows each target's outcome: Meta's id and link, the first comment, and 'not published' with Meta's message", async () => {
    const calls = stubFetch((url) =>
      url.startsWith('/api/posts?') ? { status: 200, body: { posts: [failed], total: 1 } } : undefined,
    );
    renderAt('/dashboard/fb/published-posts', <PostListScreen network="facebook" mode="published" />);
    const item = await screen.findByTestId('post-item');
    const [published, notPublished] = within(item).getAllByTestId('post-target');
    expect(within(published!).getByTestId('meta-post-id').textContent).toContain('1001_2002');
    expect(within(published!).getByTestId('permalink').getAttribute('href')).toBe('https://www.facebook.com/1001_2002');
    expect(within(published!).getByTestId('first-comment-status').dataset.status).toBe('sent');
    const failure = within(notPublished!).getByTestId('not-published');
    expect(failure.textContent).toContain('Not published on Shop B');
    expect(within(failure).getByTestId('meta-message').textContent).toBe(
      '(#200) The user hasn’t authorized the application to perform this action',
    );
    expect(within(failure).getByTestId('problem-text').textContent).toBe('Shop B: Meta refused this post.');
    expect(within(item).queryByTestId('post-publish-now')).toBeNull();
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.searchParams.get('network')).toBe('facebook');
    expect(url.searchParams.get('status')).toBe('done');
  });

  it('shows times on the business clock', async () => {
    stubFetch(() => ({ status: 200, body: { posts: [failed], total: 1 } }));
    renderAt('/dashboard/fb/published-posts', <PostListScreen network="facebook" mode="published" />);
    // 09:00:00.400 UTC is 12:00 in Damascus
    expect((await screen.findByTestId('post-time')).textContent).toContain('12:00');
  });
});

describe('scheduled posts', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage()], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('publishes now only after a confirmation', async () => {
    const post = makePost({ id: 9, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() });
    const calls = stubFetch((url, init) => {
      if (url.startsWith('/api/posts?')) return { status: 200, body: { posts: [post], total: 1 } };
      if (url === '/api/posts/9/publish-now' && init?.method === 'POST') {
        return { status: 200, body: { post: { ...post, status: 'publishing' } } };
      }
      return undefined;
    });
    renderAt('/dashboard/fb/scheduled-posts', <PostListScreen network="facebook" mode="scheduled" />);
    (await screen.findByTestId('post-publish-now')).click();
    expect(calls.some((call) => call.url.includes('publish-now'))).toBe(false);
    expect((await screen.findByTestId('post-confirm')).textContent).toContain('Demo page 1');
    screen.getByTestId('confirm-ok').click();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/posts/9/publish-now')).toBe(true));
  });
});

describe('refreshing a list', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('polls while a post is publishing or due within two minutes, and not otherwise', () => {
    expect(needsPolling([makePost({ status: 'publishing' })], now)).toBe(true);
    expect(needsPolling([makePost({ scheduled_at: '2026-11-25T12:01:00Z' })], now)).toBe(true);
    expect(needsPolling([makePost({ scheduled_at: '2026-11-25T13:00:00Z' })], now)).toBe(false);
    expect(needsPolling([makePost({ status: 'published', scheduled_at: '2026-11-25T11:59:00Z' })], now)).toBe(false);
    expect(needsPolling([], now)).toBe(false);
  });
});
