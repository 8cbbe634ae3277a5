import { publishingLimits } from '@app/contract/publishing-limits';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPoster } from '@/features/publishing/poster/poster-form-values.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { FakeUpload, mediaFile, problem, renderPoster, savedPost } from './support/poster.tsx';
import { makePage, signedIn } from './support/session.ts';

const noTemplates = { status: 200, body: { templates: [] } };
const isPreflight = (url: string) => url.endsWith('/api/posts/preflight');
const isSave = (url: string, init?: RequestInit) => url.endsWith('/api/posts') && init?.method === 'POST';
const posts = (calls: { url: string; method: string }[]) => calls.filter((call) => isSave(call.url, call));

function stubPoster(preflightProblems: unknown[] = [], save: { status: number; body: unknown } | null = null) {
  return stubFetch((url, init) => {
    if (url.includes('/api/posts/templates')) return noTemplates;
    if (isPreflight(url)) return { status: 200, body: { problems: preflightProblems } };
    if (isSave(url, init)) return save ?? { status: 200, body: { post: savedPost() } };
    return undefined;
  });
}

function pickFiles(files: File[]) {
  fireEvent.change(screen.getByTestId('poster-file-input'), { target: { files } });
}

function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('the Facebook poster form', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => {
    sessionStore.setState(signedIn({ pages: [makePage({ features: ['poster'] })], currentPageId: 1 }));
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    URL.createObjectURL = () => 'blob:local-copy';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers status backgrounds only up to 130 characters and drops a chosen one, saying so, when the text grows', async () => {
    stubPoster();
    renderPoster(emptyPoster('facebook', 1));
    const message = screen.getByTestId('poster-message');
    fireEvent.change(message, { target: { value: 'عرض اليوم' } });
    const [firstPreset] = screen.getAllByRole('radio', { name: /Background 1/ });
    await userEvent.click(firstPreset!);
    expect(screen.getByTestId('preview-background').textContent).toBe('عرض اليوم');

    const limit = publishingLimits.statusBackgroundMaxLength;
    fireEvent.change(message, { target: { value: 'ع'.repeat(limit) } });
    expect(screen.getByTestId('poster-backgrounds')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'ع'.repeat(limit + 1) } });

    const note = await screen.findByTestId('background-not-applicable');
    expect(note.textContent).toContain('Status background is not applicable when the text is over 130 characters');
    expect(note.textContent).toContain('The background you picked was removed');
    expect(screen.queryByTestId('poster-backgrounds')).toBeNull();
    expect(screen.queryByTestId('preview-background')).toBeNull();
    expect(screen.getByTestId('preview-text').getAttribute('dir')).toBe('auto');

    // Back under the limit the swatches return, with no background chosen.
    fireEvent.change(message, { target: { value: 'قصير' } });
    expect(await screen.findByTestId('poster-backgrounds')).toBeTruthy();
    expect(screen.getByTestId('background-none').getAttribute('aria-checked')).toBe('true');
  });

  it('checks type and size in the browser before uploading, then uploads with a progress bar', async () => {
    stubPoster();
    renderPoster({ ...emptyPoster('facebook', 1), type: 'photos' });
    pickFiles([
      fileOf('big.jpg', 'image/jpeg', publishingLimits.imageMaxBytes + 1),
      fileOf('notes.txt', 'text/plain', 10),
      fileOf('clip.avi', 'video/x-msvideo', 10),
    ]);
    const rejected = await screen.findByTestId('media-rejected');
    const reasons = within(rejected)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'big.jpg: The maximum image size is 8 MB',
      'notes.txt: this kind of post takes png, jpg, jpeg, gif files.',
      'clip.avi: this kind of post takes png, jpg, jpeg, gif files.',
    ]);
    expect(FakeUpload.sent).toEqual([]);

    pickFiles([fileOf('offer.jpg', 'image/jpeg', 2_000)]);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [{ request, body }] = FakeUpload.sent as [(typeof FakeUpload.sent)[number]];
    expect(request.url).toBe('/api/posts/media');
    expect(request.headers.Authorization).toBe('Bearer test-token');
    expect((body.get('file') as File).name).toBe('offer.jpg');
    act(() => request.progress(40));
    expect(within(screen.getByTestId('poster-upload')).getByText('40%')).toBeTruthy();
    expect(screen.getByTestId('poster-save').hasAttribute('disabled')).toBe(true);
    act(() => request.answer(200, { media: mediaFile(31, 'offer.jpg') }));
    expect((await screen.findByTestId('poster-file')).textContent).toContain('offer.jpg');
    expect(screen.queryByTestId('poster-upload')).toBeNull();
    expect(screen.getByTestId('preview-photos').querySelector('img')?.getAttribute('src')).toBe('blob:local-copy');
  });

  it('refuses a video over 100 MB and a second video before uploading', async () => {
    stubPoster();
    renderPoster({ ...emptyPoster('facebook', 1), type: 'video' });
    pickFiles([fileOf('long.mp4', 'video/mp4', publishingLimits.videoMaxBytes + 1)]);
    expect((await screen.findByTestId('media-rejected')).textContent).toContain(
      'long.mp4: The maximum video size is 100 MB',
    );
    expect(FakeUpload.sent).toEqual([]);
  });

  it('asks for a confirmation before publishing now, and publishes only once confirmed', async () => {
    const calls = stubPoster();
    const { onSaved } = renderPoster(emptyPoster('facebook', 1));
    fireEvent.change(screen.getByTestId('poster-message'), { target: { value: 'Offer of the day' } });
    fireEvent.click(screen.getByTestId('poster-save'));

    const dialog = await screen.findByTestId('publish-confirm');
    expect(dialog.textContent).toContain('Demo page');
    expect(screen.queryByTestId('publish-confirm-warnings')).toBeNull();
    expect(calls.some((call) => isPreflight(call.url))).toBe(true);
    expect(posts(calls)).toEqual([]);

    // Cancelling sends nothing.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    fireEvent.click(screen.getByTestId('poster-save'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(posts(calls)).toHaveLength(1);
  });

  it('lets a post with warnings only be published, naming the warnings in the confirmation', async () => {
    const calls = stubPoster([problem({ code: 'schedule-too-far', severity: 'warning', params: { days: 365 } })]);
    const { onSaved } = renderPoster(emptyPoster('facebook', 1));
    fireEvent.change(screen.getByTestId('poster-message'), { target: { value: 'Offer' } });
    fireEvent.click(screen.getByTestId('poster-save'));
    const warnings = await screen.findByTestId('publish-confirm-warnings');
    expect(warnings.textContent).toContain('A post can be scheduled at most 365 days ahead.');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(posts(calls)).toHaveLength(1);
  });

  it('schedules without a confirmation and sends the business-clock time as its instant', async () => {
    let sent: Record<string, unknown> = {};
    stubFetch((url, init) => {
      if (url.includes('/api/posts/templates')) return noTemplates;
      if (isPreflight(url)) return { status: 200, body: { problems: [] } };
      if (isSave(url, init)) {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { status: 200, body: { post: savedPost({ schedule_type: 'scheduled' }) } };
      }
      return undefined;
    });
    const due = '2026-12-05T15:00:00.000Z';
    const { onSaved } = renderPoster({
      ...emptyPoster('facebook', 1),
      message: 'Weekend offer',
      schedule_type: 'scheduled',
      schedule_time: due,
    });
    expect((document.getElementById('poster-schedule-time') as HTMLInputElement).value).toBe('2026-12-05 18:00');
    fireEvent.click(screen.getByTestId('poster-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    expect(sent).toMatchObject({ network: 'facebook', pages: [1], schedule_type: 'scheduled', schedule_time: due });
  });

  it("shows the pre-flight's problems beside the page and the field while typing; errors block the save, warnings do not", async () => {
    const problems = [
      problem({
        code: 'permission-missing',
        target_id: 1,
        target_name: 'Demo page',
        params: { permission: 'pages_manage_posts' },
        meta_message: '(#200) The user hasn’t authorized the application',
      }),
      problem({ code: 'link-required' }),
      problem({ code: 'schedule-too-far', severity: 'warning', params: { days: 365 } }),
    ];
    const calls = stubPoster(problems);
    renderPoster({ ...emptyPoster('facebook', 1), type: 'link' });
    fireEvent.change(screen.getByTestId('poster-message'), { target: { value: 'See our shop' } });

    const targetProblems = await screen.findByTestId('problems-targets', {}, { timeout: 2_000 });
    expect(targetProblems.textContent).toContain(
      'Demo page: the permission pages_manage_posts is missing. Ask for it again from My pages and accounts.',
    );
    expect(targetProblems.textContent).toContain('Meta says: (#200) The user hasn’t authorized the application');
    expect(screen.getByTestId('problems-link').textContent).toBe('Enter the link to share.');
    expect(screen.getByTestId('problems-schedule').querySelector('[data-severity="warning"]')).toBeTruthy();

    fireEvent.click(screen.getByTestId('poster-save'));
    expect((await screen.findByTestId('poster-error')).textContent).toContain('fix the problems shown in red');
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's 422 on save in the form and its problems beside their fields", async () => {
    let preflightCalls = 0;
    const calls = stubFetch((url, init) => {
      if (url.includes('/api/posts/templates')) return noTemplates;
      if (isPreflight(url)) {
        preflightCalls += 1;
        // The token broke between the check and the save: the server's own check refuses it.
        const problems =
          preflightCalls > 1 ? [problem({ code: 'page-token-invalid', target_id: 1, target_name: 'Demo page' })] : [];
        return { status: 200, body: { problems } };
      }
      if (isSave(url, init))
        return {
          status: 422,
          body: {
            code: 'validation',
            message: 'The given data was invalid.',
            errors: { pages: ['Demo page: Meta no longer accepts the connection.'] },
          },
        };
      return undefined;
    });
    const { onSaved } = renderPoster({
      ...emptyPoster('facebook', 1),
      message: 'Tomorrow',
      schedule_type: 'scheduled',
      schedule_time: '2026-12-05T15:00:00.000Z',
    });
    fireEvent.click(screen.getByTestId('poster-save'));
    const alert = await screen.findByTestId('poster-error');
    expect(within(alert).getByRole('listitem').textContent).toBe('Demo page: Meta no longer accepts the connection.');
    expect(document.getElementById('poster-targets-error')?.textContent).toBe(
      'Demo page: Meta no longer accepts the connection.',
    );
    expect((await screen.findByTestId('problems-targets')).textContent).toContain(
      'Demo page: Meta no longer accepts the connection. Reconnect it from My pages and accounts.',
    );
    expect(posts(calls)).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the Instagram post form', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => {
    sessionStore.setState(
      signedIn({
        instaAccounts: [{ id: 5, name: 'Shop', username: 'shop', avatar: null, account_type: 'BUSINESS' } as never],
        currentInstaAccountId: 5,
        instagramHashtagsPerCaption: 5,
      }),
    );
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    URL.createObjectURL = () => 'blob:local-copy';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes JPEG only for an image post and sends caption, accounts and files', async () => {
    let sent: Record<string, unknown> = {};
    stubFetch((url, init) => {
      if (url.includes('/api/posts/templates')) return noTemplates;
      if (isPreflight(url)) return { status: 200, body: { problems: [] } };
      if (isSave(url, init)) {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { status: 200, body: { post: savedPost({ network: 'instagram', type: 'image' }) } };
      }
      return undefined;
    });
    const { onSaved } = renderPoster(emptyPoster('instagram', 5));
    pickFiles([fileOf('logo.png', 'image/png', 1_000)]);
    expect((await screen.findByTestId('media-rejected')).textContent).toContain(
      'logo.png: this kind of post takes jpg, jpeg files.',
    );
    pickFiles([fileOf('shoe.jpg', 'image/jpeg', 1_000)]);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0]!.request.answer(200, { media: mediaFile(44, 'shoe.jpg') }));
    await screen.findByTestId('poster-file');
    fireEvent.change(screen.getByTestId('poster-message'), { target: { value: 'حذاء جديد #عرض' } });
    expect(screen.getByTestId('preview-instagram-post').textContent).toContain('حذاء جديد #عرض');

    fireEvent.click(screen.getByTestId('poster-save'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toMatchObject({
      network: 'instagram',
      type: 'image',
      caption: 'حذاء جديد #عرض',
      accounts: [5],
      files: [44],
    });
  });

  it("counts the caption's hashtags against the cap the server told the session", () => {
    stubPoster();
    renderPoster(emptyPoster('instagram', 5));
    const count = () => screen.getByTestId('poster-hashtag-count');
    expect(count().textContent).toBe('Hashtags: 0 / 5');
    const tags = (n: number) => Array.from({ length: n }, (_, index) => `#عرض${index}`).join(' ');
    fireEvent.change(screen.getByTestId('poster-message'), { target: { value: tags(6) } });
    expect(count().textContent).toBe('Hashtags: 6 / 5');
    expect(count().className).toContain('poster-hint-over');
    act(() => sessionStore.setState({ instagramHashtagsPerCaption: 30 }));
    expect(count().textContent).toBe('Hashtags: 6 / 30');
    expect(count().className).not.toContain('poster-hint-over');
  });

  it('does not offer a story to a creator account', () => {
    stubPoster();
    act(() =>
      sessionStore.setState({
        instaAccounts: [
          { id: 5, name: 'Shop', username: 'shop', avatar: null, account_type: 'MEDIA_CREATOR' } as never,
        ],
      }),
    );
    renderPoster(emptyPoster('instagram', 5));
    expect(screen.getByText('Reel')).toBeTruthy();
    expect(screen.queryByText('Story')).toBeNull();
  });

  it('frames a reel and a story as tall Instagram screens, the reel with its caption', () => {
    stubPoster();
    const video = { ...mediaFile(50, 'walk.mp4'), kind: 'video' as const, extension: 'mp4' };
    renderPoster({ ...emptyPoster('instagram', 5), type: 'reel', message: 'خطوة بخطوة', media: [video] });
    const reel = screen.getByTestId('preview-instagram-reel');
    expect(reel.querySelector('video')?.getAttribute('src')).toBe('/media/50.jpg');
    expect(within(reel).getByTestId('preview-text').textContent).toBe('خطوة بخطوة');
    fireEvent.click(screen.getByText('Story'));
    expect(within(screen.getByTestId('preview-instagram-story')).queryByTestId('preview-text')).toBeNull();
  });
});
