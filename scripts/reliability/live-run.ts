/**
 * The live-mode run (`npm run live-run`, issue 28): the product in production shape (NODE_ENV=production, live Meta
 * configuration) against the standalone simulator in its own process, set up as a Business app whose Facebook Login
 * for Business configuration is the only way in (a dialog that sends `scope` is refused, as Meta refuses it).
 * Over real HTTP, as a seller would: link a page and its Instagram account through the dialog's code, answer a
 * comment (reply campaign), a direct message (the bot) and a story mention (story answer), publish a post; link an
 * Instagram account without a page through Instagram Login and answer its comment and story mention on its own host;
 * then the simulator unsubscribes the app from the page (as Meta does after failed deliveries), customers write during
 * the gap, and the product must subscribe again by itself and answer every message of the gap exactly once, late.
 * Prints each step with its time; exit code 0 only when every step held.
 *
 * Usage: node scripts/reliability/live-run.ts [--gap-messages 3] [--timeout-seconds 240]
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSimulatorClient, type CallRecord } from '@app/meta-sim/client';
import { root, waitForHealth } from '../bench/lib.ts';
import { instagramScopes, pageScopes } from '../../apps/server/src/platform/meta/graph-api.ts';
import { freePort, killEveryChild, spawnManaged, startStandaloneSimulator } from './processes.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1]! : fallback;
};
const gapMessages = Number(argument('gap-messages', '3'));
const timeoutMs = Number(argument('timeout-seconds', '240')) * 1000;
if (!Number.isInteger(gapMessages) || gapMessages < 1 || !(timeoutMs > 0)) throw new Error('bad arguments');

const runDir = mkdtempSync(path.join(tmpdir(), 'seller-live-run-'));
const logDir = path.join(runDir, 'logs');
mkdirSync(logDir);
const started = performance.now();
const log = (line: string) => console.log(`[live-run ${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const steps: { name: string; ok: boolean; detail: string }[] = [];

async function eventually<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

async function step(name: string, run: () => Promise<string>) {
  const at = performance.now();
  try {
    const detail = await run();
    steps.push({ name, ok: true, detail });
    log(`ok   ${name} (${((performance.now() - at) / 1000).toFixed(1)} s) ${detail}`);
  } catch (error) {
    steps.push({ name, ok: false, detail: (error as Error).message });
    log(`FAIL ${name}: ${(error as Error).message}`);
    throw error;
  }
}

async function main() {
  const simPort = await freePort();
  const simUrl = `http://127.0.0.1:${simPort}`;
  const productPort = await freePort();
  const appUrl = `http://127.0.0.1:${productPort}`;
  const app = {
    id: '2468013579246801',
    secret: randomBytes(16).toString('hex'),
    verify: randomBytes(8).toString('hex'),
  };
  const loginConfigId = '8642097531864209';
  const instagramApp = { id: '1122334455667788', secret: randomBytes(16).toString('hex') };

  await startStandaloneSimulator({
    root,
    port: simPort,
    url: simUrl,
    app,
    webhookUrl: `${appUrl}/webhooks/meta`,
    logDir,
    env: { SIM_INSTAGRAM_APP_ID: instagramApp.id, SIM_INSTAGRAM_APP_SECRET: instagramApp.secret },
  });
  const simulator = createSimulatorClient(simUrl);
  await simulator.setAppSettings({
    app_type: 'business',
    login_configs: [
      {
        id: loginConfigId,
        // The configuration the README's step 2 has the operator create: every permission of both dialogs.
        permissions: [...new Set([...pageScopes, ...instagramScopes])],
      },
    ],
    permissions_webhook: true,
  });

  spawnManaged(
    'server',
    path.join(root, 'apps/server/src/main.ts'),
    {
      PORT: String(productPort),
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      DATA_DIR: path.join(runDir, 'data'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      WEB_DIST_DIR: path.join(runDir, 'no-web'),
      META_APP_ID: app.id,
      META_APP_SECRET: app.secret,
      META_VERIFY_TOKEN: app.verify,
      META_GRAPH_URL: simUrl,
      META_LOGIN_CONFIG_ID: loginConfigId,
      META_INSTAGRAM_APP_ID: instagramApp.id,
      META_INSTAGRAM_APP_SECRET: instagramApp.secret,
      META_INSTAGRAM_GRAPH_URL: `${simUrl}/instagram-graph`,
      META_INSTAGRAM_API_URL: `${simUrl}/instagram`,
      // Checked every minute here instead of four times an hour, so the run sees the gap healed in minutes.
      SUBSCRIPTION_CHECK_CRON: '* * * * *',
    },
    logDir,
  );
  await waitForHealth(`${appUrl}/api/health`, 120_000);
  log(`simulator (Business app, login configuration ${loginConfigId}) at ${simUrl}; product (live mode) at ${appUrl}`);

  let token = '';
  const api = async (
    route: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
    // The product's answers are read loosely here: the run checks behaviour, the contract tests check shapes.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<any> => {
    const response = await fetch(`${appUrl}${route}`, {
      method: init.method ?? 'GET',
      headers: {
        locale: 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body instanceof FormData ? init.body : init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const callsSince = async (seq: number): Promise<CallRecord[]> => simulator.calls(seq);
  const mark = () => simulator.lastCallSeq();

  const seller = await simulator.createUser({ name: 'Live Run Seller' });
  const simPage = await simulator.createPage({
    owner_user_id: seller.id,
    name: 'Live Run Store',
    with_instagram: true,
  });
  const igAccountId = simPage.instagram_business_account!.id;
  let pageId = 0;
  let accountId = 0;

  /** The dialog as the browser opens it (config_id, never scope), and the code Meta hands back to the callback. */
  async function throughDialog(instagram: 'yes' | 'no') {
    const dialog = await api(`/api/auth/facebook/dialog?instagram=${instagram}`);
    const url = new URL(dialog.url);
    if (url.searchParams.get('config_id') !== loginConfigId || url.searchParams.has('scope'))
      throw new Error(`the dialog should carry config_id and no scope: ${dialog.url}`);
    const { code } = await simulator.oauthCode({
      user_id: seller.id,
      redirect_uri: `${appUrl}/auth/facebook/callback`,
    });
    return api('/api/auth/login-code', { method: 'POST', body: { code, state: dialog.state, instagram } });
  }

  await step('a dialog that still sends scope is refused by the Business app, as Meta refuses it', async () => {
    const classic = new URL(`${simUrl}/v21.0/dialog/oauth`);
    classic.searchParams.set('client_id', app.id);
    classic.searchParams.set('redirect_uri', `${appUrl}/auth/facebook/callback`);
    classic.searchParams.set('scope', 'pages_show_list,pages_messaging');
    // The page as a browser shows it (the apostrophe arrives HTML-escaped).
    const page = (await (await fetch(classic)).text()).replaceAll('&#39;', "'");
    if (!page.includes("It looks like this app isn't available")) throw new Error('the scope dialog was not refused');
    return '"It looks like this app isn\'t available"';
  });

  await step('link the page, then its Instagram account, with the login configuration', async () => {
    const session = await throughDialog('no');
    token = session.access_token;
    const page = session.pages.find((item: { page_id: string }) => item.page_id === simPage.id);
    if (!page || page.status !== 'subscribed') throw new Error(`page not linked: ${JSON.stringify(session.pages)}`);
    pageId = page.id;
    const withInstagram = await throughDialog('yes');
    const account = withInstagram.insta_accounts.find(
      (item: { account_id: string }) => item.account_id === igAccountId,
    );
    if (!account) throw new Error(`Instagram account not linked: ${JSON.stringify(withInstagram.insta_accounts)}`);
    accountId = account.id;
    return `page ${simPage.id} (ours ${pageId}), Instagram ${igAccountId} (ours ${accountId})`;
  });
  const pageHeaders = () => ({ 'page-id': String(pageId) });

  await step('answer a comment with a reply campaign (public and private reply)', async () => {
    const post = await simulator.createPost({ page_id: simPage.id, message: 'عرض نهاية الأسبوع' });
    const form = new FormData();
    form.append('name', 'live run');
    form.append('post', post.id);
    form.append('comments', JSON.stringify(['أرسلنا لك التفاصيل على الخاص']));
    form.append('message_enabled', 'true');
    form.append('message', 'السعر 25 دولار');
    await api('/api/facebook/reply/add', { method: 'POST', headers: pageHeaders(), body: form });
    const since = await mark();
    const comment = await simulator.createComment({
      post_id: post.id,
      from: { id: '7100000001', name: 'زبون التعليق' },
      message: 'كم السعر؟',
    });
    const calls = await eventually('the public and the private reply', async () => {
      const made = (await callsSince(since)).filter((call) => call.method === 'POST' && call.status === 200);
      const publicReply = made.find((call) => call.path.includes(`/${comment.id}/comments`));
      const privateReply = made.find(
        (call) => (call.body?.recipient as { comment_id?: string } | undefined)?.comment_id === comment.id,
      );
      return publicReply && privateReply ? [publicReply, privateReply] : null;
    });
    return `comment ${comment.id} answered in public and in private (${calls.length} calls)`;
  });

  await step('answer a direct message with the bot', async () => {
    await api('/api/bot/settings', {
      method: 'POST',
      headers: pageHeaders(),
      body: { bot_enabled: true, typing_on: false, mark_seen: false },
    });
    await api('/api/bot/replies', {
      method: 'POST',
      headers: pageHeaders(),
      body: { bot_name: 'Default', message: 'شكرًا لرسالتك، نرد عليك حالًا' },
    });
    const since = await mark();
    const sent = await simulator.sendMessage({
      page_id: simPage.id,
      from: { id: '7100000002', name: 'زبون الرسالة' },
      text: 'مرحبا',
    });
    await eventually('the bot answer', async () => (await botAnswersTo(since, ['7100000002'])).length === 1);
    return `message ${sent.mid} answered once`;
  });

  await step('answer an Instagram story mention', async () => {
    await api('/api/instagram/quick-reply/story-mention', {
      method: 'POST',
      headers: { 'insta-id': String(accountId) },
      body: { enabled: true, text: 'شكرًا على الإشارة 🌷', media_id: null, once_per_story: false },
    });
    const since = await mark();
    await simulator.sendMessage({ ig_user_id: igAccountId, from: { id: '7100000003' }, story_mention: true });
    await eventually('the story answer', async () =>
      (await callsSince(since)).some(
        (call) =>
          call.method === 'POST' &&
          call.status === 200 &&
          call.path.endsWith('/messages') &&
          (call.body?.recipient as { id?: string } | undefined)?.id === '7100000003',
      ),
    );
    return 'mention answered';
  });

  await step('publish a post now', async () => {
    const since = await mark();
    const saved = await api('/api/posts', {
      method: 'POST',
      body: {
        network: 'facebook',
        type: 'message',
        files: [],
        message: 'وصلت التشكيلة الجديدة',
        pages: [pageId],
        schedule_type: 'now',
      },
    });
    const call = await eventually('the feed call', async () =>
      (await callsSince(since)).find(
        (item) => item.method === 'POST' && item.status === 200 && item.path.endsWith(`/${simPage.id}/feed`),
      ),
    );
    return `post ${saved.post.id} published (${call.path})`;
  });

  await step(
    'link an Instagram account without a page (Instagram Login) and answer its comment and story mention',
    async () => {
      const account = await simulator.createInstagramAccount({
        name: 'Live Run Boutique',
        username: 'live.run.boutique',
      });
      const dialog = await api('/api/instagram/login/dialog');
      const window = new URL(dialog.url);
      if (window.searchParams.get('client_id') !== instagramApp.id) throw new Error(`wrong window: ${dialog.url}`);
      const { code } = await simulator.instagramOauthCode({
        account_id: account.id,
        redirect_uri: window.searchParams.get('redirect_uri')!,
      });
      // Meta appends `#_` to the code in the redirect; the product strips it.
      const linked = await api('/api/instagram/login/code', {
        method: 'POST',
        body: { code: `${code}#_`, state: dialog.state },
      });
      const ours = linked.insta_accounts.find((item: { account_id: string }) => item.account_id === account.id);
      if (!ours || ours.login !== 'instagram' || ours.page_id !== null)
        throw new Error(`not linked with Instagram Login: ${JSON.stringify(linked.insta_accounts)}`);
      const headers = { 'insta-id': String(ours.id) };

      const media = await simulator.createPost({ ig_user_id: account.id, message: 'حقيبة جلد طبيعي' });
      const form = new FormData();
      form.append('name', 'live run instagram');
      form.append('comments', JSON.stringify(['أرسلنا لك السعر على الخاص']));
      await api(`/api/instagram/reply/add/${media.id}`, { method: 'POST', headers, body: form });
      await api('/api/instagram/quick-reply/story-mention', {
        method: 'POST',
        headers,
        body: { enabled: true, text: 'شكرًا على الإشارة 🌷', media_id: null, once_per_story: false },
      });
      const since = await mark();
      const comment = await simulator.createComment({
        post_id: media.id,
        from: { id: '17841700000001', username: 'buyer.one' },
        message: 'بكم؟',
      });
      await simulator.sendMessage({ ig_user_id: account.id, from: { id: '17841700000002' }, story_mention: true });
      const calls = await eventually('the comment reply and the story answer on graph.instagram.com', async () => {
        const made = (await callsSince(since)).filter(
          (call) => call.method === 'POST' && call.status === 200 && call.path.startsWith('/instagram-graph/'),
        );
        const reply = made.find((call) => call.path.endsWith(`/${comment.id}/replies`));
        const answer = made.find(
          (call) =>
            call.path.endsWith('/messages') &&
            (call.body?.recipient as { id?: string } | undefined)?.id === '17841700000002',
        );
        return reply && answer ? [reply, answer] : null;
      });
      const onFacebook = (await callsSince(since)).filter(
        (call) =>
          call.method === 'POST' && !call.path.startsWith('/instagram-graph/') && call.path.includes(account.id),
      );
      if (onFacebook.length > 0) throw new Error(`calls for it went to graph.facebook.com: ${onFacebook[0]!.path}`);
      return `account ${account.id} (ours ${ours.id}); ${calls.map((call) => call.path).join(', ')}`;
    },
  );

  async function botAnswersTo(since: number, people: string[]) {
    return (await callsSince(since)).filter(
      (call) =>
        call.method === 'POST' &&
        call.status === 200 &&
        call.path.endsWith('/messages') &&
        people.includes((call.body?.recipient as { id?: string } | undefined)?.id ?? '') &&
        (call.body?.message as { text?: string } | undefined)?.text === 'شكرًا لرسالتك، نرد عليك حالًا',
    );
  }

  await step(`heal an unsubscribed page and answer the gap's ${gapMessages} messages once, marked late`, async () => {
    await simulator.unsubscribePage(simPage.id);
    const since = await mark();
    const people = Array.from({ length: gapMessages }, (_, index) => `72000000${String(index).padStart(2, '0')}`);
    const mids: string[] = [];
    for (const person of people) {
      const sent = await simulator.sendMessage({
        page_id: simPage.id,
        from: { id: person, name: `زبون الفجوة ${person.slice(-2)}` },
        text: 'هل المنتج متوفر؟',
      });
      mids.push(sent.mid);
    }
    const healedAfter = performance.now();
    await eventually('the subscription again', async () =>
      (await callsSince(since)).some(
        (call) => call.method === 'POST' && call.status === 200 && call.path.endsWith(`/${simPage.id}/subscribed_apps`),
      ),
    );
    const healedIn = ((performance.now() - healedAfter) / 1000).toFixed(1);
    await eventually('an answer to each', async () => (await botAnswersTo(since, people)).length >= people.length);
    // Quiet for a while: a second answer to anyone would show up here.
    await sleep(10_000);
    const answers = await botAnswersTo(since, people);
    const perPerson = people.map((person) =>
      answers.filter((call) => (call.body?.recipient as { id?: string }).id === person),
    );
    if (perPerson.some((list) => list.length !== 1))
      throw new Error(`answers per customer: ${perPerson.map((list) => list.length).join(', ')} (expected 1 each)`);
    const conversations = await api('/api/inbox/conversations?limit=50', { headers: pageHeaders() });
    let late = 0;
    for (const person of people) {
      const conversation = conversations.conversations.find(
        (item: { subscriber: { meta_user_id: string } }) => item.subscriber.meta_user_id === person,
      );
      if (!conversation)
        throw new Error(`no conversation for ${person}: ${JSON.stringify(conversations).slice(0, 300)}`);
      const thread = await api(`/api/inbox/conversations/${conversation.id}`, { headers: pageHeaders() });
      const incoming = thread.messages.find((message: { meta_message_id: string }) =>
        mids.includes(message.meta_message_id),
      );
      if (incoming?.arrived_late === true) late++;
    }
    if (late !== people.length) throw new Error(`${late}/${people.length} gap messages marked late`);
    return `subscribed again ${healedIn} s after the gap began; ${people.length} answered once each, all marked late`;
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void killEveryChild().finally(() => process.exit(130)));

let passed = false;
try {
  await main();
  passed = steps.every((item) => item.ok);
} catch (error) {
  if (!steps.some((item) => !item.ok)) console.error(error);
} finally {
  await killEveryChild();
}
console.log(`\nLive-mode run against the standalone simulator as a Business app (config_id)`);
for (const item of steps) console.log(`  ${item.ok ? 'ok  ' : 'FAIL'} ${item.name}: ${item.detail}`);
console.log(passed ? 'PASS' : 'FAIL');
if (passed) rmSync(runDir, { recursive: true, force: true });
else console.log(`logs kept in ${logDir}`);
process.exit(passed ? 0 : 1);
