import { botFlowsEndpoints as endpoints, flowLimits, type BotFlow, type FlowDocument } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botFlowVersions, botFlows, pageFeatures } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { jpegOf, uploadMedia } from './publishing-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The flow builder's storage: drafts, problems in the seller's language, and frozen published versions. */
let server: TestServer;
let token: string;
let pageId: number;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  // The demo page is linked with every feature; make sure of the bot's, which these routes need.
  await server.runtime.database.db.insert(pageFeatures).values({ pageId, slug: 'bot' }).onConflictDoNothing();
});
afterAll(async () => {
  await server?.stop();
});

const as = (locale = 'en', page = pageId, session = token) => ({
  token: session,
  headers: { 'page-id': String(page), locale },
});
const create = async (name: string) => {
  const response = await server.call(endpoints.create, { ...as(), body: { name } });
  expect(response.status).toBe(200);
  return response.body.flow;
};
const save = (flow: Pick<BotFlow, 'id' | 'draft_revision'>, draft: FlowDocument, locale = 'en') =>
  server.call(endpoints.saveDraft, {
    ...as(locale),
    params: { id: flow.id },
    body: { draft, draft_revision: flow.draft_revision },
  });
const publish = (id: number, locale = 'en') => server.call(endpoints.publish, { ...as(locale), params: { id } });
const check = (id: number, locale = 'en') => server.call(endpoints.check, { ...as(locale), params: { id } });

const at = { x: 0, y: 0 };
/** Start → a text message → hand over to a person: a flow that can run. */
const runnable = (text = 'أهلًا بك! سيرد عليك أحد فريقنا.'): FlowDocument => ({
  version: 2,
  nodes: [
    { id: 'start', type: 'start', position: at, data: {} },
    {
      id: 'hello',
      type: 'message',
      position: { x: 240, y: 0 },
      data: { message_type: 'text', message: text, buttons: [], cards: [], replies: [], media_id: null, item_ids: [] },
    },
    { id: 'human', type: 'handover', position: { x: 480, y: 0 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 'start', source_handle: 'next', target: 'hello' },
    { id: 'e2', source: 'hello', source_handle: 'next', target: 'human' },
  ],
});
/** A menu whose second button leads nowhere, a question without text, and a goto to no flow. */
const broken = (): FlowDocument => ({
  version: 2,
  nodes: [
    { id: 'start', type: 'start', position: at, data: {} },
    {
      id: 'menu',
      type: 'message',
      position: at,
      data: {
        message_type: 'buttons',
        message: 'اختر',
        buttons: [
          { type: 'postback', title: 'السعر', payload: 'PRICE' },
          { type: 'postback', title: 'التوصيل', payload: 'DELIVERY' },
        ],
        cards: [],
        replies: [],
        media_id: null,
        item_ids: [],
      },
    },
    {
      id: 'ask',
      type: 'question',
      position: at,
      data: { text: '', field: 'phone', answer_kind: 'phone', retry_text: '' },
    },
    { id: 'jump', type: 'goto', position: at, data: { flow_id: null } },
  ],
  edges: [
    { id: 'e1', source: 'start', source_handle: 'next', target: 'menu' },
    { id: 'e2', source: 'menu', source_handle: 'button:0', target: 'ask' },
    { id: 'e3', source: 'ask', source_handle: 'answered', target: 'jump' },
  ],
});

describe('bot flows: drafts', () => {
  it('creates a flow with its start, lists it without its draft and reads it back', async () => {
    const flow = await create('ترحيب');
    expect(flow).toMatchObject({
      page_id: pageId,
      name: 'ترحيب',
      draft: { version: 2, nodes: [{ type: 'start', position: { x: 0, y: 0 } }], edges: [] },
      draft_revision: 0,
      published_version: null,
      published_at: null,
      has_unpublished_changes: true,
    });
    expect(flow.ref).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const other = await create('Second');
    expect(other.ref).not.toBe(flow.ref);

    const list = await server.call(endpoints.list, as());
    expect(list.status).toBe(200);
    const listed = list.body.flows.find((item) => item.id === flow.id);
    expect(listed).toMatchObject({ name: 'ترحيب', draft_revision: 0 });
    expect(listed).not.toHaveProperty('draft');

    const read = await server.call(endpoints.get, { ...as(), params: { id: flow.id } });
    expect(read.body.flow).toEqual(flow);
  });

  it('saves a draft, answers the new revision and refuses a save from a stale revision', async () => {
    const flow = await create('Saving');
    const first = await save(flow, runnable());
    expect(first.status).toBe(200);
    expect(first.body.flow.draft_revision).toBe(1);
    expect(first.body.flow.draft).toEqual(runnable());

    // A second tab still at revision 0 would overwrite the first save.
    const stale = await server.callRefused(endpoints.saveDraft, {
      ...as('ar'),
      params: { id: flow.id },
      body: { draft: runnable('نسخة قديمة'), draft_revision: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('conflict');
    expect(stale.body.message).toContain('نافذة أخرى');

    const renamed = await server.call(endpoints.saveDraft, {
      ...as(),
      params: { id: flow.id },
      body: { name: 'Renamed', draft: runnable('v2'), draft_revision: 1 },
    });
    expect(renamed.body.flow).toMatchObject({ name: 'Renamed', draft_revision: 2 });
  });

  it('refuses a document that is not a flow with a localized 422, never a 500', async () => {
    const flow = await create('Bad input');
    const tooMany = {
      version: 2,
      nodes: Array.from({ length: 201 }, (_, index) => ({ id: `n${index}`, type: 'handover', position: at, data: {} })),
      edges: [],
    };
    const cases: unknown[] = [
      { version: 3, nodes: [], edges: [] },
      { version: 2, nodes: [{ id: 'a b', type: 'start', position: at, data: {} }], edges: [] },
      { version: 2, nodes: [{ id: 'x', type: 'teleport', position: at, data: {} }], edges: [] },
      {
        version: 2,
        nodes: [{ id: 'w', type: 'wait', position: at, data: { amount: 10 ** 9, unit: 'seconds' } }],
        edges: [],
      },
      // Past Meta's 24-hour window, though each number alone is in range.
      { version: 2, nodes: [{ id: 'w', type: 'wait', position: at, data: { amount: 25, unit: 'hours' } }], edges: [] },
      { version: 2, nodes: [{ id: 'g', type: 'goto', position: at, data: { flow_id: 2 ** 31 } }], edges: [] },
      tooMany,
    ];
    for (const draft of cases) {
      const response = await server.callRefused(endpoints.saveDraft, {
        ...as('ar'),
        params: { id: flow.id },
        body: { draft: draft as FlowDocument, draft_revision: 0 },
      });
      expect(response.status, JSON.stringify(draft).slice(0, 80)).toBe(422);
      expect(response.body.message).toBe('الحقل غير صالح');
    }
    const hugeRevision = await server.callRefused(endpoints.saveDraft, {
      ...as(),
      params: { id: flow.id },
      body: { draft: runnable(), draft_revision: 2 ** 40 },
    });
    expect(hugeRevision.status).toBe(422);
  });
});

describe('bot flows: check and publish', () => {
  it('lists the problems of the saved draft in Arabic and English, each on its node', async () => {
    const flow = await create('Broken');
    await save(flow, broken());
    const english = await check(flow.id, 'en');
    expect(english.status).toBe(200);
    expect(english.body.problems.map((problem) => [problem.code, problem.node_id, problem.field])).toEqual([
      ['dangling-branch', 'menu', 'button:1'],
      ['question-invalid', 'ask', 'text'],
      ['goto-missing-flow', 'jump', 'flow_id'],
    ]);
    expect(english.body.problems[0]!.message).toBe('Button 2 leads nowhere. Connect it to a next step.');
    expect(english.body.problems[1]!.message).toBe('Write the question.');
    const arabic = await check(flow.id, 'ar');
    expect(arabic.body.problems[0]!.message).toBe('الزر 2 لا يؤدي إلى أي خطوة. صِله بالخطوة التالية.');
    expect(arabic.body.problems[2]!.message).toContain('اختر المسار');

    const fine = await create('Fine');
    await save(fine, runnable());
    expect((await check(fine.id)).body.problems).toEqual([]);
  });

  it("says when a message's text is over Meta's limit rather than missing", async () => {
    const flow = await create('Long');
    const document = broken();
    document.nodes[1]!.data = { ...(document.nodes[1]!.data as object), message: 'ن'.repeat(641) } as never;
    await save(flow, document);
    const problems = (await check(flow.id, 'ar')).body.problems.filter((item) => item.code === 'message-invalid');
    expect(problems).toEqual([
      {
        code: 'message-invalid',
        node_id: 'menu',
        edge_id: null,
        field: 'message',
        message: 'تقبل Meta 640 حرفًا على الأكثر من النص فوق الأزرار. اختصر نص هذه الرسالة.',
      },
    ]);
  });

  it('refuses to publish a flow with problems, its errors keyed by node', async () => {
    const flow = await create('Not yet');
    await save(flow, broken());
    const refused = await server.callRefused(endpoints.publish, { ...as('ar'), params: { id: flow.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation');
    expect(refused.body.message).toBe('لا يمكن نشر المسار بعد. صحّح الخطوات المعلّمة على اللوحة.');
    expect(refused.body.fields).toEqual(['node:menu', 'node:ask', 'node:jump']);
    expect((refused.body.errors as Record<string, string[]>)['node:ask']).toEqual(['اكتب نص السؤال.']);

    const empty = await create('Empty');
    await save(empty, { version: 2, nodes: [], edges: [] });
    const noStart = await server.callRefused(endpoints.publish, { ...as(), params: { id: empty.id } });
    expect(noStart.body.errors).toEqual({ flow: ['The flow has no start. Add a start step.'] });

    const stored = await server.runtime.database.db
      .select()
      .from(botFlowVersions)
      .where(eq(botFlowVersions.flowId, flow.id));
    expect(stored).toEqual([]);
  });

  it('publishes version 1, marks a later edit as unpublished, and keeps version 1 when version 2 is published', async () => {
    const flow = await create('Versions');
    const saved = (await save(flow, runnable('First text'))).body.flow;
    const first = await publish(flow.id);
    expect(first.status).toBe(200);
    expect(first.body.flow).toMatchObject({ published_version: 1, has_unpublished_changes: false });
    expect(first.body.flow.published_at).not.toBeNull();
    // Publishing what is already published makes no new version.
    expect((await publish(flow.id)).body.flow.published_version).toBe(1);

    const edited = (await save(saved, runnable('Second text'))).body.flow;
    expect(edited.has_unpublished_changes).toBe(true);
    const listed = (await server.call(endpoints.list, as())).body.flows.find((item) => item.id === flow.id);
    expect(listed).toMatchObject({ published_version: 1, has_unpublished_changes: true });

    const second = await publish(flow.id);
    expect(second.body.flow).toMatchObject({ published_version: 2, has_unpublished_changes: false });
    const versions = await server.runtime.database.db
      .select()
      .from(botFlowVersions)
      .where(eq(botFlowVersions.flowId, flow.id))
      .orderBy(botFlowVersions.version);
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    const texts = versions.map((row) => (row.document as FlowDocument).nodes.find((node) => node.id === 'hello')!.data);
    expect(texts).toMatchObject([{ message: 'First text' }, { message: 'Second text' }]);

    // Undoing the edit by hand is no unpublished change.
    const back = (await save(edited, runnable('Second text'))).body.flow;
    expect(back.has_unpublished_changes).toBe(false);
  });

  it('makes one version of two publishes at once', async () => {
    const flow = await create('Double click');
    await save(flow, runnable());
    const answers = await Promise.all([publish(flow.id), publish(flow.id), publish(flow.id)]);
    expect(answers.map((answer) => [answer.status, answer.body.flow.published_version])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
    ]);
    const versions = await server.runtime.database.db
      .select({ version: botFlowVersions.version })
      .from(botFlowVersions)
      .where(eq(botFlowVersions.flowId, flow.id));
    expect(versions).toEqual([{ version: 1 }]);
  });

  it("lets a goto name only one of the page's flows, and a message send only the page owners' uploads", async () => {
    const target = await create('Target');
    const flow = await create('Jumper');
    const document = runnable();
    document.nodes[2] = { id: 'human', type: 'goto', position: at, data: { flow_id: target.id } };
    await save(flow, document);
    expect((await check(flow.id)).body.problems).toEqual([]);

    const stranger = await createOwner(server.runtime.database.db);
    const strangerToken = (await server.login(stranger.user.username, stranger.password)).access_token;
    const upload = await uploadMedia(server, strangerToken, 'shirt.jpg', jpegOf(200, 200));
    expect(upload.status).toBe(200);
    const withImage = runnable();
    withImage.nodes[1] = {
      id: 'hello',
      type: 'message',
      position: at,
      data: {
        message_type: 'image',
        message: '',
        buttons: [],
        cards: [],
        replies: [],
        media_id: upload.body.media.id,
        item_ids: [],
      },
    };
    const imageFlow = await create('Image');
    await save(imageFlow, withImage);
    expect((await check(imageFlow.id)).body.problems.map((problem) => [problem.code, problem.field])).toEqual([
      ['message-invalid', 'media_id'],
    ]);
    const own = await uploadMedia(server, token, 'mine.jpg', jpegOf(200, 200));
    (withImage.nodes[1]!.data as { media_id: number }).media_id = own.body.media.id;
    await save({ id: imageFlow.id, draft_revision: 1 }, withImage);
    expect((await check(imageFlow.id)).body.problems).toEqual([]);
  });

  it('deletes a flow with its versions', async () => {
    const flow = await create('Short-lived');
    await save(flow, runnable());
    await publish(flow.id);
    const removed = await server.call(endpoints.remove, { ...as(), params: { id: flow.id } });
    expect(removed.status).toBe(200);
    expect((await server.callRefused(endpoints.get, { ...as(), params: { id: flow.id } })).status).toBe(404);
    expect((await server.callRefused(endpoints.remove, { ...as(), params: { id: flow.id } })).status).toBe(404);
    const left = await server.runtime.database.db
      .select()
      .from(botFlowVersions)
      .where(eq(botFlowVersions.flowId, flow.id));
    expect(left).toEqual([]);
  });
});

describe('bot flows: who may see them', () => {
  it("answers 404 for another owner's flow and leaves it as it was", async () => {
    const flow = await create('Mine');
    const other = await createOwner(server.runtime.database.db);
    await server.runtime.database.db.insert(pageFeatures).values({ pageId: other.page.id, slug: 'bot' });
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const theirs = { token: otherToken, headers: { 'page-id': String(other.page.id), locale: 'en' } };
    for (const call of [
      () => server.callRefused(endpoints.get, { ...theirs, params: { id: flow.id } }),
      () => server.callRefused(endpoints.check, { ...theirs, params: { id: flow.id } }),
      () => server.callRefused(endpoints.publish, { ...theirs, params: { id: flow.id } }),
      () => server.callRefused(endpoints.remove, { ...theirs, params: { id: flow.id } }),
      () =>
        server.callRefused(endpoints.saveDraft, {
          ...theirs,
          params: { id: flow.id },
          body: { draft: runnable(), draft_revision: 0 },
        }),
    ]) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not-found');
    }
    expect((await server.call(endpoints.list, theirs)).body.flows).toEqual([]);
    // Naming the demo page as theirs is refused before any flow is read.
    const foreignPage = await server.callRefused(endpoints.list, {
      token: otherToken,
      headers: { 'page-id': String(pageId) },
    });
    expect(foreignPage.status).toBe(403);
    const read = await server.call(endpoints.get, { ...as(), params: { id: flow.id } });
    expect(read.body.flow).toEqual(flow);
  });

  it('needs a page with the bot feature, named in the page-id header', async () => {
    const other = await createOwner(server.runtime.database.db);
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const noBot = await server.callRefused(endpoints.list, {
      token: otherToken,
      headers: { 'page-id': String(other.page.id), locale: 'ar' },
    });
    expect(noBot.status).toBe(403);
    expect(noBot.body.message).toBe('هذه الميزة غير متاحة في باقة هذه الصفحة.');
    const noPage = await server.callRefused(endpoints.create, {
      token,
      headers: { locale: 'en' },
      body: { name: 'x' },
    });
    expect(noPage.status).toBe(422);
    expect(noPage.body.fields).toEqual(['page-id']);
  });

  it('refuses a flow past the limit of a page, in the request language', async () => {
    const db = server.runtime.database.db;
    const other = await createOwner(db);
    await db.insert(pageFeatures).values({ pageId: other.page.id, slug: 'bot' });
    const draft = { version: 2, nodes: [], edges: [] };
    await db.insert(botFlows).values(
      Array.from({ length: flowLimits.flowsPerPage }, (_, index) => ({
        pageId: other.page.id,
        name: `Flow ${index}`,
        draft,
        ref: `limit-${other.page.id}-${index}`,
      })),
    );
    const otherToken = (await server.login(other.user.username, other.password)).access_token;
    const refused = await server.callInvalid(endpoints.create, {
      token: otherToken,
      headers: { 'page-id': String(other.page.id), locale: 'ar' },
      body: { name: 'One more' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`بلغت الصفحة الحد الأقصى لعدد المسارات (${flowLimits.flowsPerPage}).`);
  });

  it('refuses ids out of range with a 4xx before any query', async () => {
    for (const id of ['0', '-1', '2147483648', '99999999999', 'abc', '1.5']) {
      const response = await server.request<{ code: string }>('GET', `/api/bot/flows/${id}`, as());
      expect(response.status, id).toBe(422);
    }
    const missing = await server.callRefused(endpoints.get, { ...as(), params: { id: 2_147_483_647 } });
    expect(missing.status).toBe(404);
  });
});

describe('bot flows: stored documents', () => {
  it('reads a draft stored in an older shape as the current document', async () => {
    const flow = await create('Old row');
    // As rows were written before documents carried a version: no version, and fields later given defaults left out.
    const old = {
      nodes: [
        { id: 'start', type: 'start', position: at, data: {} },
        { id: 'ask', type: 'question', position: at, data: { text: 'Your city?', field: 'city' } },
        { id: 'jump', type: 'goto', position: at, data: {} },
      ],
      edges: [
        { id: 'e1', source: 'start', target: 'ask' },
        { id: 'e2', source: 'ask', source_handle: 'answered', target: 'jump' },
      ],
    };
    await server.runtime.database.db
      .update(botFlows)
      .set({ draft: old })
      .where(and(eq(botFlows.id, flow.id), eq(botFlows.pageId, pageId)));
    const read = await server.call(endpoints.get, { ...as(), params: { id: flow.id } });
    expect(read.status).toBe(200);
    expect(read.body.flow.draft).toEqual({
      version: 2,
      nodes: [
        { id: 'start', type: 'start', position: at, data: {} },
        {
          id: 'ask',
          type: 'question',
          position: at,
          data: { text: 'Your city?', field: 'city', answer_kind: 'text', retry_text: '' },
        },
        { id: 'jump', type: 'goto', position: at, data: { flow_id: null } },
      ],
      edges: [
        { id: 'e1', source: 'start', source_handle: 'next', target: 'ask' },
        { id: 'e2', source: 'ask', source_handle: 'answered', target: 'jump' },
      ],
    });
    const problems = (await check(flow.id)).body.problems;
    expect(problems.map((problem) => problem.code)).toEqual(['goto-missing-flow']);
  });
});
