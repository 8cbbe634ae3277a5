// Every API route × every kind of caller × every target (own context, another owner's page, another owner's
// Instagram account, another owner's objects, the caller's own page and account without any plan feature). The
// expected outcome of each cell comes from the route's declared access, resource and feature in the contract, never
// from running the code; then the other owner's data is checked intact.
import { allEndpoints, type Endpoint, type RouteResource } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  pageFeatures,
  pageOwners,
  pages,
  postTargets,
  posts,
  replyCampaigns,
  subscribers,
  users,
} from '../src/platform/db/schema.ts';
import { addNotifications, createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

type Actor = 'anonymous' | 'junk-token' | 'owner' | 'referral' | 'admin' | 'impersonator';
type Target = 'own' | 'other-page' | 'other-instagram' | 'other-objects' | 'featureless';
type Cell = { endpoint: Endpoint; actor: Actor; target: Target };

const actors: Actor[] = ['anonymous', 'junk-token', 'owner', 'referral', 'admin', 'impersonator'];
const targets: Target[] = ['own', 'other-page', 'other-instagram', 'other-objects', 'featureless'];
const missingId = 2_147_483_000;
const marker = 'VICTIM-MARKER';

let server: TestServer;
const tokens: Partial<Record<Actor, string>> = {};
let ownPageId: number;
let referralPageId: number;
let ownInstagramId: number;
let referralInstagramId: number;
/** A page and an Instagram account of the owner's and the referral's, with no plan feature at all. */
let featureless: { pageId: number; instagramId: number };
let victim: {
  userId: number;
  pageId: number;
  instagramId: number;
  token: string;
  ids: Partial<Record<RouteResource, number>>;
};

/** A time ahead of now, for the schedules of the publishing bodies. */
const aheadOfNow = () => new Date(Date.now() + 2 * 3_600_000).toISOString();
/** A post naming the page in `ids` (another owner's) or the caller's own page. */
const matrixPost = (ids: Partial<Record<RouteResource, number>>, caller: { pageId: number }) => ({
  network: 'facebook',
  message: 'Matrix post',
  pages: [ids.page ?? caller.pageId],
  schedule_type: 'scheduled',
  schedule_time: aheadOfNow(),
});

/**
 * A body each endpoint accepts, with the ids it names taken from `ids` (the caller's own or the victim's); `caller`
 * is what the caller owns (its page).
 */
const exampleBodies: Record<
  string,
  (ids: Partial<Record<RouteResource, number>>, caller: { pageId: number }) => unknown
> = {
  'POST /api/auth/owner-login': () => ({ username: 'nobody-here', password: 'Wrong@2026' }),
  'POST /api/user/password': () => ({
    current_password: 'Wrong@2026',
    password: 'Other@2026',
    password_confirmation: 'Other@2026',
  }),
  'POST /api/auth/logout': () => undefined,
  'POST /api/bot/settings': () => ({ bot_enabled: true, typing_on: true, delay_in_reply: 2, mark_seen: true }),
  'POST /api/admin/users/:id/impersonate': () => undefined,
  'POST /api/auth/login-code': () => ({ code: 'not-a-code', state: 'not-a-state' }),
  'POST /api/auth/login': () => ({ token: 'not-a-facebook-token' }),
  'POST /api/auth/add-pages': () => ({ token: 'not-a-facebook-token' }),
  'POST /api/instagram/account/add': () => ({ token: 'not-a-facebook-token' }),
  'POST /api/user/notifications/mark-read/:id': () => undefined,
  'POST /api/user/notifications/mark-all-read': () => undefined,
  'POST /api/admin/errors/retry/:id': () => undefined,
  'POST /api/pages/:id/subscribe': () => undefined,
  'POST /api/instagram/accounts/:id/subscribe': () => undefined,
  'POST /api/facebook/reply/add': (ids) => ({
    id: ids['reply-campaign'],
    name: 'Matrix campaign',
    post: '1_2',
    comments: ['hello'],
    comment_template_id: ids['comment-template'] ?? null,
  }),
  'POST /api/instagram/reply/add/:mediaId': (ids) => ({
    id: ids['instagram-reply-campaign'],
    name: 'Matrix Instagram campaign',
    comments: ['hello'],
  }),
  'POST /api/instagram/reply/templates': (ids) => ({
    id: ids['instagram-reply-template'],
    name: 'Matrix Instagram template',
    message: 'hi',
  }),
  'POST /api/facebook/reply/templates': (ids) => ({
    id: ids['reply-template'],
    name: 'Matrix template',
    message: 'hi',
  }),
  'POST /api/facebook/reply/comment-templates': (ids) => ({
    id: ids['comment-template'],
    name: 'Matrix comment template',
    replies: ['hi'],
  }),
  'POST /api/facebook/reply/comment': (ids) => ({
    action: 'enable',
    post: '1_2',
    comments: ['hi'],
    comment_template_id: ids['comment-template'] ?? null,
  }),
  'POST /api/posts': (ids, caller) => ({ ...matrixPost(ids, caller), id: ids.post }),
  'POST /api/posts/preflight': (ids, caller) => matrixPost(ids, caller),
  'POST /api/posts/:id/publish-now': () => ({}),
  'POST /api/posts/:id/reschedule': () => ({ scheduled_at: aheadOfNow() }),
  // JSON naming an address instead of a file: refused (422) once the caller is let in.
  'POST /api/posts/media': () => ({ file_url: 'http://127.0.0.1/media/shared/matrix.png' }),
  'POST /api/inbox/media': () => ({ file_url: 'http://127.0.0.1/media/shared/matrix.pdf' }),
  'POST /api/posts/templates': (ids) => ({
    id: ids['post-template'],
    network: 'facebook',
    name: 'Matrix post template',
    message: 'hi',
    files: [],
  }),
  'POST /api/pages/:pageId/scheduled-posts/:postId/publish-now': () => ({}),
  'POST /api/instagram/reply/process-comment/:mediaId': () => ({ comment_enabled: false }),
  'POST /api/instagram/quick-reply/story-mention': () => ({ enabled: false, text: 'Matrix' }),
  'POST /api/instagram/quick-reply/story-reply': () => ({ enabled: false, text: 'Matrix', keywords: ['matrix'] }),
  'POST /api/instagram/story-reply/add/:storyId': () => ({ enabled: false, text: 'Matrix', keywords: ['matrix'] }),
  // The window of the matrix's conversations is closed: refused (422) once the caller is let in, nothing sent.
  'POST /api/inbox/conversations/:id/messages': () => ({
    client_id: '00000000-0000-4000-8000-000000000001',
    text: 'Matrix reply',
  }),
  'POST /api/inbox/conversations/:id/read': () => ({}),
  'POST /api/bot/subscribers/:id/labels': () => ({ labels: ['Matrix'] }),
  'POST /api/bot/replies': () => ({
    bot_name: 'Matrix bot',
    message: 'Matrix answer',
    keyword_type: 'contains',
    keywords: ['matrix'],
  }),
  'POST /api/bot/replies/:id': () => ({
    bot_name: 'Matrix bot',
    message: 'Matrix answer',
    keyword_type: 'exact',
    keywords: ['matrix'],
  }),
  // Handing back: admins may act on any conversation, and the victim's must stay as it was.
  'POST /api/inbox/conversations/:id/takeover': () => ({ taken_over: false }),
  'POST /api/bot/flows': () => ({ name: 'Matrix flow' }),
  'POST /api/bot/flows/:id': () => ({ draft: matrixFlowDocument('Matrix draft'), draft_revision: 0 }),
  'POST /api/bot/flows/:id/check': () => ({}),
  'POST /api/bot/flows/:id/publish': () => ({}),
  'POST /api/bot/flows/:id/try': () => ({ input: { type: 'start' } }),
  // The demo's customer simulator: refused (422) once the caller is let in, nothing sent (a post of no page of the
  // caller's, an empty message, a quick reply the page never offered, a story without the insta-id header).
  'POST /api/demo/customer/comment': () => ({ customer: 'Matrix', post_id: '1_2', message: 'Matrix comment' }),
  'POST /api/demo/customer/message': () => ({ customer: 'Matrix', text: '' }),
  'POST /api/demo/customer/quick-reply': () => ({ customer: 'Matrix', payload: 'MATRIX' }),
  'POST /api/instagram/demo/customer/comment': () => ({ customer: 'Matrix', media_id: '1', message: 'Matrix' }),
  'POST /api/instagram/demo/customer/story': () => ({ customer: 'Matrix', kind: 'mention' }),
};
/** A flow that can be published: its start, then one message. */
function matrixFlowDocument(text: string) {
  return {
    version: 2,
    nodes: [
      { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
      { id: 'hello', type: 'message', position: { x: 200, y: 0 }, data: { message: text } },
    ],
    edges: [{ id: 'e1', source: 'start', target: 'hello' }],
  };
}
const endsWithPagePath = (endpoint: Endpoint) => /:pageId\b/.test(endpoint.path);
const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
/** Routes acting on the account of the insta-id header: the caller's own account unless the cell aims elsewhere. */
const actsOnInstagramAccount = (endpoint: Endpoint) =>
  endpoint.path.startsWith('/api/instagram/reply/') && !endpoint.path.includes('/process-comment/');
const namesObjects = (endpoint: Endpoint) =>
  endpoint.resource !== undefined ||
  [
    'POST /api/facebook/reply/add',
    'POST /api/facebook/reply/templates',
    'POST /api/instagram/reply/add/:mediaId',
    'POST /api/instagram/reply/templates',
    'POST /api/facebook/reply/comment-templates',
    'POST /api/facebook/reply/comment',
    'POST /api/posts',
    'POST /api/posts/preflight',
    'POST /api/posts/templates',
  ].includes(keyOf(endpoint));

const namesPagesInBody = ['POST /api/posts', 'POST /api/posts/preflight'];

/** What the cell must answer, from the declaration alone. */
function expectation({ endpoint, actor, target }: Cell): 'unauthenticated' | 'forbidden' | 'refused' | 'allowed' {
  const access = endpoint.access ?? 'user';
  const signedIn = actor !== 'anonymous' && actor !== 'junk-token';
  if (access === 'public') return 'allowed';
  if (!signedIn) return access === 'optional' ? 'allowed' : 'unauthenticated';
  const isAdmin = actor === 'admin';
  if (access === 'admin' && !isAdmin) return 'forbidden';
  if (access === 'referral' && !isAdmin && actor !== 'referral') return 'forbidden';
  if (access === 'self' && actor === 'impersonator') return 'forbidden';
  // A route's plan feature is the page's or account's, whoever asks (an admin too); a post names its pages in the body,
  // each of which needs the poster.
  if (target === 'featureless')
    return endpoint.feature || namesPagesInBody.includes(keyOf(endpoint)) ? 'forbidden' : 'allowed';
  if (isAdmin) return 'allowed';
  if (target === 'other-page' || target === 'other-instagram') return 'forbidden';
  // Another owner's page in `:pageId` is refused like the header; other objects are simply not found.
  if (target === 'other-objects' && namesObjects(endpoint)) return endsWithPagePath(endpoint) ? 'forbidden' : 'refused';
  return 'allowed';
}

function requestFor({ endpoint, actor, target }: Cell) {
  const ids = target === 'other-objects' ? victim.ids : {};
  const headers: Record<string, string> = { locale: 'en' };
  const token = tokens[actor];
  if (token) headers.authorization = `Bearer ${token}`;
  const bare = target === 'featureless';
  const callerPageId = bare ? featureless.pageId : actor === 'referral' ? referralPageId : ownPageId;
  const callerInstagramId = bare
    ? featureless.instagramId
    : actor === 'referral'
      ? referralInstagramId
      : ownInstagramId;
  const otherPage = target === 'other-page';
  const pathPage = target === 'other-page' || target === 'other-objects';
  if (target === 'other-instagram') headers['insta-id'] = String(victim.instagramId);
  // A page in the path takes the place of the page-id header (naming two different pages is refused).
  else if (!endsWithPagePath(endpoint)) headers['page-id'] = String(otherPage ? victim.pageId : callerPageId);
  if (target !== 'other-instagram' && (actsOnInstagramAccount(endpoint) || (bare && endpoint.feature)))
    headers['insta-id'] = String(callerInstagramId);
  const path = endpoint.path.replace(/:(\w+)\??/g, (_match, name: string) => {
    if (name === 'postId') return '1_2';
    if (name === 'status') return 'paused';
    if (name === 'pageId') return String(pathPage ? victim.pageId : callerPageId);
    return String((endpoint.resource && ids[endpoint.resource]) ?? missingId);
  });
  const body = exampleBodies[keyOf(endpoint)]?.(ids, { pageId: callerPageId });
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { path, init: { method: endpoint.method, headers, body: body === undefined ? null : JSON.stringify(body) } };
}

/** Every feature, so that a refusal in these cells can only come from who is asking. */
async function grantEveryFeature(pageId: number, instagramAccountId?: number) {
  const slugs = ['comments', 'likes', 'bot'] as const;
  const db = server.runtime.database.db;
  await db.insert(pageFeatures).values(slugs.map((slug) => ({ pageId, slug })));
  if (instagramAccountId !== undefined)
    await db.insert(instagramAccountFeatures).values(slugs.map((slug) => ({ accountId: instagramAccountId, slug })));
}

beforeAll(async () => {
  server = await startTestServer();
  const owner = await server.login('demo', 'Demo@2026');
  tokens.owner = owner.access_token;
  ownPageId = owner.pages[0]!.id;
  ownInstagramId = owner.insta_accounts[0]!.id;
  tokens['junk-token'] = 'not-a-real-token-0123456789';
  tokens.admin = (await server.login('admin', 'Admin@2026')).access_token;
  const db = server.runtime.database.db;
  const referral = await createOwner(db);
  await db.update(users).set({ isReferral: true }).where(eq(users.id, referral.user.id));
  tokens.referral = (await server.login(referral.user.username, referral.password)).access_token;
  referralPageId = referral.page.id;
  referralInstagramId = referral.account.id;
  await grantEveryFeature(referral.page.id, referral.account.id);
  const impersonation = await server.request<{ access_token: string }>(
    'POST',
    `/api/admin/users/${owner.user.id}/impersonate`,
    {
      token: tokens.admin,
    },
  );
  tokens.impersonator = impersonation.body.access_token;
  const [barePage] = await db
    .insert(pages)
    .values({ metaPageId: '9-matrix-featureless', name: 'Featureless' })
    .returning();
  const [bareAccount] = await db
    .insert(instagramAccounts)
    .values({
      metaAccountId: '8-matrix-featureless',
      pageId: barePage!.id,
      name: 'Featureless',
      username: 'featureless',
    })
    .returning();
  for (const userId of [owner.user.id, referral.user.id]) {
    await db.insert(pageOwners).values({ pageId: barePage!.id, userId });
    await db.insert(instagramAccountOwners).values({ accountId: bareAccount!.id, userId });
  }
  featureless = { pageId: barePage!.id, instagramId: bareAccount!.id };

  const other = await createOwner(db);
  await grantEveryFeature(other.page.id, other.account.id);
  const otherToken = (await server.login(other.user.username, other.password)).access_token;
  const asVictim = async <Body>(method: string, url: string, body?: unknown) =>
    (
      await server.request<Body>(method, url, {
        token: otherToken,
        headers: { 'page-id': String(other.page.id) },
        body,
      })
    ).body;
  const commentTemplate = await asVictim<{ template: { id: number } }>(
    'POST',
    '/api/facebook/reply/comment-templates',
    {
      name: `${marker} comment template`,
      replies: [`${marker} reply`],
    },
  );
  const replyTemplate = await asVictim<{ template: { id: number } }>('POST', '/api/facebook/reply/templates', {
    name: `${marker} reply template`,
    message: `${marker} message`,
  });
  const campaign = await asVictim<{ campaign: { id: number } }>('POST', '/api/facebook/reply/add', {
    name: `${marker} campaign`,
    post: `${other.page.metaPageId}_77`,
    comments: [`${marker} public reply`],
  });
  const asVictimOnInstagram = async <Body>(url: string, body: unknown) =>
    (
      await server.request<Body>('POST', url, {
        token: otherToken,
        headers: { 'insta-id': String(other.account.id) },
        body,
      })
    ).body;
  // Stored directly: the victim's Instagram account is not on the simulator, so the add route cannot confirm that
  // the media is one of its posts. The settings are those the add route stores (the Facebook form's, no buttons).
  const [stored] = await db
    .select({ settings: replyCampaigns.settings })
    .from(replyCampaigns)
    .where(eq(replyCampaigns.id, campaign.campaign.id));
  const [instagramCampaignRow] = await db
    .insert(replyCampaigns)
    .values({
      pageId: other.page.id,
      channel: 'instagram',
      instagramAccountId: other.account.id,
      name: `${marker} Instagram campaign`,
      metaPostId: '1777',
      settings: {
        ...(stored!.settings as Record<string, unknown>),
        name: `${marker} Instagram campaign`,
        post: '1777',
        comments: [`${marker} Instagram reply`],
      },
    })
    .returning({ id: replyCampaigns.id });
  const instagramCampaign = { campaign: { id: instagramCampaignRow!.id } };
  const instagramTemplate = await asVictimOnInstagram<{ template: { id: number } }>('/api/instagram/reply/templates', {
    name: `${marker} Instagram template`,
    message: `${marker} Instagram message`,
  });
  const postTemplate = await asVictim<{ template: { id: number } }>('POST', '/api/posts/templates', {
    network: 'facebook',
    name: `${marker} post template`,
    message: `${marker} template text`,
    files: [],
  });
  // Stored directly: the victim's page has no Meta token, so pre-flight would refuse it through the API.
  const [victimPost] = await db
    .insert(posts)
    .values({
      ownerUserId: other.user.id,
      network: 'facebook',
      postType: 'message',
      message: `${marker} post`,
      scheduleType: 'scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  await db.insert(postTargets).values({
    postId: victimPost!.id,
    pageId: other.page.id,
    idempotencyKey: `post:${victimPost!.id}:page:${other.page.id}`,
  });
  const botReply = await asVictim<{ bot: { id: number } }>('POST', '/api/bot/replies', {
    bot_name: `${marker} bot`,
    message: `${marker} bot answer`,
    keyword_type: 'contains',
    keywords: [`${marker} keyword`],
  });
  const victimFlow = await asVictim<{ flow: { id: number } }>('POST', '/api/bot/flows', { name: `${marker} flow` });
  await asVictim('POST', `/api/bot/flows/${victimFlow.flow.id}`, {
    draft: matrixFlowDocument(`${marker} flow message`),
    draft_revision: 0,
  });
  const [notification] = await addNotifications(db, other.user.id, 1);
  const [victimConversation] = await db
    .insert(subscribers)
    .values({
      channel: 'messenger',
      pageId: other.page.id,
      metaUserId: 'matrix-psid',
      name: `${marker} subscriber`,
      source: 'message',
      firstInteractionAt: new Date(),
      lastInteractionAt: new Date(),
    })
    .returning();
  victim = {
    userId: other.user.id,
    pageId: other.page.id,
    instagramId: other.account.id,
    token: otherToken,
    ids: {
      user: other.user.id,
      page: other.page.id,
      'instagram-account': other.account.id,
      notification: notification!.id,
      'reply-campaign': campaign.campaign.id,
      'reply-template': replyTemplate.template.id,
      'instagram-reply-campaign': instagramCampaign.campaign.id,
      'instagram-reply-template': instagramTemplate.template.id,
      'comment-template': commentTemplate.template.id,
      post: victimPost!.id,
      'post-template': postTemplate.template.id,
      'webhook-event': missingId,
      conversation: victimConversation!.id,
      'bot-reply': botReply.bot.id,
      'bot-flow': victimFlow.flow.id,
    },
  };
});
afterAll(async () => {
  await server?.stop();
});

describe('authorization matrix', () => {
  it('has an example body for every endpoint that takes one', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.body || endpoint.multipart) expect(exampleBodies, keyOf(endpoint)).toHaveProperty([keyOf(endpoint)]);
    }
  });

  it("answers every cell as the route's declared access says, and never shows another owner's data", async () => {
    // Logging out would end the caller's session for the cells after it; it is covered by the auth tests.
    const endpoints = allEndpoints.filter((endpoint) => keyOf(endpoint) !== 'POST /api/auth/logout');
    const cells = endpoints.flatMap((endpoint) =>
      actors.flatMap((actor) => targets.map((target) => ({ endpoint, actor, target }))),
    );
    const wrong: string[] = [];
    for (const cell of cells) {
      const { path, init } = requestFor(cell);
      const response = await fetch(server.baseUrl + path, init);
      // An event stream never ends by itself: its status and headers are the answer.
      const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
      if (streaming) await response.body?.cancel();
      const text = streaming ? '' : await response.text();
      const code = response.status >= 400 ? (JSON.parse(text) as { code?: string }).code : undefined;
      const expected = expectation(cell);
      const label = `${cell.actor} × ${cell.target} × ${cell.endpoint.method} ${path} → ${response.status} ${code ?? ''}`;
      if (response.status >= 500) wrong.push(`${label} (server error)`);
      else if (expected === 'unauthenticated' && code !== 'unauthenticated') wrong.push(`${label}, expected 401`);
      else if (expected === 'forbidden' && code !== 'forbidden') wrong.push(`${label}, expected 403`);
      else if (expected === 'refused' && (response.status < 400 || code === 'unauthenticated'))
        wrong.push(`${label}, expected 403/404/422`);
      else if (expected === 'allowed' && (code === 'unauthenticated' || code === 'forbidden'))
        wrong.push(`${label}, expected no refusal`);
      if (cell.actor !== 'admin' && text.includes(marker)) wrong.push(`${label} shows another owner's data`);
    }
    console.log(
      `authorization matrix: ${cells.length} cells (${endpoints.length} routes × ${actors.length} callers × ${targets.length} targets)`,
    );
    expect(wrong).toEqual([]);
  });

  it("leaves the other owner's objects as they were", async () => {
    const headers = { 'page-id': String(victim.pageId) };
    const get = async <Body>(url: string) => server.request<Body>('GET', url, { token: victim.token, headers });
    const campaign = await get<{ campaign: { name: string; status: string } }>(
      `/api/facebook/reply/get/${victim.ids['reply-campaign']}`,
    );
    expect(campaign.status).toBe(200);
    expect(campaign.body.campaign).toMatchObject({ name: `${marker} campaign`, status: 'running' });
    const instagramCampaign = await server.request<{ campaign: { name: string; status: string } }>(
      'GET',
      `/api/instagram/reply/get/${victim.ids['instagram-reply-campaign']}`,
      { token: victim.token, headers: { 'insta-id': String(victim.instagramId) } },
    );
    expect(instagramCampaign.body.campaign).toMatchObject({ name: `${marker} Instagram campaign`, status: 'running' });
    const replyTemplate = await get<{ template: { name: string } }>(
      `/api/facebook/reply/templates/${victim.ids['reply-template']}`,
    );
    expect(replyTemplate.body.template.name).toBe(`${marker} reply template`);
    const commentTemplates = await get<{ templates: { id: number; name: string }[] }>(
      '/api/facebook/reply/comment-templates',
    );
    expect(commentTemplates.body.templates.map((template) => template.name)).toContain(`${marker} comment template`);
    const notifications = await get<{ notifications: { id: number; read_at: string | null }[] }>(
      '/api/user/notifications',
    );
    expect(notifications.body.notifications.find((item) => item.id === victim.ids.notification)?.read_at).toBeNull();
    const accounts = await get<{ pages: { id: number }[]; insta_accounts: { id: number }[] }>('/api/user/accounts');
    expect(accounts.body.pages.map((page) => page.id)).toContain(victim.pageId);
    expect(accounts.body.insta_accounts.map((account) => account.id)).toContain(victim.instagramId);
    const post = await get<{ post: { message: string; scheduled_at: string; targets: { status: string }[] } }>(
      `/api/posts/${victim.ids.post}`,
    );
    expect(post.body.post).toMatchObject({ message: `${marker} post`, targets: [{ status: 'scheduled' }] });
    const flow = await get<{ flow: { name: string; draft_revision: number; published_version: number | null } }>(
      `/api/bot/flows/${victim.ids['bot-flow']}`,
    );
    expect(flow.body.flow).toMatchObject({ name: `${marker} flow`, draft_revision: 1, published_version: null });
    const postTemplates = await get<{ templates: { name: string }[] }>('/api/posts/templates');
    expect(postTemplates.body.templates.map((template) => template.name)).toEqual([`${marker} post template`]);
    const botReply = await get<{ bot: { bot_name: string; keywords: string[] } }>(
      `/api/bot/replies/${victim.ids['bot-reply']}`,
    );
    expect(botReply.body.bot).toMatchObject({ bot_name: `${marker} bot`, keywords: [`${marker} keyword`] });
    const [conversation] = await server.runtime.database.db
      .select({ takenOverAt: subscribers.takenOverAt })
      .from(subscribers)
      .where(eq(subscribers.id, victim.ids.conversation!));
    expect(conversation!.takenOverAt).toBeNull();
  });
});
