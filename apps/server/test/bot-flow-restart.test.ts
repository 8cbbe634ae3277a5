import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FlowDocument } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../src/platform/clock.ts';
import { botFlowRuns, botSettings, inboxMessages, pageFeatures, subscribers } from '../src/platform/db/schema.ts';
import type { Runtime } from '../src/runtime.ts';
import { botHarness, sentText } from './bot-harness.ts';
import { bootRuntime, freePort } from './restartable-runtime.ts';

// A flow waiting when the process stops: its wait is a queued job in the database, taken up after the restart.
const dataDir = mkdtempSync(path.join(tmpdir(), 'bot-flow-restart-'));
const clock = createManualClock(new Date());
let runtime: Runtime | null = null;

afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(
  baseUrl: string,
  method: string,
  url: string,
  token: string | null,
  body: unknown,
  pageId?: number,
) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(pageId ? { 'page-id': String(pageId) } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

const at = { x: 0, y: 0 };
const waitThenSend: FlowDocument = {
  version: 2,
  nodes: [
    { id: 'start', type: 'start', position: at, data: {} },
    { id: 'pause', type: 'wait', position: at, data: { amount: 3, unit: 'seconds' } },
    {
      id: 'after',
      type: 'message',
      position: at,
      data: {
        message_type: 'text',
        message: 'ما زلنا هنا بعد الإعادة',
        buttons: [],
        cards: [],
        replies: [],
        media_id: null,
        item_ids: [],
      },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', source_handle: 'next', target: 'pause' },
    { id: 'e2', source: 'pause', source_handle: 'next', target: 'after' },
  ],
};

describe('a flow waiting across a restart', () => {
  it('sends the message after the wait once, from the restarted process', async () => {
    const port = await freePort();
    const first = await bootRuntime(dataDir, port, clock);
    runtime = first.runtime;
    const session = await api<{ access_token: string; pages: { id: number; page_id: string }[] }>(
      first.baseUrl,
      'POST',
      '/api/auth/owner-login',
      null,
      { username: 'demo', password: 'Demo@2026', oneTime: false },
    );
    const token = session.access_token;
    const page = { id: session.pages[0]!.id, metaPageId: session.pages[0]!.page_id };
    const db = first.runtime.database.db;
    await db.insert(pageFeatures).values({ pageId: page.id, slug: 'bot' }).onConflictDoNothing();
    const settings = { bot_enabled: true, typing_on: false, mark_seen: false };
    await db
      .insert(botSettings)
      .values({ pageId: page.id, settings })
      .onConflictDoUpdate({ target: botSettings.pageId, set: { settings } });
    const { flow } = await api<{ flow: { id: number; draft_revision: number } }>(
      first.baseUrl,
      'POST',
      '/api/bot/flows',
      token,
      { name: 'بعد الإعادة' },
      page.id,
    );
    await api(
      first.baseUrl,
      'POST',
      `/api/bot/flows/${flow.id}`,
      token,
      { draft: waitThenSend, draft_revision: 0 },
      page.id,
    );
    await api(first.baseUrl, 'POST', `/api/bot/flows/${flow.id}/publish`, token, {}, page.id);
    await api(
      first.baseUrl,
      'POST',
      '/api/bot/replies',
      token,
      { bot_name: 'restart', reply_type: 'flow', flow_id: flow.id, keyword_type: 'exact', keywords: ['انتظرني'] },
      page.id,
    );
    const personId = '7700000001';
    const started = await botHarness(first.server, page).customer(personId, { text: 'انتظرني' });
    expect(started.sends).toEqual([]);
    const [subscriber] = await db
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(and(eq(subscribers.pageId, page.id), eq(subscribers.metaUserId, personId)));
    const [waiting] = await db.select().from(botFlowRuns).where(eq(botFlowRuns.subscriberId, subscriber!.id));
    expect(waiting).toMatchObject({ active: true, waitingFor: 'timer' });
    await first.runtime.stop();
    runtime = null;

    const second = await bootRuntime(dataDir, port, clock);
    runtime = second.runtime;
    const harness = botHarness(second.server, page);
    // The simulator's record of Graph calls starts again with the process: every call in it is the new process's.
    let sends = await harness.sendsSince(personId, 0);
    // A net, not a measure: on a loaded CI machine the restarted process took over 20 s to wake the run once.
    for (let waited = 0; sends.length === 0 && waited < 60_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      sends = await harness.sendsSince(personId, 0);
    }
    expect(sends.map(sentText)).toEqual(['ما زلنا هنا بعد الإعادة']);
    // The sweep, run now as every minute, finds nothing left to wake.
    clock.advance(5 * 60_000);
    await second.runtime.services.bot.flowRunner.wakeOverdue();
    expect(await harness.sendsSince(personId, 0)).toHaveLength(1);
    const [ended] = await second.runtime.database.db.select().from(botFlowRuns).where(eq(botFlowRuns.id, waiting!.id));
    expect(ended).toMatchObject({ active: false, endReason: 'finished' });
    // One message stored and sent: neither the stopping process nor a second wake-up sent another.
    const outgoing = await second.runtime.database.db
      .select({ status: inboxMessages.status })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.subscriberId, subscriber!.id), eq(inboxMessages.direction, 'out')));
    expect(outgoing).toEqual([{ status: 'sent' }]);
  }, 150_000);
});
