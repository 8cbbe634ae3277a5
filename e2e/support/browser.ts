import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionResponse } from '@app/contract';
import { createSimulatorClient } from '@app/meta-sim/client';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { settled } from './screen-checks.ts';

export const artifactsDir = join(import.meta.dirname, '..', 'artifacts');

export const demoOwner = { username: 'demo', password: 'Demo@2026' } as const;
export const demoAdmin = { username: 'admin', password: 'Admin@2026' } as const;
export const demoReferral = { username: 'referral', password: 'Referral@2026' } as const;

/** `E2E_LOOKS=all`: every look, every sweep variant, each language in both themes. */
export const everyLook = process.env.E2E_LOOKS === 'all';

/** A look a picture test takes: the interface language (its direction) and the theme. */
export type Look = { locale: 'ar' | 'en'; dark: boolean; theme: 'light' | 'dark' };

const allLooks: readonly Look[] = [
  { locale: 'ar', dark: false, theme: 'light' },
  { locale: 'ar', dark: true, theme: 'dark' },
  { locale: 'en', dark: false, theme: 'light' },
  { locale: 'en', dark: true, theme: 'dark' },
];

/**
 * The looks a picture test takes. Every run: Arabic light and English dark, so each screen is drawn right to left and
 * left to right, light and dark (and the screen sweep checks every screen by machine besides). With `E2E_LOOKS=all`
 * (`npm run test:looks`) also Arabic dark and English light, for a person to look through: on two cores the other
 * half doubled the picture tests' share of the suite's time.
 */
export const looks: readonly Look[] = lookedAt(allLooks);

/** Of a test's own looks (a phone among them, or words to find), those this run takes: see `looks`. */
export function lookedAt<T extends { locale: string; dark?: boolean; theme?: string }>(
  all: readonly T[],
): readonly T[] {
  if (everyLook) return all;
  return all.filter((look) => (look.dark ?? look.theme === 'dark') === (look.locale === 'en'));
}

/** This worker's own server: files run side by side, each worker on its own server and its own demo data. */
export function baseUrl(): string {
  const servers = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}

/** The control API of the shared server's simulator (mounted under `/_meta` in demo mode). */
export const simulator = createSimulatorClient(() => `${baseUrl()}/_meta`);

/** What the browser refused under the server's Content-Security-Policy, in the current test. */
const policyViolations: string[] = [];

/** The violations seen so far in this test, cleared (for a test that provokes one on purpose). */
export function takePolicyViolations(): string[] {
  return policyViolations.splice(0);
}

/** The contexts still open, with what went wrong in each: a failed test leaves them as evidence. */
const openContexts = new Map<BrowserContext, string[]>();

/** Pictures of every page still open and the refused API calls and console errors seen, for a failed test. */
async function keepFailureEvidence(testName: string) {
  const name = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  mkdirSync(artifactsDir, { recursive: true });
  let index = 0;
  for (const [context, events] of openContexts) {
    index++;
    for (const [pageIndex, page] of context.pages().entries()) {
      const path = join(artifactsDir, `failed-${name}-${index}-${pageIndex + 1}.png`);
      await page.screenshot({ path, timeout: 5_000 }).catch(() => undefined);
      events.push(`page ${pageIndex + 1}: ${page.url()}`);
    }
    writeFileSync(join(artifactsDir, `failed-${name}-${index}.log`), events.join('\n') + '\n');
  }
}

/** One Chromium per test file; every test opens its own context (fresh storage) and fails on any CSP violation. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await keepFailureEvidence(context.task.name);
    const seen = policyViolations.splice(0);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not started');
    return browser;
  };
}

/** `baseUrl`: a server the test started itself instead of the shared one; `timezoneId`: the browser's zone. */
type ContextOptions = {
  width?: number;
  height?: number;
  storage?: Record<string, string>;
  baseUrl?: string;
  timezoneId?: string;
  /** The browser's language (Accept-Language and navigator.language) and colour scheme; a phone's touch screen. */
  locale?: string;
  colorScheme?: 'light' | 'dark';
  phone?: boolean;
  /**
   * Menus and dialogs slide as they open, as for most people. Without it the browser asks for reduced motion and they
   * appear at once: a click is then never aimed at an item still moving into place, which a starved CPU made lose one.
   */
  motion?: boolean;
};

export async function openPage(
  browser: Browser,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? baseUrl(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  const events: string[] = [];
  openContexts.set(context, events);
  context.on('close', () => openContexts.delete(context));
  const at = () => new Date().toISOString().slice(11, 23);
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    events.push(`${at()} console: ${message.text()}`);
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  context.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      events.push(`${at()} ${response.request().method()} ${response.url()} -> ${response.status()}`);
    }
  });
  context.on('requestfinished', (request) => {
    const took = request.timing().responseEnd;
    if (request.url().includes('/api/') && took > 3_000) {
      events.push(`${at()} ${request.method()} ${request.url()} took ${Math.round(took)} ms`);
    }
  });
  trackRequests(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

// The inbox's event stream stays open for as long as the dashboard is: Playwright's 'networkidle' never comes.
const longLived = (request: Request) => request.url().includes('/api/inbox/events');
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

function trackRequests(context: BrowserContext) {
  const pending = new Set<Request>();
  inFlight.set(context, pending);
  context.on('request', (request) => {
    if (!longLived(request)) pending.add(request);
  });
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Like `waitForLoadState('networkidle')`, leaving out the inbox's open event stream, and quiet for 250 ms rather than
 * 500: a screen's follow-up requests leave within milliseconds of the answer they follow (a sweep of 60 screens spent
 * 33 s of its 65 in the longer wait).
 */
export async function networkQuiet(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  const pending = inFlight.get(page.context());
  if (!pending) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 250) {
    if (Date.now() > deadline)
      throw new Error(`network not quiet after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (pending.size > 0) quietSince = Date.now();
  }
}

/** Calls the API as the web app does (Bearer token, API version 2); anything but 2xx throws. */
export async function callApi<Body>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Body> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      version: '2',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return (await response.json()) as Body;
}

/** `Body`: a session, or `ErrorBody` for a login the test expects to be refused. */
export async function apiLogin<Body = SessionResponse>(
  credentials: { username: string; password: string },
  locale = 'en',
) {
  const response = await fetch(`${baseUrl()}/api/auth/owner-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', locale, version: '2' },
    body: JSON.stringify({ ...credentials, oneTime: false }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

export async function apiToken(credentials: {
  username: string;
  password: string;
}): Promise<{ token: string; userId: number }> {
  const { status, body } = await apiLogin(credentials);
  if (status !== 200) throw new Error(`Login of ${credentials.username} failed with ${status}`);
  return { token: body.access_token, userId: body.user.id };
}

/**
 * An admin subscribes the page to the app's webhooks again (the periodic check does the same): what the page missed
 * while unsubscribed is read back.
 */
export async function resubscribePageAsAdmin(pageId: number): Promise<void> {
  const admin = await apiToken(demoAdmin);
  const resubscribed = await fetch(`${baseUrl()}/api/admin/pages/add-permissions/${pageId}`, {
    headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
  });
  expect(resubscribed.status).toBe(200);
}

/** Local storage as the web app writes it for a remembered login (so a test can start signed in). */
export function rememberedTokenStorage(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { token: JSON.stringify({ value: token, expiresAt: Date.now() + 24 * 60 * 60 * 1000 }), ...extra };
}

export async function loginThroughForm(
  page: Page,
  credentials: { username: string; password: string },
  remember = true,
) {
  await page.goto('/auth/login');
  await page.fill('#login-username', credentials.username);
  await page.fill('#login-password', credentials.password);
  const checkbox = page.getByRole('checkbox');
  if ((await checkbox.isChecked()) !== remember) await checkbox.click();
  await page.click('[data-testid="login-submit"]');
}

/** A picture of the window once nothing moves and nothing is loading (`settled`), so no test waits a fixed time for it. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: false });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}

/**
 * Presses the confirmation dialog's OK once the dialog has finished opening. Clicked during Ant Design's zoom, the
 * press can land where the button was a frame earlier and be lost (seen on a loaded machine: the dialog stayed
 * open, nothing sent).
 */
export async function confirmDialog(page: Page): Promise<void> {
  const ok = page.getByTestId('confirm-ok');
  await ok.waitFor();
  await dialogsSettled(page);
  await ok.click();
}

/** Waits until no dialog is animating, so a press lands on the button where it stays. */
export async function dialogsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation.effect as KeyframeEffect | null)?.target?.closest('.ant-modal-wrap')),
  );
}

/**
 * Chooses an option of an Ant Design select: the first one, or the first whose text holds `text`. On a loaded
 * machine a press can be lost (the list still sliding in, or moved by a screen still laying out), so the select is
 * opened and the option pressed again until the choice shows; a choice that has shown is never pressed twice (that
 * would take it back out of a multiple select).
 */
export async function chooseOption(page: Page, select: Locator, text?: string): Promise<void> {
  const root = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const multiple = await root.evaluate((element) => element.classList.contains('ant-select-multiple'));
  // Ant Design 6 shows a multiple select's choices as items, a single select's as content marked as having a value.
  const chosenItems = root.locator(multiple ? '.ant-select-selection-item' : '.ant-select-content-has-value');
  const chosenBefore = await chosenItems.allInnerTexts();
  const openList = page.locator('.ant-select-dropdown:visible');
  const options = openList.locator('.ant-select-item-option');
  const option = text === undefined ? options.first() : options.filter({ hasText: text }).first();
  let pressed = false;
  const chosen = async () => {
    const now = await chosenItems.allInnerTexts();
    if (multiple) return now.length > chosenBefore.length;
    if (text !== undefined) return now.some((item) => item.includes(text));
    return pressed && now.length > 0 && (await openList.count()) === 0;
  };
  await expect
    .poll(
      async () => {
        if (await chosen()) return true;
        if ((await openList.count()) === 0) await select.click({ timeout: 2_000 }).catch(() => undefined);
        pressed = await option.click({ timeout: 2_000 }).then(
          () => true,
          () => pressed,
        );
        return false;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  if (multiple) {
    await page.keyboard.press('Escape');
    await openList.waitFor({ state: 'hidden' }).catch(() => undefined);
  }
}

/**
 * Chooses an interface language in the top bar's selector as a person would: open it, type the code (the language
 * comes first in the list) and press Enter, then wait until the page is in it. Enter, not a click: a click lands
 * wherever the opening panel is at that moment, and the list reorders as one types.
 */
export async function chooseLanguage(page: Page, locale: string): Promise<void> {
  const selector = page.getByTestId('language-selector');
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="language-selector"]')?.classList.contains('ant-btn-loading'),
  );
  await selector.click();
  const panel = page.locator('[data-testid="language-panel"]:visible');
  await panel.getByTestId('language-search').locator('input').fill(locale);
  await panel
    .locator('[data-locale]')
    .first()
    .and(panel.locator(`[data-locale="${locale}"]`))
    .waitFor();
  await panel.getByTestId('language-search').locator('input').press('Enter');
  await page
    .waitForFunction((expected) => document.documentElement.lang === expected, locale)
    .catch(async (error: Error) => {
      const state = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        stored: localStorage.getItem('locale'),
        panelOpen: Boolean(
          document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid="language-panel"]'),
        ),
        switching: Boolean(document.querySelector('[data-testid="language-selector"].ant-btn-loading')),
      }));
      throw new Error(
        `The page did not switch to ${locale}: ${JSON.stringify(state)} (${error.message.split('\n')[0]})`,
      );
    });
}
