import { describe, expect, it } from 'vitest';
import {
  confirmDialog,
  networkQuiet,
  openPage,
  pathOf,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  looks,
} from './support/browser.ts';
import {
  callApi,
  damascusDate,
  damascusInstant,
  demoPublisher,
  eventually,
  getPost,
  schedulePost,
} from './support/publishing.ts';

const stamp = () => Date.now().toString(36);

describe('scheduled posts: list, calendar, reschedule, publish now, delete', () => {
  const browser = useBrowser();

  it('shows scheduled posts in the list and the calendar, drags one to another day, publishes one now and deletes one', async () => {
    const publisher = await demoPublisher();
    const run = stamp();
    const day = damascusDate(2);
    const nextDay = damascusDate(3);
    const moved = await schedulePost(publisher, { message: `Drag me ${run}`, at: damascusInstant(day, '10:15') });
    const now = await schedulePost(publisher, { message: `Publish me ${run}`, at: damascusInstant(day, '12:00') });
    const removed = await schedulePost(publisher, { message: `Delete me ${run}`, at: damascusInstant(day, '14:30') });

    const { context, page } = await openPage(browser(), {
      height: 1000,
      storage: rememberedTokenStorage(publisher.token, { locale: 'en' }),
    });
    await page.goto('/dashboard/fb/scheduled-posts');
    const item = (id: number) => page.locator(`[data-testid="post-item"][data-post-id="${id}"]`);
    await item(moved.id).waitFor();
    expect(await item(moved.id).innerText()).toContain(`Drag me ${run}`);
    expect(await item(moved.id).getByTestId('post-time').innerText()).toContain('10:15');

    // The calendar, kept in the address.
    await page.getByTestId('view-switch').getByText('Calendar').click();
    await page.getByTestId('post-calendar').waitFor();
    expect(pathOf(page)).toContain('view=calendar');
    await page.goto(`/dashboard/fb/scheduled-posts?view=calendar&span=month&date=${day}`);
    const dayCell = (date: string) => page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
    const entry = dayCell(day).locator(`[data-testid="calendar-entry"][data-post-id="${moved.id}"]`);
    await entry.waitFor();
    expect(await entry.innerText()).toContain('10:15');
    expect(await entry.innerText()).toContain(publisher.pageName);
    await screenshot(page, 'calendar-month-en-light');

    // A real drag (mouse down, moves, up): Chromium fires the native dragstart, dragover and drop.
    await entry.hover();
    await page.mouse.down();
    const box = (await dayCell(nextDay).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await dayCell(nextDay).locator(`[data-testid="calendar-entry"][data-post-id="${moved.id}"]`).waitFor();
    const rescheduled = await eventually(
      () => getPost(publisher.token, moved.id),
      (answer) => answer.body.post.scheduled_at === damascusInstant(nextDay, '10:15'),
    );
    expect(new Date(rescheduled.body.post.scheduled_at).toISOString()).toBe(damascusInstant(nextDay, '10:15'));

    // Week view: the entry sits in its hour.
    await page.getByTestId('calendar-span').getByText('Week').click();
    await page
      .locator(`[data-testid="calendar-slot"][data-date="${day}"][data-hour="12"] [data-post-id="${now.id}"]`)
      .waitFor();
    await screenshot(page, 'calendar-week-en-light');

    // Publish now asks first.
    await page.goto('/dashboard/fb/scheduled-posts');
    await item(now.id).getByTestId('post-publish-now').click();
    const confirm = page.getByTestId('post-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(publisher.pageName);
    await screenshot(page, 'scheduled-publish-now-confirm-en');
    await confirmDialog(page);
    const published = await eventually(
      () => getPost(publisher.token, now.id),
      (answer) => Date.parse(answer.body.post.scheduled_at) <= Date.now() + 5_000,
    );
    expect(Date.parse(published.body.post.scheduled_at)).toBeLessThanOrEqual(Date.now() + 5_000);

    // Delete asks first.
    await item(removed.id).getByTestId('post-delete').click();
    await page.getByTestId('post-confirm').waitFor();
    await confirmDialog(page);
    await item(removed.id).waitFor({ state: 'detached' });
    expect((await getPost(publisher.token, removed.id)).status).toBe(404);
    await context.close();
  });

  it('reschedules from the list with the business-clock picker', async () => {
    const publisher = await demoPublisher();
    const run = stamp();
    const post = await schedulePost(publisher, {
      message: `Picker ${run}`,
      at: damascusInstant(damascusDate(2), '09:00'),
    });
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(publisher.token, { locale: 'en' }),
    });
    await page.goto('/dashboard/fb/scheduled-posts');
    const item = page.locator(`[data-testid="post-item"][data-post-id="${post.id}"]`);
    await item.getByTestId('post-reschedule').click();
    const modal = page.getByTestId('reschedule-modal');
    await modal.waitFor();
    const target = damascusDate(4);
    const input = modal.locator('input');
    await input.click();
    await input.fill(`${target} 19:45`);
    await input.press('Enter');
    await confirmDialog(page);
    const answer = await eventually(
      () => getPost(publisher.token, post.id),
      (value) => value.body.post.scheduled_at === damascusInstant(target, '19:45'),
    );
    expect(answer.body.post.scheduled_at).toBe(damascusInstant(target, '19:45'));
    await context.close();
  });

  for (const { locale, dark } of looks) {
    it(`screenshots ${locale} ${dark ? 'dark' : 'light'}: list and calendar`, async () => {
      const publisher = await demoPublisher();
      const day = damascusDate(1);
      await schedulePost(publisher, {
        message: locale === 'ar' ? 'تخفيضات نهاية الأسبوع على كل الأحذية 🎉' : 'Weekend sale on every shoe 🎉',
        at: damascusInstant(day, '18:30'),
      });
      const theme = dark ? 'dark' : 'light';
      const { context, page } = await openPage(browser(), {
        height: 1000,
        storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
      });
      await page.goto('/dashboard/fb/scheduled-posts');
      await page.getByTestId('post-item').first().waitFor();
      await networkQuiet(page);
      await screenshot(page, `scheduled-list-${locale}-${theme}`);
      await page.goto(`/dashboard/fb/scheduled-posts?view=calendar&span=month&date=${day}`);
      await page.getByTestId('calendar-entry').first().waitFor();
      await screenshot(page, `calendar-month-${locale}-${theme}`);
      await page.goto(`/dashboard/fb/scheduled-posts?view=calendar&span=week&date=${day}`);
      await page.getByTestId('calendar-entry').first().waitFor();
      await page.locator('[data-testid="calendar-slot"][data-hour="18"]').first().scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-week-${locale}-${theme}`);
      await context.close();
    });
  }

  it('is usable at phone width (ar)', async () => {
    const publisher = await demoPublisher();
    await schedulePost(publisher, { message: 'عرض خاص للهاتف', at: damascusInstant(damascusDate(1), '11:00') });
    const { context, page } = await openPage(browser(), {
      width: 390,
      height: 844,
      storage: rememberedTokenStorage(publisher.token, { locale: 'ar' }),
    });
    await page.goto('/dashboard/fb/scheduled-posts');
    await page.getByTestId('post-item').first().waitFor();
    await screenshot(page, 'scheduled-list-ar-mobile');
    await page.goto(`/dashboard/fb/scheduled-posts?view=calendar&span=month&date=${damascusDate(1)}`);
    await page.getByTestId('calendar-entry').first().waitFor();
    await screenshot(page, 'calendar-month-ar-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });

  it("shows a published post with Meta's id and link, and a failed one as 'not published' with the page and Meta's message", async () => {
    const publisher = await demoPublisher();
    const run = stamp();
    const metaMessage = `(#100) The link in this post is blocked ${run}`;
    const publishNow = (message: string) =>
      callApi<{ post: { id: number } }>(publisher.token, 'POST', '/api/posts', {
        network: 'facebook',
        message,
        pages: [publisher.pageId],
        type: 'message',
        schedule_type: 'now',
      });
    const published = await publishNow(`Published ${run}`);
    expect(published.status).toBe(200);
    await eventually(
      () => getPost(publisher.token, published.body.post.id),
      (answer) => answer.body.post.status === 'published',
    );
    await simulator.setFaults({
      error: { code: 100, http_status: 400, message: metaMessage },
      paths: [`/v21.0/${publisher.pageMetaId}/feed`],
      methods: ['POST'],
      times: 1,
    });
    try {
      const failed = await publishNow(`Refused ${run}`);
      expect(failed.status).toBe(200);
      const answer = await eventually(
        () => getPost(publisher.token, failed.body.post.id),
        (value) => value.body.post.status === 'failed',
      );
      expect(answer.body.post.status).toBe('failed');

      for (const [locale, dark, width] of [
        ['en', false, 1366],
        ['ar', true, 1366],
        ['ar', false, 390],
      ] as const) {
        const { context, page } = await openPage(browser(), {
          width,
          height: width < 600 ? 844 : 1000,
          storage: rememberedTokenStorage(publisher.token, { locale, darkMode: String(dark) }),
        });
        await page.goto('/dashboard/fb/published-posts');
        const failedItem = page.locator(`[data-testid="post-item"][data-post-id="${failed.body.post.id}"]`);
        const notPublished = failedItem.getByTestId('not-published');
        await notPublished.waitFor();
        expect(await notPublished.getByTestId('meta-message').innerText()).toBe(metaMessage);
        expect(await notPublished.innerText()).toContain(publisher.pageName);
        const publishedItem = page.locator(`[data-testid="post-item"][data-post-id="${published.body.post.id}"]`);
        const target = (await getPost(publisher.token, published.body.post.id)).body.post.targets[0]!;
        expect(await publishedItem.getByTestId('meta-post-id').innerText()).toBe(target.meta_post_id);
        expect(await publishedItem.getByTestId('permalink').getAttribute('href')).toBe(target.permalink);
        await networkQuiet(page);
        await screenshot(page, `published-posts-${locale}-${dark ? 'dark' : 'light'}${width < 600 ? '-mobile' : ''}`);
        await context.close();
      }
    } finally {
      await simulator.setFaults({});
    }
  });
});
