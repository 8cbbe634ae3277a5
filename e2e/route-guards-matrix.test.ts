import type { Page } from 'playwright-core';
import type { FacebookDialog, ImpersonationResponse, SessionResponse } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { routeDeclarations } from '../apps/web/src/app/routes/route-declarations.ts';
import {
  apiToken,
  callApi,
  baseUrl,
  demoAdmin,
  demoReferral,
  demoOwner,
  openPage,
  rememberedTokenStorage,
  screenshot,
  simulator,
  useBrowser,
  networkQuiet,
} from './support/browser.ts';
import {
  anonymousFacts,
  callerFacts,
  concretePath,
  expectedLanding,
  neutralLanding,
  visit,
  type CallerFacts,
  type Landing,
} from './support/route-matrix.ts';

/** Kept on every address the test opens: a redirect to the login page must keep it. */
const query = '?matrix=1';
/** A broken guard fails every cell alike: the first few name it, the rest would only take time. */
const maxMismatches = 5;

/**
 * An owner without any feature: a Facebook user with no page signs in through the dialog (over HTTP), which
 * creates a new owner with nothing linked. No API makes an owner whose linked page lacks features.
 */
async function featurelessOwnerToken(): Promise<string> {
  const user = await simulator.createUser({ name: 'Matrix owner without pages' });
  const dialog = await fetch(`${baseUrl()}/api/auth/facebook/dialog?instagram=no`, {
    headers: { Accept: 'application/json', version: '2' },
  });
  const { state } = (await dialog.json()) as FacebookDialog;
  const { code } = await simulator.oauthCode({ user_id: user.id, redirect_uri: `${baseUrl()}/auth/facebook/callback` });
  const login = await fetch(`${baseUrl()}/api/auth/login-code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', version: '2' },
    body: JSON.stringify({ code, state, instagram: 'no' }),
  });
  if (login.status !== 200) throw new Error(`The dialog login answered ${login.status}`);
  return ((await login.json()) as SessionResponse).access_token;
}

/**
 * How a caller gets into the app: a remembered token in local storage, or a link to open (impersonation); no
 * session at all for the anonymous visitor. `token` answers the caller's facts from the server.
 */
type Entry = { token: string; storage?: Record<string, string>; link?: string } | null;

type Caller = {
  name: string;
  enter: () => Promise<Entry>;
  /** What the caller must be for the matrix to mean what its name says. */
  expectFacts: (facts: CallerFacts) => void;
  screenshot?: string;
};

type Cell = { caller: string; path: string; landing: string };

const cells: Cell[] = [];

/** Opens the app as the caller with one full load (which also loads the dashboard's chunks once): where it is. */
async function openAs(page: Page, entry: Entry): Promise<Landing> {
  if (!entry) {
    await page.goto('/auth/login');
    await page.locator('#login-username').waitFor();
    return { url: '/auth/login', marker: '#login-username' };
  }
  await page.goto(entry.link ?? '/dashboard');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByTestId('home-greeting').waitFor();
  return { url: '/dashboard', marker: '[data-testid="home-greeting"]' };
}

async function walkRoutes(page: Page, caller: Caller, facts: CallerFacts, start: Landing): Promise<string[]> {
  const mismatches: string[] = [];
  let previous = start;
  let screenshotName = caller.screenshot;
  for (const route of routeDeclarations) {
    const url = concretePath(route) + query;
    const expected = expectedLanding(route, facts, query);
    // Staying at the address proves nothing while the last screen's marker is still up: pass a neutral screen.
    if (expected.url === url && previous.marker === expected.marker && previous.text === expected.text) {
      const neutral = await visit(page, neutralLanding.url, neutralLanding);
      if (neutral) throw new Error(`${caller.name}: the neutral screen did not show: ${neutral}`);
    }
    const mismatch = await visit(page, url, expected);
    if (mismatch) {
      mismatches.push(`${route.path} (${url}): expected ${expected.url} ${expected.marker}, ${mismatch}`);
      if (mismatches.length === maxMismatches) {
        mismatches.push(`stopped after ${maxMismatches} mismatches`);
        break;
      }
    } else if (screenshotName && expected.url === '/unauthorized') {
      // The callback cells' "login failed" notices (signed-in visits without a code, Facebook's and Instagram's) are
      // not this screen's: every one closed and gone before the picture.
      // A notice can close by itself between being found and being pressed: that one needs no press.
      // Another can open after the first are closed (seen: the callback's own notice, a moment later): close until
      // none is left.
      await expect
        .poll(
          async () => {
            for (const close of await page.locator('.ant-notification-notice-close').all())
              await close.click({ timeout: 2_000 }).catch(() => undefined);
            return page.locator('.ant-notification-notice').count();
          },
          { timeout: 15_000 },
        )
        .toBe(0);
      await networkQuiet(page);
      await screenshot(page, screenshotName);
      screenshotName = undefined;
    }
    const landing = expected.url === url ? 'stays on its route' : expected.url.replace(/[?#].*/, '');
    cells.push({ caller: caller.name, path: route.path, landing });
    previous = expected;
  }
  return mismatches;
}

async function rememberedLogin(credentials: { username: string; password: string }, extra = {}): Promise<Entry> {
  const { token } = await apiToken(credentials);
  return { token, storage: rememberedTokenStorage(token, extra) };
}

const callers: Caller[] = [
  { name: 'anonymous', enter: async () => null, expectFacts: () => undefined },
  {
    name: 'the demo owner',
    enter: () => rememberedLogin(demoOwner),
    expectFacts: (facts) => {
      expect(facts.page).toMatchObject({ has_reply: true, has_poster: true, has_store: true, has_bot: true });
      expect(facts.instagram).toMatchObject({ has_reply: true });
    },
    screenshot: 'route-guards-unauthorized-ar',
  },
  {
    name: 'an owner without any feature (no page linked)',
    enter: async () => {
      const token = await featurelessOwnerToken();
      return { token, storage: rememberedTokenStorage(token) };
    },
    expectFacts: (facts) =>
      expect([facts.admin, facts.page, facts.instagram, facts.store]).toEqual([false, null, null, null]),
  },
  {
    name: 'the demo referral agent (no page)',
    enter: () => rememberedLogin(demoReferral),
    expectFacts: (facts) => expect([facts.referral, facts.admin, facts.page]).toEqual([true, false, null]),
  },
  {
    name: 'the admin (in English)',
    enter: () => rememberedLogin(demoAdmin, { locale: 'en' }),
    expectFacts: (facts) => expect(facts.admin).toBe(true),
    screenshot: 'route-guards-unauthorized-en',
  },
  {
    name: 'the admin impersonating the demo owner',
    enter: async () => {
      const admin = await apiToken(demoAdmin);
      const owner = await apiToken(demoOwner);
      const { url, access_token: token } = await callApi<ImpersonationResponse>(
        `/api/admin/users/${owner.userId}/impersonate`,
        admin.token,
        { method: 'POST' },
      );
      const link = new URL(url);
      return { token, link: link.pathname + link.search };
    },
    // The session is the owner's: not an admin's, with the owner's pages.
    expectFacts: (facts) => {
      expect(facts.admin).toBe(false);
      expect(facts.page).toMatchObject({ has_reply: true });
    },
  },
];

describe('route guards: every web route for every kind of caller, in the browser', () => {
  const browser = useBrowser();

  for (const caller of callers) {
    it(`lands ${caller.name} where the route's guard says, on every route`, async () => {
      const entry = await caller.enter();
      const { context, page } = await openPage(browser(), entry?.storage ? { storage: entry.storage } : {});
      const start = await openAs(page, entry);
      const facts = entry
        ? callerFacts(await callApi<SessionResponse>('/api/user/profile', entry.token))
        : anonymousFacts;
      caller.expectFacts(facts);
      const mismatches = await walkRoutes(page, caller, facts, start);
      await context.close();
      expect(mismatches).toEqual([]);
    }, 120_000);
  }

  afterAll(() => {
    const callerCount = new Set(cells.map((cell) => cell.caller)).size;
    const tally = Object.entries(
      cells.reduce<Record<string, number>>((counts, cell) => {
        counts[cell.landing] = (counts[cell.landing] ?? 0) + 1;
        return counts;
      }, {}),
    );
    console.log(
      `route guard matrix: ${routeDeclarations.length} routes × ${callerCount} callers = ${cells.length} cells; ` +
        `landings: ${tally.map(([landing, count]) => `${landing} ${count}`).join(', ')}`,
    );
  });
});
