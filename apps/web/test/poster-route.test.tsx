import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FacebookPosterRoute } from '@/features/publishing/routes/poster-route.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { NotifierProvider } from '@/shared/ui/notifier.tsx';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { mediaFile, savedPost } from './support/poster.tsx';
import { makePage, signedIn } from './support/session.ts';
import { createQueryClient } from '@/shared/api/query-client.ts';

function renderRoute(path: string) {
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  render(
    <ConfigProvider>
      <App>
        <NotifierProvider>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/dashboard/fb/poster/:id?" element={<FacebookPosterRoute />} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </NotifierProvider>
      </App>
    </ConfigProvider>,
  );
}

const target = (id: number, name: string) => ({
  id: 100 + id,
  network: 'facebook' as const,
  target_id: id,
  name,
  meta_id: `10${id}`,
  status: 'scheduled' as const,
  meta_post_id: null,
  permalink: null,
  published_at: null,
  first_comment_status: 'none' as const,
  first_comment_id: null,
  error: null,
});

describe('the poster route', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => {
    sessionStore.setState(
      signedIn({ pages: [makePage({ id: 1 }), { ...makePage({ id: 2 }), name: 'Second page' }], currentPageId: 1 }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads a scheduled post into the form, with its pages, photos in order and time', async () => {
    stubFetch((url) => {
      if (url.includes('/api/posts/templates')) return { status: 200, body: { templates: [] } };
      if (url.endsWith('/api/posts/7'))
        return {
          status: 200,
          body: {
            post: savedPost({
              type: 'photos',
              message: 'Two dresses',
              schedule_type: 'scheduled',
              scheduled_at: '2026-12-05T15:00:00.000Z',
              status: 'scheduled',
              editable: true,
              media: [mediaFile(1, 'red.jpg'), mediaFile(2, 'blue.jpg')],
              targets: [target(1, 'Demo page'), target(2, 'Second page')],
            }),
          },
        };
      return undefined;
    });
    renderRoute('/dashboard/fb/poster/7');
    expect(((await screen.findByTestId('poster-message')) as HTMLTextAreaElement).value).toBe('Two dresses');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Edit Facebook post');
    expect((document.getElementById('poster-schedule-time') as HTMLInputElement).value).toBe('2026-12-05 18:00');
    expect(within(screen.getByTestId('poster-targets')).getByText('Second page')).toBeTruthy();
    const names = () => screen.getAllByTestId('poster-file').map((item) => item.textContent);
    expect(names()).toEqual(['red.jpg', 'blue.jpg']);
    // Photos can be put in order.
    fireEvent.click(screen.getAllByTestId('poster-file-up')[1]!);
    expect(names()).toEqual(['blue.jpg', 'red.jpg']);
    const ups = screen.getAllByTestId('poster-file-up') as HTMLButtonElement[];
    expect(ups.map((button) => button.disabled)).toEqual([true, false]);
    expect(screen.getByTestId('poster-save').textContent).toBe('Save changes');
    // A video post cannot carry the photos: they are let go when the type changes.
    fireEvent.click(screen.getByText('Video'));
    expect(screen.queryAllByTestId('poster-file')).toEqual([]);
  });

  it('refuses gracefully to edit a post already published', async () => {
    stubFetch((url) =>
      url.endsWith('/api/posts/8')
        ? { status: 200, body: { post: savedPost({ id: 8, status: 'published', editable: false }) } }
        : undefined,
    );
    renderRoute('/dashboard/fb/poster/8');
    const notice = await screen.findByTestId('poster-not-editable');
    expect(notice.textContent).toContain('This post can no longer be edited');
    expect(screen.queryByTestId('poster-editor')).toBeNull();
    expect(screen.getByTestId('poster-form')).toBeTruthy();
  });

  it("says so when the post does not exist (or is another owner's)", async () => {
    stubFetch(() => undefined);
    renderRoute('/dashboard/fb/poster/9');
    await waitFor(() => expect(screen.getByTestId('poster-load-error').textContent).toBe('Not found'));
  });
});
