import type { Post } from '@app/contract/publishing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  chooseOption,
  confirmDialog,
  demoOwner,
  openPage,
  pathOf,
  rememberedTokenStorage,
  screenshot,
  useBrowser,
  lookedAt,
} from './support/browser.ts';

/** A save runs the live pre-flight (token, permissions, quota) against the simulator on a shared machine. */
const savedWithin = 30_000;

type DemoSession = { token: string; pageId: number; pageName: string; instagramId: number | null };

async function demoSession(): Promise<DemoSession> {
  const { status, body } = await apiLogin(demoOwner);
  expect(status).toBe(200);
  const page = body.pages[0]!;
  return {
    token: body.access_token,
    pageId: page.id,
    pageName: page.name,
    instagramId: body.insta_accounts?.[0]?.id ?? null,
  };
}

async function apiGet<Body>(path: string, token: string): Promise<Body> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, version: '2', locale: 'en' },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Body;
}

/** The post with this text, once the API lists it (the list screens are another helper's). */
async function findPost(token: string, network: 'facebook' | 'instagram', text: string): Promise<Post> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { posts } = await apiGet<{ posts: Post[] }>(`/api/posts?network=${network}&limit=100`, token);
    const found = posts.find((post) => post.message === text);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No ${network} post with the text ${text}`);
}

/** A date two days ahead on the Damascus clock (UTC+3 all year), as the picker types it and as its instant. */
function twoDaysAhead(): { typed: string; instant: string } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Damascus' }).format(
    new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
  );
  return { typed: `${date} 10:30`, instant: new Date(`${date}T10:30:00+03:00`).toISOString() };
}

async function openPoster(
  browser: ReturnType<ReturnType<typeof useBrowser>>,
  token: string,
  options: { locale: string; dark?: boolean; width?: number; path?: string },
) {
  const path = options.path ?? '/dashboard/fb/poster';
  // The Instagram screens are reached with the switcher on Instagram: the menu and the top bar follow it.
  const accountType = path.startsWith('/dashboard/instagram') ? 'instagram' : 'fb';
  const opened = await openPage(browser, {
    storage: rememberedTokenStorage(token, {
      locale: options.locale,
      darkMode: String(options.dark ?? false),
      accountType,
    }),
    ...(options.width ? { width: options.width, height: 900 } : {}),
  });
  await opened.page.goto(path);
  await opened.page.getByTestId('poster-editor').waitFor();
  return opened;
}

async function writeMessage(page: Page, text: string) {
  await page.getByTestId('poster-message').fill(text);
  await page.getByTestId('preview-facebook').getByText(text).waitFor();
}

/** A JPEG drawn by the browser itself: a square in the shop's colours, within Instagram's aspect ratios. */
async function drawJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1080;
    canvas.height = 1080;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1080, 1080);
    gradient.addColorStop(0, '#8e2de2');
    gradient.addColorStop(1, '#f7971e');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1080, 1080);
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('the poster forms', () => {
  const browser = useBrowser();

  it('shows a Facebook post as it will look, in Arabic and English, light and dark, and at phone width', async () => {
    const { token, pageName } = await demoSession();
    const arabic = 'تخفيضات نهاية الأسبوع على كل الفساتين 🎉';
    for (const { locale, dark } of lookedAt([
      { locale: 'ar', dark: false },
      { locale: 'ar', dark: true },
      { locale: 'en', dark: false },
      { locale: 'en', dark: true },
    ])) {
      const { context, page } = await openPoster(browser(), token, { locale, dark });
      await writeMessage(page, arabic);
      await page.getByTestId('poster-backgrounds').getByRole('radio').nth(2).click();
      await page.getByTestId('preview-background').getByText(arabic).waitFor();
      await page.getByTestId('poster-first-comment').fill(locale === 'ar' ? 'السعر في الرسائل' : 'Prices in messages');
      await expect(page.getByTestId('preview-facebook').textContent()).resolves.toContain(pageName);
      await screenshot(page, `poster-fb-${locale}-${dark ? 'dark' : 'light'}`);

      // Past 130 characters the background goes, and the form says why (spec section 9).
      await page.getByTestId('poster-message').fill(`${arabic} ${'ا'.repeat(130)}`);
      await page.getByTestId('background-not-applicable').waitFor();
      expect(await page.getByTestId('preview-background').count()).toBe(0);
      if (locale === 'en' && !dark) await screenshot(page, 'poster-fb-en-light-long-text');
      await context.close();
    }

    const phone = await openPoster(browser(), token, { locale: 'ar', width: 390 });
    await writeMessage(phone.page, arabic);
    await expect(phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(
      true,
    );
    await screenshot(phone.page, 'poster-fb-ar-phone');
    await phone.page.getByTestId('poster-preview').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'poster-fb-ar-phone-preview');
    await phone.context.close();
  });

  it('schedules a Facebook post on the business clock; the API lists it at that instant', async () => {
    const { token, pageId } = await demoSession();
    const text = `Weekend offer ${Date.now()}`;
    const due = twoDaysAhead();
    const { context, page } = await openPoster(browser(), token, { locale: 'en' });
    await writeMessage(page, text);
    await page.getByTestId('poster-schedule-type').getByText('At a time').click();
    await page.locator('#poster-schedule-time').fill(due.typed);
    await page.keyboard.press('Enter');
    await page.getByTestId('poster-save').scrollIntoViewIfNeeded();
    await screenshot(page, 'poster-fb-en-scheduled');
    await page.getByTestId('poster-save').click();
    await page.waitForURL('**/dashboard/fb/scheduled-posts', { timeout: savedWithin });

    const post = await findPost(token, 'facebook', text);
    // Enter in the picker confirmed the time only: one post, saved by the button.
    const { posts } = await apiGet<{ posts: Post[] }>('/api/posts?network=facebook&limit=100', token);
    expect(posts.filter((item) => item.message === text)).toHaveLength(1);
    expect(post.schedule_type).toBe('scheduled');
    expect(new Date(post.scheduled_at).toISOString()).toBe(due.instant);
    expect(post.targets.map((target) => target.target_id)).toEqual([pageId]);
    expect(post.status).toBe('scheduled');

    // Editing loads the post as saved, on the same business clock, and keeps one post.
    await page.goto(`/dashboard/fb/poster/${post.id}`);
    await expect(page.getByTestId('poster-message').inputValue()).resolves.toBe(text);
    await expect(page.locator('#poster-schedule-time').inputValue()).resolves.toBe(due.typed);
    await page.getByTestId('poster-message').fill(`${text} (edited)`);
    await page.getByTestId('poster-save').click();
    await page.waitForURL('**/dashboard/fb/scheduled-posts', { timeout: savedWithin });
    const edited = await apiGet<{ post: Post }>(`/api/posts/${post.id}`, token);
    expect(edited.post.message).toBe(`${text} (edited)`);
    expect(new Date(edited.post.scheduled_at).toISOString()).toBe(due.instant);
    await context.close();
  });

  it('uploads photos, puts them in order and schedules them in that order', async () => {
    const { token } = await demoSession();
    const text = `Two new colours ${Date.now()}`;
    const { context, page } = await openPoster(browser(), token, { locale: 'ar' });
    await page.getByTestId('poster-type').getByText('صور').click();
    const photo = await drawJpeg(page);
    await page.getByTestId('poster-file-input').setInputFiles([
      { name: 'purple.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'orange.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await expect.poll(() => page.getByTestId('poster-file').count()).toBe(2);
    const names = () => page.getByTestId('poster-file').allTextContents();
    const uploaded = await names();
    await page.getByTestId('poster-file-up').nth(1).click();
    // Read once the list has drawn the move (on a loaded machine the click's render comes later).
    await expect.poll(names).toEqual([uploaded[1], uploaded[0]]);
    const ordered = await names();
    await writeMessage(page, text);
    await expect.poll(() => page.getByTestId('preview-photos').locator('img').count()).toBe(2);
    await screenshot(page, 'poster-fb-ar-photos');

    await page.getByTestId('poster-schedule-type').getByText('في وقت محدد').click();
    await page.locator('#poster-schedule-time').fill(twoDaysAhead().typed);
    await page.keyboard.press('Enter');
    await page.getByTestId('poster-save').click();
    await page.waitForURL('**/dashboard/fb/scheduled-posts', { timeout: savedWithin });
    const post = await findPost(token, 'facebook', text);
    expect(post.type).toBe('photos');
    expect(post.media.map((file) => file.original_name)).toEqual(ordered);
    await context.close();
  });

  it('publishes a Facebook post now only after the confirmation', async () => {
    const { token } = await demoSession();
    const text = `Open today until 9 ${Date.now()}`;
    const { context, page } = await openPoster(browser(), token, { locale: 'ar' });
    await writeMessage(page, text);
    await page.getByTestId('poster-save').click();
    const dialog = page.getByTestId('publish-confirm');
    await dialog.waitFor();
    await screenshot(page, 'poster-fb-ar-confirm');
    const before = await apiGet<{ posts: Post[] }>('/api/posts?network=facebook&limit=100', token);
    expect(before.posts.some((post) => post.message === text)).toBe(false);

    await confirmDialog(page);
    await page.waitForURL('**/dashboard/fb/published-posts', { timeout: savedWithin });
    expect(pathOf(page)).toBe('/dashboard/fb/published-posts');
    const post = await findPost(token, 'facebook', text);
    expect(post.schedule_type).toBe('now');
    // The engine publishes it on (simulated) Facebook: Meta's id comes back on the target.
    await expect
      .poll(async () => (await apiGet<{ post: Post }>(`/api/posts/${post.id}`, token)).post.status, { timeout: 20_000 })
      .toBe('published');
    const published = await apiGet<{ post: Post }>(`/api/posts/${post.id}`, token);
    expect(published.post.targets[0]!.meta_post_id).toMatch(/^\d+_\d+$/);

    // A published post is no longer editable: its address says so instead of showing the form.
    await page.goto(`/dashboard/fb/poster/${post.id}`);
    await page.getByTestId('poster-not-editable').waitFor();
    expect(await page.getByTestId('poster-editor').count()).toBe(0);
    await context.close();
  });

  it('creates an Instagram image post with an uploaded JPEG and its preview', async () => {
    const { token, instagramId } = await demoSession();
    expect(instagramId).not.toBeNull();
    const caption = `فستان سهرة جديد #أناقة ${Date.now()}`;
    for (const { locale, dark } of [
      { locale: 'ar', dark: false },
      { locale: 'en', dark: true },
    ]) {
      const { context, page } = await openPoster(browser(), token, {
        locale,
        dark,
        path: '/dashboard/instagram/poster',
      });
      await page.getByTestId('poster-file-input').setInputFiles({
        name: 'dress.jpg',
        mimeType: 'image/jpeg',
        buffer: await drawJpeg(page),
      });
      await page.getByTestId('poster-file').waitFor();
      await page.getByTestId('poster-message').fill(caption);
      await page.getByTestId('preview-instagram-post').getByText(caption).waitFor();
      await screenshot(page, `poster-ig-${locale}-${dark ? 'dark' : 'light'}`);
      if (locale === 'ar') {
        await page.getByTestId('poster-save').click();
        await confirmDialog(page);
        await page.waitForURL('**/dashboard/instagram/published-posts', { timeout: savedWithin });
      }
      await context.close();
    }
    const post = await findPost(token, 'instagram', caption);
    expect(post.type).toBe('image');
    expect(post.media).toHaveLength(1);
    expect(post.media[0]!.kind).toBe('image');
    expect(post.targets.map((target) => target.target_id)).toEqual([instagramId]);
  });
  it("shows the pre-flight's problem beside the files and refuses to save until it is fixed", async () => {
    const { token } = await demoSession();
    const { context, page } = await openPoster(browser(), token, { locale: 'en', path: '/dashboard/instagram/poster' });
    await page.getByTestId('poster-type').getByText('Carousel').click();
    await page.getByTestId('poster-file-input').setInputFiles({
      name: 'first.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawJpeg(page),
    });
    await page.getByTestId('poster-file').waitFor();
    await page.getByTestId('poster-message').fill('One photo is not a carousel');
    const media = page.getByTestId('problems-media');
    await media.getByText('A carousel has between 2 and 10 items.').waitFor();
    await page.getByTestId('poster-save').click();
    await page.getByTestId('poster-error').waitFor();
    expect(await page.getByTestId('publish-confirm').count()).toBe(0);
    await screenshot(page, 'poster-ig-en-problems');

    // A second photo fixes it: the problem goes away as the seller works.
    await page.getByTestId('poster-file-input').setInputFiles({
      name: 'second.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawJpeg(page),
    });
    await expect(page.getByTestId('poster-file').count()).resolves.toBeGreaterThanOrEqual(1);
    await media.waitFor({ state: 'detached' });
    await context.close();
  });

  it('saves the form as a template and fills a new post from it', async () => {
    const { token } = await demoSession();
    const name = `Friday template ${Date.now()}`;
    const first = await openPoster(browser(), token, { locale: 'en' });
    await writeMessage(first.page, 'Friday: free delivery');
    await first.page.getByTestId('poster-first-comment').fill('Order by message');
    await first.page.getByTestId('poster-save-template').click();
    await first.page.getByTestId('poster-template-name').fill(name);
    await first.page.getByTestId('template-name-ok').click();
    await first.page.getByText('The template is saved').waitFor();
    await first.context.close();

    const { context, page } = await openPoster(browser(), token, { locale: 'en' });
    await chooseOption(page, page.locator('#poster-template'), name);
    await expect(page.getByTestId('poster-message').inputValue()).resolves.toBe('Friday: free delivery');
    await expect(page.getByTestId('poster-first-comment').inputValue()).resolves.toBe('Order by message');
    await page.getByTestId('preview-first-comment').getByText('Order by message').waitFor();
    await context.close();
  });
});
