import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  confirmDialog,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
} from './support/browser.ts';
import { drawJpeg } from './support/jpeg.ts';
import {
  damascusDate,
  damascusInstant,
  demoPublisher,
  eventually,
  schedulePost,
  simulatorGraph,
  uploadJpeg,
  type DemoPublisher,
} from './support/publishing.ts';

type Browser = ReturnType<ReturnType<typeof useBrowser>>;

async function openAs(browser: Browser, publisher: DemoPublisher, locale: 'ar' | 'en', dark = false, width = 1366) {
  return openPage(browser, {
    width,
    height: width < 600 ? 844 : 1000,
    storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
  });
}

/** The demo page's and its Instagram account's ids on Meta, and the page's token (from the simulator). */
async function simulatedPage(publisher: DemoPublisher) {
  const page = (await simulator.listPages()).find((candidate) => candidate.id === publisher.pageMetaId);
  if (!page) throw new Error(`The simulator has no page ${publisher.pageMetaId}`);
  return { token: page.access_token, igUserId: page.instagram_business_account?.id ?? null };
}

describe('Instagram publishing screens and Facebook native scheduled posts', () => {
  const browser = useBrowser();

  it('lists an Instagram post in the scheduled list and in the calendar with its network', async () => {
    const publisher = await demoPublisher();
    expect(publisher.instagramId).not.toBeNull();
    const { context, page } = await openAs(browser(), publisher, 'en');
    await page.goto('/dashboard/instagram/scheduled-posts');
    const media = await uploadJpeg(publisher.token, await drawJpeg(page));
    const day = damascusDate(2);
    const caption = `New evening dress #fashion ${Date.now().toString(36)}`;
    const post = await schedulePost(publisher, {
      network: 'instagram',
      message: caption,
      at: damascusInstant(day, '20:00'),
      files: [media.id],
    });
    await page.reload();
    const item = page.locator(`[data-testid="post-item"][data-post-id="${post.id}"]`);
    await item.waitFor();
    expect(await item.innerText()).toContain(caption);
    expect(await item.locator('.network-instagram').count()).toBe(1);
    expect(await item.locator('.post-thumb img').getAttribute('src')).toBe(media.url);
    await page.goto(`/dashboard/instagram/scheduled-posts?view=calendar&span=week&date=${day}`);
    const entry = page.locator(
      `[data-testid="calendar-slot"][data-date="${day}"][data-hour="20"] [data-post-id="${post.id}"]`,
    );
    await entry.waitFor();
    expect(await entry.locator('.network-instagram').count()).toBe(1);
    expect(await entry.innerText()).toContain(publisher.instagramUsername ?? '');
    await entry.click();
    await page.getByTestId('calendar-details').waitFor();
    await screenshot(page, 'calendar-week-instagram-details-en');
    await context.close();
  });

  it("shows the account's stories of the last 24 hours with their links", async () => {
    const publisher = await demoPublisher();
    const { igUserId } = await simulatedPage(publisher);
    expect(igUserId).not.toBeNull();
    const { context, page } = await openAs(browser(), publisher, 'ar');
    await page.goto('/dashboard/instagram/instagram-stories');
    const media = await uploadJpeg(publisher.token, await drawJpeg(page, ['#00b09b', '#96c93d']));
    const { id: storyId } = await simulator.createPost({
      ig_user_id: igUserId!,
      message: '',
      story: true,
      media_url: media.url,
    });
    await page.reload();
    const tile = page.locator(`[data-testid="media-tile"][data-media-id="${storyId}"]`);
    await tile.waitFor();
    expect(await tile.getByTestId('instagram-link').getAttribute('href')).toContain('/_meta/view/');
    await networkQuiet(page);
    await screenshot(page, 'instagram-stories-ar-light');
    await context.close();
  });

  it('searches a hashtag, shows the weekly usage with when each frees, and warns once the 30 are used', async () => {
    const publisher = await demoPublisher();
    for (const [locale, dark] of [
      ['en', false],
      ['ar', true],
    ] as const) {
      const { context, page } = await openAs(browser(), publisher, locale, dark);
      await page.goto('/dashboard/instagram/hashtag/search');
      await page.getByTestId('hashtag-usage').waitFor();
      const before = Number(await page.getByTestId('hashtag-usage').getAttribute('data-used'));
      const input = page.getByTestId('hashtag-input').locator('input');
      await input.fill(locale === 'en' ? '#fashion' : 'موضة');
      await input.press('Enter');
      await page.getByTestId('hashtag-media').waitFor();
      await page.locator(`[data-testid="hashtag-usage"][data-used="${before + 1}"]`).waitFor();
      expect(await page.getByTestId('used-hashtag').count()).toBe(before + 1);
      await page
        .getByTestId('hashtag-kind')
        .getByText(locale === 'en' ? 'Recent' : 'الأحدث')
        .click();
      await page.getByTestId('hashtag-media').waitFor();
      await networkQuiet(page);
      await screenshot(page, `hashtag-search-${locale}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }

    // Use up the week's 30 hashtags, then the screen says so before the seller tries a new one.
    const { context, page } = await openAs(browser(), publisher, 'en', false, 390);
    for (let index = 0; index < 30; index += 1) {
      const answer = await fetch(`${baseUrl()}/api/instagram/hashtags/search?q=tag${index}x&kind=top`, {
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${publisher.token}`,
          version: '2',
          'insta-id': String(publisher.instagramId),
        },
      });
      if (answer.status === 429) break;
    }
    await page.goto('/dashboard/instagram/hashtag/search');
    const limit = page.getByTestId('hashtag-limit');
    await limit.waitFor();
    expect(await limit.innerText()).toContain('limit of 30');
    await page.getByTestId('hashtag-input').locator('input').fill('brandnewtag');
    expect(await page.getByTestId('hashtag-submit').isDisabled()).toBe(true);
    await screenshot(page, 'hashtag-search-limit-en-mobile');
    await context.close();
  });

  it('lists the posts scheduled natively on Facebook, publishes one now and deletes one, each after a confirmation', async () => {
    const publisher = await demoPublisher();
    const { token } = await simulatedPage(publisher);
    const inAnHour = String(Math.floor(Date.now() / 1000) + 3600);
    const native = async (message: string) =>
      simulatorGraph<{ id: string }>('POST', `${publisher.pageMetaId}/feed`, {
        message,
        published: 'false',
        scheduled_publish_time: inAnHour,
        access_token: token,
      });
    const kept = await native(`Scheduled in Business Suite ${Date.now().toString(36)}`);
    const removed = await native(`To delete ${Date.now().toString(36)}`);

    const { context, page } = await openAs(browser(), publisher, 'ar');
    await page.goto('/dashboard/fb/fb-scheduled-posts');
    const row = (id: string) => page.locator(`[data-testid="native-post"][data-post-id="${id}"]`);
    await row(kept.id).waitFor();
    expect(await row(kept.id).getByTestId('meta-post-id').innerText()).toContain(kept.id);
    await screenshot(page, 'fb-scheduled-posts-ar-light');

    await row(removed.id).getByTestId('native-delete').click();
    await page.getByTestId('native-confirm').waitFor();
    await confirmDialog(page);
    await row(removed.id).waitFor({ state: 'detached' });

    await row(kept.id).getByTestId('native-publish-now').click();
    await page.getByTestId('native-confirm').waitFor();
    await confirmDialog(page);
    await row(kept.id).waitFor({ state: 'detached' });
    const published = await eventually(
      () => simulatorGraph<{ is_published?: boolean }>('GET', kept.id, { fields: 'is_published', access_token: token }),
      (post) => post.is_published === true,
    );
    expect(published.is_published).toBe(true);
    await context.close();
  });
});
