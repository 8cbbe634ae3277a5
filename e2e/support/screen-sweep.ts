// Every screen a caller may open, opened as a person would see it: in a language, at a width, in light or dark, in
// a browser set to another time zone than the business one and under another host name than APP_URL. Each screen
// is checked for console errors, failed requests, a page wider than the window, cut text and axe violations.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionResponse } from '@app/contract';
import type { Browser, Page } from 'playwright-core';
import { routeDeclarations, type RouteDeclaration } from '../../apps/web/src/app/routes/route-declarations.ts';
import {
  artifactsDir,
  baseUrl,
  callApi,
  everyLook,
  networkQuiet,
  openPage,
  rememberedTokenStorage,
} from './browser.ts';
import { callerFacts, concretePath, expectedLanding, neutralLanding, visit, type Landing } from './route-matrix.ts';
import { axeProblems, installAxe, layoutProblems, settled, type ScreenProblem } from './screen-checks.ts';

export type Variant = { name: string; locale: string; width: number; height: number; dark: boolean };

/** Each language at each width, and each of them once in light and once in dark. */
const everyVariant: readonly Variant[] = [
  { name: 'ar-desktop-light', locale: 'ar', width: 1366, height: 860, dark: false },
  { name: 'ar-phone-dark', locale: 'ar', width: 390, height: 844, dark: true },
  { name: 'en-desktop-dark', locale: 'en', width: 1366, height: 860, dark: true },
  { name: 'en-phone-light', locale: 'en', width: 390, height: 844, dark: false },
];

/**
 * Every run sweeps two opposite corners, Arabic on a phone in light and English on a desktop in dark: each language,
 * size and theme once. `E2E_LOOKS=all` (`npm run test:looks`) sweeps the four above, each pair of them once.
 */
export const variants: readonly Variant[] = everyLook
  ? everyVariant
  : [{ name: 'ar-phone-light', locale: 'ar', width: 390, height: 844, dark: false }, everyVariant[2]!];

/** New York is seven to eight hours from the business zone (Asia/Damascus): a screen using the browser's clock shows. */
const browserZone = 'America/New_York';

/** The same server under the other name for the loopback address. */
function otherHostUrl(): string {
  const url = new URL(baseUrl());
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

export type Target = { url: string; landing: Landing };

type Lists = {
  campaigns: { id: number; post: string }[];
  templates: { id: number }[];
  commentTemplates: { id: number }[];
  instagramPosts: { id: string }[];
  instagramCampaigns: { id: number }[];
  instagramTemplates: { id: number }[];
  stories: { id: string; campaign: unknown }[];
  flows: { id: number }[];
  scheduledPosts: { id: number }[];
  orderForms: { id: number }[];
};

/** The caller's own records, as the screens list them, to fill the routes' `:id`. */
async function listsOf(token: string, session: SessionResponse): Promise<Lists> {
  const headers: Record<string, string> = {};
  if (session.pages[0]) headers['page-id'] = String(session.pages[0].id);
  if (session.insta_accounts[0]) headers['insta-id'] = String(session.insta_accounts[0].id);
  const get = <Body>(path: string) => callApi<Body>(path, token, { headers });
  const [campaigns, templates, commentTemplates, instagramPosts, instagramCampaigns, instagramTemplates] =
    await Promise.all([
      get<{ campaigns: Lists['campaigns'] }>('/api/facebook/reply/list'),
      get<{ templates: Lists['templates'] }>('/api/facebook/reply/templates'),
      get<{ templates: Lists['commentTemplates'] }>('/api/facebook/reply/comment-templates'),
      get<{ posts: Lists['instagramPosts'] }>('/api/instagram/posts'),
      get<{ campaigns: Lists['instagramCampaigns'] }>('/api/instagram/reply/list'),
      get<{ templates: Lists['instagramTemplates'] }>('/api/instagram/reply/templates'),
    ]);
  const [stories, flows, posts, orderForms] = await Promise.all([
    get<{ stories: Lists['stories'] }>('/api/instagram/stories'),
    get<{ flows: Lists['flows'] }>('/api/bot/flows'),
    get<{ posts: { id: number; status: string }[] }>('/api/posts'),
    session.pages[0]
      ? get<{ templates: Lists['orderForms'] }>(`/api/webview/templates/list/${session.pages[0].id}`)
      : { templates: [] },
  ]);
  return {
    campaigns: campaigns.campaigns,
    templates: templates.templates,
    commentTemplates: commentTemplates.templates,
    instagramPosts: instagramPosts.posts,
    instagramCampaigns: instagramCampaigns.campaigns,
    instagramTemplates: instagramTemplates.templates,
    stories: stories.stories,
    flows: flows.flows,
    scheduledPosts: posts.posts.filter((post) => post.status === 'scheduled'),
    orderForms: orderForms.templates,
  };
}

/**
 * Screens a route shows from its query (a form, a tab, a calendar, an open conversation): addresses a person reaches
 * by pressing a button, opened directly.
 */
export async function ownerQueryTargets(token: string): Promise<Target[]> {
  const session = await callApi<SessionResponse>('/api/user/profile', token);
  const headers = { 'page-id': String(session.pages[0]!.id) };
  const { bots } = await callApi<{ bots: { id: number }[] }>('/api/bot/replies', token, { headers });
  const { conversations } = await callApi<{ conversations: { id: number }[] }>('/api/inbox/conversations', token, {
    headers,
  });
  const at = (url: string, marker: string): Target => ({ url, landing: { url, marker } });
  return [
    at('/dashboard/bot/templates?bot=new', '[data-testid="bot-form"]'),
    at(`/dashboard/bot/templates?bot=${bots[0]!.id}`, '[data-testid="bot-form"]'),
    at('/dashboard/bot/templates?tab=trail', '[data-testid="bot-templates"]'),
    at('/dashboard/fb/scheduled-posts?view=calendar', '[data-testid="post-calendar"]'),
    at('/dashboard/fb/scheduled-posts?view=calendar&span=week', '[data-testid="post-calendar"]'),
    at('/dashboard/instagram/scheduled-posts?view=calendar', '[data-testid="post-calendar"]'),
    at(`/dashboard/bot/fb/chat?conversation=${conversations[0]!.id}`, '[data-testid="thread"]'),
  ];
}

/** The id each route with `:id` opens for the demo owner: a record of theirs, so the screen shows it. */
function idFor(path: string, lists: Lists, session: SessionResponse | null): string | undefined {
  const first = <Item>(items: Item[]) => items[0];
  const ids: Record<string, () => string | number | undefined> = {
    '/dashboard/fb/reply/:id': () => first(lists.campaigns)?.post,
    '/dashboard/fb/reply/:id/edit': () => first(lists.campaigns)?.id,
    '/dashboard/fb/replies/edit-template/:id': () => first(lists.templates)?.id,
    '/dashboard/fb/comment/templates/:id?': () => first(lists.commentTemplates)?.id,
    '/dashboard/fb/poster/:id?': () => first(lists.scheduledPosts)?.id,
    '/dashboard/instagram/reply/:id': () => first(lists.instagramPosts)?.id,
    '/dashboard/instagram/reply/:id/edit': () => first(lists.instagramCampaigns)?.id,
    '/dashboard/instagram/replies/edit-template/:id': () => first(lists.instagramTemplates)?.id,
    '/dashboard/instagram/stories-reply/:id': () => first(lists.stories)?.id,
    '/dashboard/instagram/stories-reply/:id/edit': () => lists.stories.find((story) => story.campaign)?.id,
    '/dashboard/bot/builder/:id?': () => first(lists.flows)?.id,
    '/dashboard/webview/templates/template/:id?': () => first(lists.orderForms)?.id,
    '/dashboard/store/settings/:id': () => first(session?.stores ?? [])?.id,
    '/admin/help/sections/:id': () => 1,
  };
  const id = ids[path]?.();
  return id === undefined ? undefined : encodeURIComponent(String(id));
}

/**
 * Screens opened only with a one-time secret (a password reset link): an unknown one is refused (404) by design, so
 * `e2e/profile-security.test.ts` opens them with a real link and an unknown one instead.
 */
const openedWithASecret = new Set(['/auth/reset-password/:token']);

/**
 * The routes that open their own screen for this caller (others are the guard matrix's business), with their
 * `:id` filled from the caller's records; an optional `:id?` is opened both without and with one.
 */
export async function targetsFor(token: string | null, declarations = routeDeclarations) {
  const session = token ? await callApi<SessionResponse>('/api/user/profile', token) : null;
  const facts = session ? callerFacts(session) : null;
  const lists = session && session.pages.length > 0 ? await listsOf(token!, session) : null;
  const targets: Target[] = [];
  const missing: string[] = [];
  for (const route of declarations) {
    if (openedWithASecret.has(route.path)) continue;
    const own = (url: string): Landing | null => {
      const landing = expectedLanding(route, facts ?? anonymous(), '');
      return landing.url === url ? landing : null;
    };
    const plain = concretePath(route);
    if (!route.path.includes(':')) {
      const landing = own(plain);
      if (landing) targets.push({ url: plain, landing });
      continue;
    }
    if (!own(plain)) continue;
    const id = idFor(route.path, lists ?? emptyLists, session);
    const optional = route.path.endsWith('?');
    if (optional && !plain.endsWith('/1')) targets.push({ url: plain, landing: own(plain)! });
    if (id === undefined) {
      if (!optional) missing.push(route.path);
      continue;
    }
    const filled = route.path.replace(/:[^/]+/, id);
    const landing = { ...own(plain)!, url: filled, ...textOf(route, filled) };
    targets.push({ url: filled, landing: { ...landing, marker: markerWithId[route.path] ?? landing.marker } });
  }
  return { targets, missing };
}

const emptyLists: Lists = {
  campaigns: [],
  templates: [],
  commentTemplates: [],
  instagramPosts: [],
  instagramCampaigns: [],
  instagramTemplates: [],
  stories: [],
  flows: [],
  scheduledPosts: [],
  orderForms: [],
};

/** Routes whose screen with an id is another one than without (the flow list, and one flow's builder). */
const markerWithId: Record<string, string> = { '/dashboard/bot/builder/:id?': '[data-testid="flow-builder"]' };

/** A coming-soon screen names its own address. */
function textOf(route: RouteDeclaration, url: string): Partial<Landing> {
  return route.screen === 'pending' ? { text: url } : {};
}

function anonymous() {
  return { authenticated: false, admin: false, referral: false, page: null, instagram: null, store: null };
}

/** Opens every target in one browser context of the variant; what went wrong, per screen. */
export async function sweep(
  browser: Browser,
  variant: Variant,
  caller: { name: string; token: string | null; start: Target },
  targets: readonly Target[],
): Promise<string[]> {
  const storage: Record<string, string> = { locale: variant.locale, darkMode: String(variant.dark) };
  const { context, page } = await openPage(browser, {
    baseUrl: otherHostUrl(),
    width: variant.width,
    height: variant.height,
    timezoneId: browserZone,
    storage: caller.token ? rememberedTokenStorage(caller.token, storage) : storage,
  });
  await installAxe(context);
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      seen.push(`failed request: ${response.request().method()} ${response.url()} -> ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A screen left while its request runs cancels it: that is the app tidying up, not a failure.
    if (!failure.includes('ERR_ABORTED')) seen.push(`failed request: ${request.method()} ${request.url()} ${failure}`);
  });

  const problems: string[] = [];
  const report = (url: string, found: string[]) => {
    for (const problem of found) problems.push(`${variant.name} ${caller.name} ${url}: ${problem}`);
  };
  await page.goto(caller.start.url);
  await page.locator(caller.start.landing.marker).first().waitFor();
  let previous = caller.start.landing;
  for (const target of [caller.start, ...targets]) {
    if (target !== caller.start) {
      // Staying on the same kind of screen proves nothing while the last one's marker is still up.
      if (previous.marker === target.landing.marker && previous.text === target.landing.text)
        await visit(page, neutralLanding.url, neutralLanding);
      const mismatch = await visit(page, target.url, target.landing, 15_000);
      if (mismatch) {
        report(target.url, [`did not show its screen: ${mismatch}`]);
        previous = neutralLanding;
        continue;
      }
      previous = target.landing;
    }
    await networkQuiet(page).catch((error: Error) => seen.push(error.message));
    await settled(page);
    const found: ScreenProblem[] = [...(await layoutProblems(page)), ...(await axeProblems(page))];
    const messages = [...seen.splice(0), ...found.map((problem) => `${problem.kind}: ${problem.detail}`)];
    report(target.url, messages);
    if (messages.length > 0) await keepPicture(page, variant, target.url);
  }
  await context.close();
  console.log(`${variant.name} ${caller.name}: ${targets.length + 1} screens checked, ${problems.length} problems`);
  return problems;
}

async function keepPicture(page: Page, variant: Variant, url: string) {
  const name = `screens-${variant.name}-${url.replace(/[^a-z0-9]+/gi, '-')}`.slice(0, 120);
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), timeout: 5_000 }).catch(() => undefined);
}

/** The whole list in the artifacts, the first ones in the failure message. */
export function problemReport(name: string, problems: string[]): string {
  writeFileSync(join(artifactsDir, `screens-${name}.txt`), problems.join('\n') + '\n');
  const byKind = problems.reduce<Record<string, number>>((counts, problem) => {
    const kind = /: (axe: [a-z-]+|[a-z -]+?):/.exec(problem)?.[1] ?? 'other';
    counts[kind] = (counts[kind] ?? 0) + 1;
    return counts;
  }, {});
  // CI's summary keeps a failure's first line only: the first problem goes on it.
  const first = problems[0]?.slice(0, 400) ?? '';
  return `${problems.length} problems ${JSON.stringify(byKind)}, first: ${first}\n${problems.slice(1, 40).join('\n')}`;
}
