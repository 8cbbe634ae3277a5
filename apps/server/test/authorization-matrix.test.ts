// Every API route × every kind of caller × every target (own context, another owner's page, another owner's
// Instagram account, another owner's objects, the caller's own page and account without any plan feature). The
// expected outcome of each cell comes from the route's declared access, resource and feature in the contract, never
// from running the code; then the other owner's data is checked intact.
import { allEndpoints, type Endpoint, type RouteResource } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  instagramAccountFeatures,
  instagramAccountOwners,
  instagramAccounts,
  invoices,
  mediaFiles,
  mediaFolders,
  orderRequests,
  pageFeatures,
  pageOwners,
  pages,
  postTargets,
  posts,
  replyCampaigns,
  storeCategories,
  storeItems,
  stores,
  subscribers,
  users,
} from '../src/platform/db/schema.ts';
import { hashAccessToken } from '../src/features/auth/index.ts';
import { signRequest } from '../src/features/data-rights/signed-request.ts';
import { issueOrderLink, sellingPage } from './order-form-fixtures.ts';
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

/** The web view's public form: a signed link of a page that sells (no marker: anyone with the link may see it). */
let orderForm: { token: string; itemId: number };

const signedForNobody = () =>
  signRequest({ algorithm: 'HMAC-SHA256', user_id: '990000000000001' }, server.config.meta.appSecret);

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

/** A help article naming a section that is not there (refused before anything is written). */
const matrixHelpArticle = {
  section_id: 2_147_483_000,
  status: 'draft',
  versions: { ar: { title: 'Matrix', body: '' } },
};
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
  'PUT /api/user/profile': () => ({ name: 'Matrix Owner', locale: 'ar' }),
  'POST /api/user/sessions/sign-out-others': () => undefined,
  'POST /api/admin/users/:id/password-reset': () => undefined,
  'POST /api/auth/password-reset/email': () => ({ login: 'nobody-by-this-name' }),
  'POST /api/auth/password-reset': () => ({
    token: 'not-a-reset-token-not-a-reset-token',
    password: 'Other@2026',
    password_confirmation: 'Other@2026',
  }),
  'POST /api/bot/settings': () => ({ bot_enabled: true, typing_on: true, delay_in_reply: 2, mark_seen: true }),
  'POST /api/admin/users/:id/impersonate': () => undefined,
  'POST /api/auth/login-code': () => ({ code: 'not-a-code', state: 'not-a-state' }),
  'POST /api/auth/login': () => ({ token: 'not-a-facebook-token' }),
  'POST /api/admin/tools/link-tokens': () => ({ tool: 'logs' }),
  'POST /api/auth/link-token': () => ({ link_token: 'not-a-link-token' }),
  'POST /api/admin/tools/queues/retry': () => ({
    queue: 'inbox.profile',
    job_id: '00000000-0000-4000-8000-000000000000',
  }),
  'POST /api/admin/tools/queues/delete': () => ({
    queue: 'inbox.profile',
    job_id: '00000000-0000-4000-8000-000000000000',
  }),
  'POST /api/admin/errors/pages/:id/retry': () => ({}),
  'POST /api/order-form/:token': () => ({
    submission_key: 'matrix-order-form-key',
    items: [{ id: orderForm.itemId, quantity: 1 }],
    answers: { name: 'Matrix customer', phone: '+963944000000', address: 'Damascus' },
  }),
  // Meta's callbacks, signed as Meta signs them, about a Facebook user the product does not know.
  'POST /meta/deauthorize': () => ({ signed_request: signedForNobody() }),
  'POST /meta/data-deletion': () => ({ signed_request: signedForNobody() }),
  'POST /api/auth/add-pages': () => ({ token: 'not-a-facebook-token' }),
  'POST /api/instagram/account/add': () => ({ token: 'not-a-facebook-token' }),
  'POST /api/instagram/login/code': () => ({ code: 'not-an-instagram-code', state: 'not-a-state' }),
  'POST /api/user/notifications/mark-read/:id': () => undefined,
  'POST /api/user/notifications/mark-all-read': () => undefined,
  'POST /api/admin/notifications': () => ({
    audience: 'owner',
    user_id: 2_147_483_647,
    title_ar: 'عنوان',
    text_ar: 'نص',
    title_en: 'Title',
    text_en: 'Text',
  }),
  'PUT /api/user/push/preferences': () => ({ order: true, conversation: true, post: true }),
  'POST /api/user/push/subscriptions': () => ({
    endpoint: 'https://push.invalid/matrix',
    keys: { p256dh: 'BAAA', auth: 'AAAA' },
  }),
  'POST /api/user/push/subscriptions/remove': () => ({ endpoint: 'https://push.invalid/matrix' }),
  'POST /api/admin/errors/retry/:id': () => undefined,
  // The admin console's user changes: invalid or harmless, so no session of the matrix ends.
  'POST /api/admin/users': () => ({
    username: 'admin',
    name: 'Taken',
    password: 'Matrix@2026',
    admin: false,
    referral: false,
  }),
  'PUT /api/admin/users/:id': () => ({ username: '', name: '', admin: false, referral: false }),
  'POST /api/admin/users/:id/block': () => ({ blocked: false }),
  'POST /api/admin/users/:id/password': () => ({ password: 'short' }),
  'POST /api/admin/replies/:id/status': () => ({ status: 'stopped' }),
  'POST /api/admin/pages/update/:id': () => ({ name: 'Matrix page' }),
  'POST /api/admin/pages/update-features/:id': () => ({ features: ['reply'] }),
  'POST /api/admin/instagram/accounts/update/:id': () => ({ name: 'Matrix account' }),
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
  'POST /api/facebook/reply/comments/:commentId/visibility': () => ({ hidden: true }),
  'POST /api/instagram/reply/comments/:commentId/visibility': () => ({ hidden: true }),
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
  // Sent as JSON, not multipart: no file was stored, so the cloud has none to file (422 once the caller is let in).
  'POST /api/cloud/files': () => ({ file_url: 'http://127.0.0.1/media/shared/matrix.png' }),
  'PATCH /api/cloud/files/:id': () => ({ folder_id: null }),
  'POST /api/cloud/folders': () => ({ name: 'Matrix folder' }),
  'PATCH /api/cloud/folders/:id': () => ({ name: 'Matrix renamed' }),
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
  'POST /api/store/stores': () => ({ name: 'Matrix store', page_ids: [] }),
  'POST /api/store/settings/:id': () => ({
    name: 'Matrix store',
    locales: ['ar'],
    currency: 'SYP',
    contact: {},
    order_form_id: null,
    page_ids: [],
  }),
  'POST /api/store/categories/process/:id?': (ids) => ({
    store_id: ids.store ?? missingId,
    names: { ar: 'Matrix category' },
  }),
  'POST /api/store/categories/reorder/:storeId': (ids) => ({
    parent_id: null,
    ids: [ids['store-category'] ?? missingId],
  }),
  // A picture from elsewhere: refused (422) once the caller is let in, nothing stored.
  'POST /api/store/items/process/:id?': (ids) => ({
    store_id: ids.store ?? missingId,
    names: { ar: 'Matrix item' },
    sell_price: 1,
    main_image_url: 'https://elsewhere.example/matrix.png',
  }),
  'POST /api/store/items/visible/:id': () => ({ visible: false }),
  'POST /api/store/items/reorder/:storeId': (ids) => ({ parent_id: null, ids: [ids['store-item'] ?? missingId] }),
  'POST /api/store/images/:storeId': () => ({ image_url: 'https://elsewhere.example/matrix.png' }),
  // The demo's customer simulator: refused (422) once the caller is let in, nothing sent (a post of no page of the
  // caller's, an empty message, a quick reply the page never offered, a story without the insta-id header).
  'POST /api/demo/customer/comment': () => ({ customer: 'Matrix', post_id: '1_2', message: 'Matrix comment' }),
  'POST /api/demo/customer/message': () => ({ customer: 'Matrix', text: '' }),
  'POST /api/demo/customer/quick-reply': () => ({ customer: 'Matrix', payload: 'MATRIX' }),
  'POST /api/instagram/demo/customer/comment': () => ({ customer: 'Matrix', media_id: '1', message: 'Matrix' }),
  'POST /api/instagram/demo/customer/story': () => ({ customer: 'Matrix', kind: 'mention' }),
  'POST /api/admin/packages': () => ({
    name: 'Matrix',
    price: 1000,
    features: ['reply'],
    monthly_reply_limit: null,
    storage_mb: null,
    periods: [1],
  }),
  'POST /api/admin/packages/update/:id': () => ({
    name: 'Matrix',
    price: 1000,
    features: ['reply'],
    monthly_reply_limit: null,
    storage_mb: null,
    periods: [1],
  }),
  'POST /api/admin/packages/retire/:id': () => undefined,
  'POST /api/admin/invoices/update-status/:id': () => ({ status: 'rejected', reason: 'Matrix' }),
  'POST /api/pages/:id/renewal-request': () => ({ package_id: 1, months: 1, receipt_url: 'https://elsewhere/x.png' }),
  'POST /api/webview/requests/update/:id': () => ({ status: 'processed', note: 'Matrix' }),
  'POST /api/instagram/accounts/:id/renewal-request': () => ({
    package_id: 1,
    months: 1,
    receipt_url: 'https://elsewhere/x.png',
  }),
  'POST /api/webview/templates/create': (_ids, { pageId }) => matrixOrderForm('Matrix form', pageId),
  'POST /api/webview/templates/update/:id': (_ids, { pageId }) => matrixOrderForm('Matrix form', pageId),
  // The help centre's writing (admins only): a section that is not there is refused before anything is written.
  'POST /api/admin/help/sections': () => ({ titles: { ar: 'Matrix', en: 'Matrix' } }),
  'PUT /api/admin/help/sections/:id': () => ({ titles: { ar: 'Matrix', en: 'Matrix' } }),
  'POST /api/admin/help/sections-order': () => ({ ids: [2_147_483_000] }),
  'POST /api/admin/help/articles': () => matrixHelpArticle,
  'PUT /api/admin/help/articles/:id': () => matrixHelpArticle,
  'POST /api/admin/help/articles/:id/status': () => ({ status: 'published' }),
  'POST /api/admin/help/images': () => ({ image_url: 'https://elsewhere.example/matrix.png' }),
  // Clearing asks nothing of Meta when no domain was set.
  'POST /api/pages/:pageId/web-view-domain': () => ({ domain: null }),
};
function matrixOrderForm(name: string, pageId: number) {
  return { name, fields: [{ title: 'Name', name: 'name', type: 'text', required: true }], page_ids: [pageId] };
}
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

/**
 * An admin's block, delete, stop or update of a page or account would change the other owner's page for every cell
 * after it: these name a page that is not there (their effects are proven in admin-pages.test.ts).
 */
const changesPageLife = (endpoint: Endpoint) =>
  /^\/api\/admin\/(pages|instagram\/accounts)\/(ban-page|unban-page|block|unblock|update|update-features|delete|stop-comments|stop-replies|add-menu|delete-menu|error-page)\//.test(
    endpoint.path,
  );

function requestFor({ endpoint, actor, target }: Cell) {
  const ids = target === 'other-objects' && !changesPageLife(endpoint) ? victim.ids : {};
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
    if (name === 'token') return orderForm.token;
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
  await db.insert(pageFeatures).values([...slugs, 'store' as const].map((slug) => ({ pageId, slug })));
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
  const seller = await createOwner(db);
  const { shirt } = await sellingPage(db, seller.user.id, seller.page.id);
  orderForm = { token: (await issueOrderLink(server, seller.page.id, [shirt.id])).token, itemId: shirt.id };
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
  const victimOrderForm = await asVictim<{ template: { id: number } }>(
    'POST',
    '/api/webview/templates/create',
    matrixOrderForm(`${marker} order form`, other.page.id),
  );
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
  const [victimInvoice] = await db
    .insert(invoices)
    .values({ pageId: other.page.id, planName: `${marker} package`, months: 1, requestedBy: other.user.id })
    .returning();
  const [victimRequest] = await db
    .insert(orderRequests)
    .values({
      pageId: other.page.id,
      customerPsid: 'matrix-psid',
      customerName: `${marker} customer`,
      answers: [{ name: 'phone', title: 'Phone', value: `${marker} answer` }],
      submissionKey: `${marker}-request`,
    })
    .returning();
  const [victimStore] = await db
    .insert(stores)
    .values({ ownerUserId: other.user.id, name: `${marker} store` })
    .returning();
  const [victimCategory] = await db
    .insert(storeCategories)
    .values({ storeId: victimStore!.id, names: { ar: `${marker} category` } })
    .returning();
  const [victimItem] = await db
    .insert(storeItems)
    .values({
      storeId: victimStore!.id,
      categoryId: victimCategory!.id,
      names: { ar: `${marker} item` },
      sellPrice: 5,
      mainImageUrl: `${server.config.appUrl}/media/matrix.png`,
    })
    .returning();
  const [victimFolder] = await db
    .insert(mediaFolders)
    .values({ ownerUserId: other.user.id, name: `${marker} folder` })
    .returning();
  const [victimFile] = await db
    .insert(mediaFiles)
    .values({
      ownerUserId: other.user.id,
      blobKey: `media/matrix/00000000-0000-4000-8000-000000000000-${marker}.png`,
      kind: 'image',
      extension: 'png',
      bytes: 10,
      originalName: `${marker}.png`,
      folderId: victimFolder!.id,
    })
    .returning();
  const [victimSession] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashAccessToken(otherToken)));
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
      invoice: victimInvoice!.id,
      'order-request': victimRequest!.id,
      store: victimStore!.id,
      'store-category': victimCategory!.id,
      'store-item': victimItem!.id,
      'webview-template': victimOrderForm.template.id,
      'cloud-file': victimFile!.id,
      'cloud-folder': victimFolder!.id,
      session: victimSession!.id,
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
    // A net, not a measure: some 3,700 requests one after another took 158 s on a machine loaded by other runs.
  }, 240_000);

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
    const [file] = await server.runtime.database.db
      .select({ name: mediaFiles.originalName, folderId: mediaFiles.folderId })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, victim.ids['cloud-file']!));
    expect(file).toEqual({ name: `${marker}.png`, folderId: victim.ids['cloud-folder'] });
    const [session] = await server.runtime.database.db
      .select({ revokedAt: accessTokens.revokedAt })
      .from(accessTokens)
      .where(eq(accessTokens.id, victim.ids.session!));
    expect(session!.revokedAt).toBeNull();
    const [item] = await server.runtime.database.db
      .select({ names: storeItems.names, visible: storeItems.visible, categoryId: storeItems.categoryId })
      .from(storeItems)
      .where(eq(storeItems.id, victim.ids['store-item']!));
    expect(item).toEqual({
      names: { ar: `${marker} item` },
      visible: true,
      categoryId: victim.ids['store-category'],
    });
  });
});
