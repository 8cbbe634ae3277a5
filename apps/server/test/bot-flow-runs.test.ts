import {
  botFlowsEndpoints as flowsEndpoints,
  botRepliesEndpoints,
  inboxEndpoints,
  readFlowBranchPayload,
  type BotFlow,
  type FlowDocument,
} from '@app/contract';
import type { CallRecord } from '@app/meta-sim/client';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botFlowRuns,
  botFlowVersions,
  botFlows,
  answerTrails,
  notifications,
  subscribers,
} from '../src/platform/db/schema.ts';
import { sentText, startBotTestServer, type BotHarness } from './bot-harness.ts';
import { at, edge, quickRepliesStep, startStep, textStep } from './flow-fixtures.ts';
import { createFlowRunsRepository } from '../src/features/bot/flows/run/flow-runs.repository.ts';
import { stepFlow } from '../src/features/bot/flows/run/flow-step.ts';
import { jpegOf, uploadMedia } from './publishing-samples.ts';
import { postSignedWebhook, type TestServer } from './test-server.ts';

/** Flows running for real customers: the simulator's webhooks in, the Send API calls out, the runs in the database. */
let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
let headers: Record<string, string>;
let bot: BotHarness;
let person = 7_600_000;
const nextPerson = () => String(++person);

beforeAll(async () => {
  ({ server, token, pageId, metaPageId, headers, bot } = await startBotTestServer());
});
afterAll(async () => {
  await server?.stop();
});

/**
 * The shop's flow: a menu of quick replies. "السعر" asks for an email (saved, the subscriber labelled, the seller
 * told), waits three seconds and asks whether they are still interested; "موظف" hands over to a person.
 */
const shopFlow = (followUp = 'هل ما زلت مهتمًا؟'): FlowDocument => ({
  version: 2,
  nodes: [
    startStep,
    quickRepliesStep('menu', 'أهلًا! كيف نساعدك؟', ['السعر', 'موظف']),
    {
      id: 'ask',
      type: 'question',
      position: at,
      data: { text: 'ما بريدك الإلكتروني؟', field: 'email', answer_kind: 'email', retry_text: 'اكتب بريدًا صحيحًا' },
    },
    { id: 'tag', type: 'label', position: at, data: { action: 'add', label: 'lead' } },
    { id: 'tell', type: 'notify', position: at, data: { text: 'عميل يسأل عن السعر' } },
    { id: 'pause', type: 'wait', position: at, data: { amount: 3, unit: 'seconds' } },
    textStep('later', followUp),
    { id: 'human', type: 'handover', position: at, data: {} },
  ],
  edges: [
    edge('start', 'menu'),
    edge('menu', 'ask', 'reply:0'),
    edge('menu', 'human', 'reply:1'),
    edge('ask', 'tag', 'answered'),
    edge('tag', 'tell'),
    edge('tell', 'pause'),
    edge('pause', 'later'),
  ],
});

const call = () => ({ token, headers });

async function publishedFlow(name: string, document: FlowDocument): Promise<BotFlow> {
  const created = await server.call(flowsEndpoints.create, { ...call(), body: { name } });
  expect(created.status).toBe(200);
  const saved = await server.call(flowsEndpoints.saveDraft, {
    ...call(),
    params: { id: created.body.flow.id },
    body: { draft: document, draft_revision: created.body.flow.draft_revision },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await server.call(flowsEndpoints.publish, { ...call(), params: { id: created.body.flow.id } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.flow;
}

async function keywordStarts(flow: BotFlow, keyword: string) {
  const response = await server.call(botRepliesEndpoints.create, {
    ...call(),
    body: {
      bot_name: `flow ${flow.name}`,
      reply_type: 'flow',
      flow_id: flow.id,
      keyword_type: 'exact',
      keywords: [keyword],
    } as never,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.bot;
}

const quickReplies = (send: CallRecord | undefined) =>
  ((send?.body?.message as { quick_replies?: { title: string; payload: string }[] } | undefined)?.quick_replies ??
    []) as { title: string; payload: string }[];

async function runOf(personId: string) {
  const subscriberId = await bot.conversationId(personId);
  const [run] = await server.runtime.database.db
    .select()
    .from(botFlowRuns)
    .where(eq(botFlowRuns.subscriberId, subscriberId))
    .orderBy(desc(botFlowRuns.id))
    .limit(1);
  return run!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  let value = await read();
  for (let waited = 0; !done(value) && waited < timeoutMs; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

describe('a flow started by a keyword', () => {
  let flow: BotFlow;
  beforeAll(async () => {
    flow = await publishedFlow('المتجر', shopFlow());
    await keywordStarts(flow, 'ابدأ');
  });

  it('sends the menu, follows a quick reply, asks again after a wrong answer, saves the right one and waits', async () => {
    const personId = nextPerson();
    const since = await server.simulator.lastCallSeq();
    const first = await bot.customer(personId, { text: 'ابدأ' });
    expect(first.sends.map(sentText)).toEqual(['أهلًا! كيف نساعدك؟']);
    const replies = quickReplies(first.sends[0]);
    expect(replies.map((reply) => reply.title)).toEqual(['السعر', 'موظف']);
    // The payloads name the flow's branch, so a press continues it whatever happened since.
    expect(readFlowBranchPayload(replies[0]!.payload)).toEqual({
      flowId: flow.id,
      version: 1,
      nodeId: 'menu',
      branch: 'reply:0',
    });
    const trail = await server.call(botRepliesEndpoints.trail, { ...call(), query: { limit: 50 } });
    expect(trail.body.trail.find((item) => item.incoming_text === 'ابدأ')).toMatchObject({
      trigger: 'keyword',
      flow_id: flow.id,
      flow_name: 'المتجر',
      status: 'sent',
    });

    const pressed = await bot.customer(personId, { quick_reply_payload: replies[0]!.payload, text: 'السعر' });
    expect(pressed.sends.map(sentText)).toEqual(['ما بريدك الإلكتروني؟']);
    const wrong = await bot.customer(personId, { text: 'لا أعرف' });
    expect(wrong.sends.map(sentText)).toEqual(['اكتب بريدًا صحيحًا']);
    const right = await bot.customer(personId, { text: 'sara@example.com' });
    expect(right.sends).toEqual([]);

    const conversationId = await bot.conversationId(personId);
    const thread = await server.call(inboxEndpoints.thread, {
      ...call(),
      params: { id: conversationId },
      query: {} as never,
    });
    expect(thread.body.conversation.subscriber).toMatchObject({ fields: { email: 'sara@example.com' } });
    expect(thread.body.conversation.subscriber.labels).toContain('lead');
    const [told] = await server.runtime.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.template, 'bot-flow-notify'))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told?.url).toBe(`/dashboard/bot/fb/chat?conversation=${conversationId}`);
    expect(told?.message).toContain('عميل يسأل عن السعر');

    // The wait is a queued job: the follow-up arrives about three seconds later, once.
    const run = await until(
      () => runOf(personId),
      (value) => !value.active,
    );
    expect(run).toMatchObject({ active: false, endReason: 'finished', version: 1 });
    const sends = await bot.sendsSince(personId, since);
    expect(sends.map(sentText)).toEqual([
      'أهلًا! كيف نساعدك؟',
      'ما بريدك الإلكتروني؟',
      'اكتب بريدًا صحيحًا',
      'هل ما زلت مهتمًا؟',
    ]);
    // Running the same wake-up again (a retried job) sends nothing more.
    await server.runtime.services.bot.flowRunner.wake(run.id, run.revision - 1);
    expect(await bot.sendsSince(personId, since)).toHaveLength(4);

    const stats = await server.call(flowsEndpoints.stats, { ...call(), params: { id: flow.id } });
    const reached = Object.fromEntries(stats.body.nodes.map((node) => [node.node_id, node.reached]));
    expect(reached).toMatchObject({ start: 1, menu: 1, ask: 1, tag: 1, later: 1 });
    expect(reached.human).toBeUndefined();
    expect(stats.body.branches).toContainEqual({ node_id: 'menu', branch: 'reply:0', pressed: 1 });
  }, 30_000);

  it('hands over to a person: the bot stays silent and the seller is told', async () => {
    const personId = nextPerson();
    const first = await bot.customer(personId, { text: 'ابدأ' });
    const human = quickReplies(first.sends[0])[1]!;
    const pressed = await bot.customer(personId, { quick_reply_payload: human.payload, text: human.title });
    expect(pressed.sends).toEqual([]);
    const conversationId = await bot.conversationId(personId);
    const [row] = await server.runtime.database.db
      .select({ takenOverAt: subscribers.takenOverAt })
      .from(subscribers)
      .where(eq(subscribers.id, conversationId));
    expect(row!.takenOverAt).not.toBeNull();
    expect((await runOf(personId)).endReason).toBe('handover');
    const after = await bot.customer(personId, { text: 'ابدأ' });
    expect(after.sends).toEqual([]);
    const [trail] = await server.runtime.database.db
      .select({ reason: answerTrails.reason })
      .from(answerTrails)
      .where(eq(answerTrails.incomingMid, after.mid));
    expect(trail!.reason).toBe('human-takeover');
  });

  it('lets a text that chooses no button reach the keyword bots, and keeps the menu waiting', async () => {
    const personId = nextPerson();
    const first = await bot.customer(personId, { text: 'ابدأ' });
    const other = await bot.customer(personId, { text: 'شيء آخر تمامًا' });
    expect(other.sends).toEqual([]);
    expect(await runOf(personId)).toMatchObject({ active: true, nodeId: 'menu', waitingFor: 'reply' });
    // Typing the title (without its article) is the same as pressing it.
    const typed = await bot.customer(personId, { text: 'سعر' });
    expect(typed.sends.map(sentText)).toEqual(['ما بريدك الإلكتروني؟']);
    expect(first.sends).toHaveLength(1);
  });

  it('handles a redelivered webhook once', async () => {
    const personId = nextPerson();
    await bot.customer(personId, { text: 'ابدأ' });
    const since = await server.simulator.lastCallSeq();
    const raw = bot.messagingWebhook(personId, [{ message: { mid: `m_redelivered_${personId}`, text: 'سعر' } }]);
    await Promise.all([postSignedWebhook(server, raw), postSignedWebhook(server, raw)]);
    await postSignedWebhook(server, raw);
    await bot.settle();
    expect((await bot.sendsSince(personId, since)).map(sentText)).toEqual(['ما بريدك الإلكتروني؟']);
  });

  it('takes one of two answers arriving together as the answer, once, and leaves the other to the bots', async () => {
    const personId = nextPerson();
    const first = await bot.customer(personId, { text: 'ابدأ' });
    const price = quickReplies(first.sends[0])[0]!;
    await bot.customer(personId, { quick_reply_payload: price.payload, text: price.title });
    const since = await server.simulator.lastCallSeq();
    const raw = bot.messagingWebhook(personId, [
      { message: { mid: `m_together_a_${personId}`, text: 'first@example.com' } },
      { message: { mid: `m_together_b_${personId}`, text: 'second@example.com' } },
    ]);
    expect((await postSignedWebhook(server, raw)).status).toBe(200);
    await bot.settle();
    const conversationId = await bot.conversationId(personId);
    const [row] = await server.runtime.database.db
      .select({ fields: subscribers.fields })
      .from(subscribers)
      .where(eq(subscribers.id, conversationId));
    expect(['first@example.com', 'second@example.com']).toContain(row!.fields.email);
    const trails = await server.runtime.database.db
      .select({ mid: answerTrails.incomingMid, flowId: answerTrails.flowId, reason: answerTrails.reason })
      .from(answerTrails)
      .where(eq(answerTrails.subscriberId, conversationId));
    const together = trails.filter((trail) => trail.mid.startsWith('m_together_'));
    expect(together).toHaveLength(2);
    expect(together.filter((trail) => trail.flowId === flow.id)).toHaveLength(1);
    const run = await until(
      () => runOf(personId),
      (value) => !value.active,
    );
    expect(run.endReason).toBe('finished');
    expect((await bot.sendsSince(personId, since)).map(sentText)).toEqual(['هل ما زلت مهتمًا؟']);
  }, 30_000);

  it('undoes the claim of a message whose step found the run moved on, so that it is taken again', async () => {
    const personId = nextPerson();
    await bot.customer(personId, { text: 'ابدأ' });
    const run = await runOf(personId);
    const runs = createFlowRunsRepository(server.runtime.database.db);
    const write = {
      pageId,
      subscriberId: run.subscriberId,
      flow: { id: flow.id, version: run.version, name: 'المتجر' },
      startedBy: 'flow' as const,
      claim: {
        incomingMid: `m_stale_${personId}`,
        incomingMessageId: null,
        trigger: 'flow' as const,
        bot: null,
        keyword: null,
      },
      step: stepFlow(
        shopFlow(),
        { nodeId: 'menu', waitingFor: 'reply', attempts: 0 },
        { type: 'text', text: 'سعر' },
        {
          fields: {},
          labels: [],
          windowOpen: true,
          source: 'message',
        },
      ),
      answers: [],
      wakeAt: null,
      handover: false,
      at: server.clock.now(),
    };
    expect(await runs.storeStep({ ...write, run: { id: run.id, revision: run.revision + 5 } })).toEqual({
      stored: false,
      reason: 'moved',
    });
    const claimed = await server.runtime.database.db
      .select()
      .from(answerTrails)
      .where(eq(answerTrails.incomingMid, `m_stale_${personId}`));
    expect(claimed).toEqual([]);
    const stored = await runs.storeStep({ ...write, run: { id: run.id, revision: run.revision } });
    expect(stored).toMatchObject({ stored: true, runId: run.id, revision: run.revision + 1 });
    expect(await runs.storeStep({ ...write, run: { id: run.id, revision: run.revision + 1 } })).toEqual({
      stored: false,
      reason: 'duplicate',
    });
  });

  it('keeps a subscriber on the version they started with after a new one is published', async () => {
    const personId = nextPerson();
    const first = await bot.customer(personId, { text: 'ابدأ' });
    const price = quickReplies(first.sends[0])[0]!;
    await bot.customer(personId, { quick_reply_payload: price.payload, text: price.title });
    const current = await server.call(flowsEndpoints.get, { ...call(), params: { id: flow.id } });
    const saved = await server.call(flowsEndpoints.saveDraft, {
      ...call(),
      params: { id: flow.id },
      body: { draft: shopFlow('النسخة الثانية'), draft_revision: current.body.flow.draft_revision },
    });
    expect(saved.status).toBe(200);
    const published = await server.call(flowsEndpoints.publish, { ...call(), params: { id: flow.id } });
    expect(published.body.flow.published_version).toBe(2);
    const since = await server.simulator.lastCallSeq();
    await bot.customer(personId, { text: 'old@example.com' });
    const run = await until(
      () => runOf(personId),
      (value) => !value.active,
    );
    expect(run.version).toBe(1);
    expect((await bot.sendsSince(personId, since)).map(sentText)).toEqual(['هل ما زلت مهتمًا؟']);
    // A new customer gets version 2.
    const newcomer = nextPerson();
    const second = await bot.customer(newcomer, { text: 'ابدأ' });
    expect(readFlowBranchPayload(quickReplies(second.sends[0])[0]!.payload)?.version).toBe(2);
  }, 30_000);
});

describe('flows started otherwise', () => {
  it('starts the flow of an m.me link ref, once per referral', async () => {
    const flow = await publishedFlow('رابط', {
      version: 2,
      nodes: [startStep, textStep('hi', 'وصلت من الرابط')],
      edges: [edge('start', 'hi')],
    });
    const personId = nextPerson();
    await bot.customer(personId, { text: 'مرحبا' });
    const since = await server.simulator.lastCallSeq();
    const raw = bot.messagingWebhook(personId, [
      { referral: { ref: flow.ref, source: 'SHORTLINK', type: 'OPEN_THREAD' } },
    ]);
    expect((await postSignedWebhook(server, raw)).status).toBe(200);
    await postSignedWebhook(server, raw);
    await bot.settle();
    expect((await bot.sendsSince(personId, since)).map(sentText)).toEqual(['وصلت من الرابط']);
    expect((await runOf(personId)).startedBy).toBe('ref-link');
  });

  it('stops two flows that go to each other at the step limit, sending nothing forever', async () => {
    const first = await publishedFlow('ذهاب', {
      version: 2,
      nodes: [startStep, textStep('placeholder', 'بعد قليل')],
      edges: [edge('start', 'placeholder')],
    });
    const second = await publishedFlow('إياب', {
      version: 2,
      nodes: [startStep, { id: 'back', type: 'goto', position: at, data: { flow_id: first.id } }],
      edges: [edge('start', 'back')],
    });
    const looping: FlowDocument = {
      version: 2,
      nodes: [
        startStep,
        textStep('once', 'مرة'),
        { id: 'there', type: 'goto', position: at, data: { flow_id: second.id } },
      ],
      edges: [edge('start', 'once'), edge('once', 'there')],
    };
    const current = await server.call(flowsEndpoints.get, { ...call(), params: { id: first.id } });
    await server.call(flowsEndpoints.saveDraft, {
      ...call(),
      params: { id: first.id },
      body: { draft: looping, draft_revision: current.body.flow.draft_revision },
    });
    expect((await server.call(flowsEndpoints.publish, { ...call(), params: { id: first.id } })).status).toBe(200);
    await keywordStarts(first, 'دوران');
    const personId = nextPerson();
    const answered = await bot.customer(personId, { text: 'دوران' });
    // Each pass through the first flow sends once; the chain stops within the step limit.
    expect(answered.sends.length).toBeGreaterThan(1);
    expect(answered.sends.length).toBeLessThanOrEqual(17);
    const subscriberId = await bot.conversationId(personId);
    const runs = await server.runtime.database.db
      .select({ endReason: botFlowRuns.endReason, active: botFlowRuns.active })
      .from(botFlowRuns)
      .where(and(eq(botFlowRuns.subscriberId, subscriberId)));
    expect(runs.every((run) => !run.active)).toBe(true);
    expect(runs.at(-1)?.endReason).toBe('step-limit');
  });
});

describe('comment to DM', () => {
  it('sends the private reply, then runs the flow once the commenter answers it', async () => {
    const flow = await publishedFlow('من التعليق', {
      version: 2,
      nodes: [startStep, textStep('welcome', 'أهلًا! هذه قائمة الأسعار')],
      edges: [edge('start', 'welcome')],
    });
    const post = (await server.simulator.createPost({ page_id: metaPageId, message: 'عرض اليوم' })).id;
    const form = new FormData();
    const fields: Record<string, string> = {
      name: 'تعليق إلى رسالة',
      post,
      comment_enabled: 'false',
      message_enabled: 'true',
      message_type: 'text',
      message: 'اكتب لنا أي شيء لنرسل لك الأسعار',
      flow_id: String(flow.id),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const saved = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), locale: 'en' },
      body: form,
    });
    const body = (await saved.json()) as { campaign: { flow_id: number | null } };
    expect(saved.status, JSON.stringify(body)).toBe(200);
    expect(body.campaign.flow_id).toBe(flow.id);

    const personId = nextPerson();
    const since = await server.simulator.lastCallSeq();
    await server.simulator.createComment({ post_id: post, from: { id: personId, name: 'معلّقة' }, message: 'بكم؟' });
    await bot.settle();
    await server.runtime.services.replyEngine.idle();
    const waiting = await until(
      () => runOf(personId).catch(() => null),
      (run) => Boolean(run),
    );
    expect(waiting).toMatchObject({ active: true, waitingFor: 'reply', startedBy: 'comment', nodeId: 'start' });
    const answered = await bot.customer(personId, { text: 'تمام' });
    expect(answered.sends.map(sentText)).toEqual(['أهلًا! هذه قائمة الأسعار']);
    const privateReplies = (await server.simulator.calls(since)).filter(
      (entry) => (entry.body?.recipient as { comment_id?: string } | undefined)?.comment_id !== undefined,
    );
    expect(privateReplies).toHaveLength(1);
    expect((await runOf(personId)).endReason).toBe('finished');
  });

  it('refuses a flow that is not the page’s', async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      name: 'غريب',
      post: `${metaPageId}_1`,
      comment_enabled: 'false',
      message_enabled: 'true',
      message_type: 'text',
      message: 'مرحبا',
      flow_id: '2147483000',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const refused = await fetch(`${server.baseUrl}/api/facebook/reply/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'page-id': String(pageId), locale: 'ar' },
      body: form,
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    expect(body.errors.flow_id).toEqual(['المسار المختار غير موجود في هذه الصفحة.']);
  });
});

describe('a wait when the window closes', () => {
  it('sends nothing after 24 hours and ends the run saying why', async () => {
    const flow = await publishedFlow('متأخر', {
      version: 2,
      nodes: [
        startStep,
        { id: 'pause', type: 'wait', position: at, data: { amount: 5, unit: 'seconds' } },
        textStep('late', 'تأخرنا'),
      ],
      edges: [edge('start', 'pause'), edge('pause', 'late')],
    });
    await keywordStarts(flow, 'انتظر');
    const personId = nextPerson();
    const since = await server.simulator.lastCallSeq();
    await bot.customer(personId, { text: 'انتظر' });
    expect(await runOf(personId)).toMatchObject({ active: true, waitingFor: 'timer' });
    server.clock.advance(25 * 60 * 60 * 1000);
    try {
      const run = await until(
        () => runOf(personId),
        (value) => !value.active,
      );
      expect(run.endReason).toBe('window-closed');
      expect(await bot.sendsSince(personId, since)).toEqual([]);
    } finally {
      server.clock.advance(-25 * 60 * 60 * 1000);
    }
  });
});

describe('a flow stored by an older release', () => {
  it('runs a published version 1 document (waits in seconds) read through its migration, and shows its draft as version 2', async () => {
    const db = server.runtime.database.db;
    const v1 = {
      version: 1,
      nodes: [
        startStep,
        { id: 'pause', type: 'wait', position: at, data: { seconds: 1 } },
        {
          id: 'old',
          type: 'message',
          position: at,
          data: { message_type: 'text', message: 'من نسخة قديمة', buttons: [], cards: [], replies: [], media_id: null },
        },
      ],
      edges: [
        { id: 'e1', source: 'start', source_handle: 'next', target: 'pause' },
        { id: 'e2', source: 'pause', source_handle: 'next', target: 'old' },
      ],
    };
    const [flow] = await db
      .insert(botFlows)
      .values({ pageId, name: 'قديم', draft: v1, ref: 'old-release-ref', publishedVersion: 1, publishedAt: new Date() })
      .returning();
    await db.insert(botFlowVersions).values({ flowId: flow!.id, version: 1, document: v1 });
    const read = await server.call(flowsEndpoints.get, { ...call(), params: { id: flow!.id } });
    expect(read.body.flow.draft.version).toBe(2);
    expect(read.body.flow.draft.nodes.find((node) => node.id === 'pause')?.data).toEqual({
      amount: 1,
      unit: 'seconds',
    });
    await keywordStarts({ ...read.body.flow }, 'قديم');
    const personId = nextPerson();
    const since = await server.simulator.lastCallSeq();
    await bot.customer(personId, { text: 'قديم' });
    const run = await until(
      () => runOf(personId),
      (value) => !value.active,
    );
    expect(run).toMatchObject({ endReason: 'finished', version: 1 });
    expect((await bot.sendsSince(personId, since)).map(sentText)).toEqual(['من نسخة قديمة']);
  });
});

describe('try it and statistics', () => {
  it('runs the draft for a test subscriber without sending anything', async () => {
    const flow = await publishedFlow('تجربة', shopFlow());
    const since = await server.simulator.lastCallSeq();
    const tried = await server.call(flowsEndpoints.try, {
      ...call(),
      params: { id: flow.id },
      body: { input: { type: 'start' } } as never,
    });
    expect(tried.status).toBe(200);
    expect(tried.body.events.map((event) => event.kind)).toEqual(['message']);
    expect(tried.body.state).toMatchObject({ node_id: 'menu', waiting_for: 'reply' });
    const pressed = await server.call(flowsEndpoints.try, {
      ...call(),
      params: { id: flow.id },
      body: { state: tried.body.state, input: { type: 'branch', node_id: 'menu', branch: 'reply:0' } } as never,
    });
    expect(pressed.body.events).toEqual([{ kind: 'question', node_id: 'ask', text: 'ما بريدك الإلكتروني؟' }]);
    const answered = await server.call(flowsEndpoints.try, {
      ...call(),
      params: { id: flow.id },
      body: { state: pressed.body.state, input: { type: 'text', text: 'a@example.com' } } as never,
    });
    expect(answered.body.events.map((event) => event.kind)).toEqual(['field', 'label', 'notify', 'wait']);
    expect(answered.body.state).toMatchObject({ fields: { email: 'a@example.com' }, labels: ['lead'] });
    expect((await server.simulator.calls(since)).filter((entry) => entry.path.endsWith('/messages'))).toEqual([]);
    // An image step shows its upload, as the customer would see it.
    const own = await uploadMedia(server, token, 'dress.jpg', jpegOf(200, 200));
    const withImage = await publishedFlow('صورة', {
      version: 2,
      nodes: [
        startStep,
        {
          id: 'photo',
          type: 'message',
          position: at,
          data: {
            message_type: 'image',
            message: '',
            buttons: [],
            cards: [],
            replies: [],
            media_id: own.body.media.id,
            item_ids: [],
          },
        },
      ],
      edges: [edge('start', 'photo')],
    });
    const image = await server.call(flowsEndpoints.try, {
      ...call(),
      params: { id: withImage.id },
      body: { input: { type: 'start' } } as never,
    });
    expect(image.body.events[0]).toMatchObject({
      kind: 'message',
      media: { id: own.body.media.id, kind: 'image', url: own.body.media.url },
    });
    const refused = await server.callRefused(flowsEndpoints.try, {
      ...call(),
      params: { id: flow.id },
      body: { input: { type: 'text', text: '' } } as never,
    });
    expect(refused.status).toBe(422);
  });
});
