import { describe, expect, it } from 'vitest';
import {
  networkQuiet,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  lookedAt,
} from './support/browser.ts';
import { callApi, demoPublisher, eventually, type DemoPublisher } from './support/publishing.ts';
import { addFacebookCampaign } from './support/replies.ts';
import { axeProblems, installAxe, layoutProblems } from './support/screen-checks.ts';

type Home = { figures: Record<string, { this_week: number }>; funnel: { comments: number } };

const readHome = async (owner: DemoPublisher) =>
  (await callApi<Home>(owner.token, 'GET', '/api/home?channel=fb', undefined, { 'page-id': String(owner.pageId) }))
    .body;

/** A comment on a post with a campaign, answered by the engine: it shows on the home within its 10 s of caching. */
async function answeredComment(owner: DemoPublisher) {
  const before = (await readHome(owner)).figures.comments_answered!.this_week;
  const post = (await simulator.createPost({ page_id: owner.pageMetaId, message: 'وصل الجديد' })).id;
  await addFacebookCampaign(owner, { name: 'حملة الرئيسية', post, comments: JSON.stringify(['أهلًا بك!']) });
  await simulator.createComment({ post_id: post, from: { name: 'ريم' }, message: 'بكم؟' });
  const home = await eventually(
    () => readHome(owner),
    (value) => value.figures.comments_answered!.this_week > before,
    60_000,
  );
  expect(home.figures.comments_answered!.this_week).toBeGreaterThan(before);
  return home;
}

describe("the seller's home", () => {
  const browser = useBrowser();

  it('shows this week against the last, the funnel, the chart, next posts and campaigns: Arabic and English, light and dark, a phone', async () => {
    const owner = await demoPublisher();
    const home = await answeredComment(owner);
    const looks = lookedAt([
      { locale: 'ar', dark: false, width: 1366, name: 'home-ar-light' },
      { locale: 'ar', dark: true, width: 1366, name: 'home-ar-dark' },
      { locale: 'en', dark: false, width: 1366, name: 'home-en-light' },
      { locale: 'en', dark: true, width: 1366, name: 'home-en-dark' },
      { locale: 'ar', dark: false, width: 390, name: 'home-ar-phone' },
      { locale: 'en', dark: true, width: 390, name: 'home-en-phone-dark' },
    ] as const);
    for (const look of looks) {
      const storage = rememberedTokenStorage(owner.token, { locale: look.locale, darkMode: String(look.dark) });
      const phone = look.width < 500;
      const { context, page } = await openPage(browser(), { storage, width: look.width, height: 900, phone });
      await installAxe(context);
      await page.goto('/dashboard');
      await page.getByTestId('home-figures').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.locale === 'ar' ? 'rtl' : 'ltr');
      const value = await page
        .getByTestId('home-figure-comments_answered')
        .locator('.ant-statistic-content-value')
        .innerText();
      const digits = value.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/\D/g, '');
      expect(Number(digits)).toBe(home.figures.comments_answered!.this_week);
      // The chart library arrives lazily, with axes.
      await page.getByTestId('home-chart').locator('.recharts-cartesian-axis').first().waitFor();
      expect(await page.getByTestId('home-funnel-comments').innerText()).toMatch(/[1-9١-٩]/);
      await page.getByTestId('home-next-posts').waitFor();
      await page.getByTestId('home-campaigns').waitFor();
      await page.getByTestId('storage-usage').waitFor();
      await networkQuiet(page);
      await screenshot(page, look.name);
      // No serious accessibility violation, overflow or cut text, as every screen is checked.
      expect([...(await axeProblems(page)), ...(await layoutProblems(page))]).toEqual([]);
      if (phone) {
        await page.getByTestId('home-chart').scrollIntoViewIfNeeded();
        await screenshot(page, `${look.name}-chart`);
      }
      await context.close();
    }
  });

  it('draws the reply reports with the chart library: axes, bars and a tooltip, right to left in Arabic', async () => {
    const owner = await demoPublisher();
    await answeredComment(owner);
    const { context, page } = await openPage(browser(), {
      storage: rememberedTokenStorage(owner.token, { locale: 'ar' }),
    });
    await page.goto('/dashboard/fb/reports');
    const chart = page.getByTestId('daily-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(0);
    // The value axis stands on the right in Arabic.
    const yAxis = await chart.locator('.recharts-yAxis').boundingBox();
    const whole = await chart.boundingBox();
    expect(yAxis!.x).toBeGreaterThan(whole!.x + whole!.width / 2);
    await chart.locator('.recharts-bar-rectangle').last().hover();
    await chart.locator('.recharts-tooltip-wrapper').waitFor({ state: 'visible' });
    await screenshot(page, 'replies-reports-chart-ar');
    await context.close();
  });
});
