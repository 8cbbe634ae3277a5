import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, InboxMessage } from '@app/contract';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { startRuntime } from '../src/runtime.ts';
import { createOwner } from './fixtures.ts';
import { conversationOf, customerWrites, newClientId } from './inbox-send-helpers.ts';
import { openEventStream, type StreamEvent } from './inbox-event-stream.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;
let pageId: number;
let metaPageId: string;
type MessageEvent = { conversation: Conversation; message: InboxMessage };
const isMessage = (text: string) => (event: StreamEvent) =>
  event.type === 'message' && (event.data as MessageEvent).message.text === text;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.login('demo', 'Demo@2026');
  token = session.access_token;
  pageId = session.pages[0]!.id;
  metaPageId = session.pages[0]!.page_id;
});
afterAll(async () => {
  await server?.stop();
});

async function reply(id: number, text: string) {
  const response = await server.request('POST', `/api/inbox/conversations/${id}/messages`, {
    token,
    headers: { 'page-id': String(pageId) },
    body: { client_id: newClientId(), text },
  });
  expect(response.status).toBe(200);
}

describe('the inbox event stream', () => {
  it('refuses an anonymous or unknown caller at once with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const response = await fetch(`${server.baseUrl}/api/inbox/events`, {
        headers,
        signal: AbortSignal.timeout(3000),
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('unauthenticated');
    }
  });

  it("streams the owner's sends and reads as they happen, and nothing of them to another owner", async () => {
    const stream = await openEventStream(server.baseUrl, token, { locale: 'ar' });
    const other = await createOwner(server.runtime.database.db);
    const otherStream = await openEventStream(
      server.baseUrl,
      (await server.login(other.user.username, other.password)).access_token,
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      await customerWrites(server, metaPageId, '6101', 'مرحبا');
      const id = await conversationOf(server, pageId, '6101');
      await reply(id, 'أهلاً بك 🌷');
      const event = await stream.next(isMessage('أهلاً بك 🌷'));
      expect(event.data).toMatchObject({
        conversation: { id, subscriber: { meta_user_id: '6101' } },
        message: { direction: 'out', status: 'sent', author: 'agent' },
      });
      await server.request('POST', `/api/inbox/conversations/${id}/read`, { token, body: {} });
      const read = await stream.next((candidate) => candidate.type === 'read');
      expect(read.data).toMatchObject({ conversation: { id, unread_count: 0 } });
      expect(otherStream.events).toEqual([]);
    } finally {
      await stream.close();
      await otherStream.close();
    }
  });

  it('streams a message arriving through the simulator, and lists its conversation as unread', async () => {
    const stream = await openEventStream(server.baseUrl, token);
    try {
      await customerWrites(server, metaPageId, '6303', 'بكم الحقيبة السوداء؟');
      const event = await stream.next(isMessage('بكم الحقيبة السوداء؟'));
      expect(event.data).toMatchObject({
        conversation: { subscriber: { meta_user_id: '6303', window: { state: 'open' } }, unread_count: 1 },
        message: { direction: 'in', author: 'customer', kind: 'text' },
      });
      const list = await server.request<{
        conversations: { subscriber: { meta_user_id: string }; unread_count: number }[];
      }>('GET', '/api/inbox/conversations?unread=true', { token, headers: { 'page-id': String(pageId) } });
      expect(list.body.conversations[0]).toMatchObject({ subscriber: { meta_user_id: '6303' }, unread_count: 1 });
    } finally {
      await stream.close();
    }
  });

  it('ends open streams when the server stops', async () => {
    const extra = await startTestServer();
    const session = await extra.login('demo', 'Demo@2026');
    const stream = await openEventStream(extra.baseUrl, session.access_token);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await extra.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    await stream.close();
  });
});

describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('two server processes on one PostgreSQL database', () => {
  it('shows an event published by one process on a stream open on the other (LISTEN/NOTIFY)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-second-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      META_SIM_PERSIST: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const database = await openDatabase({ driver: 'postgres', url: server.databaseUrl! });
    const second = await startRuntime(config, { http: true, worker: false, clock: server.clock, database });
    const address = await second.app!.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(address, token);
    try {
      expect(stream.status).toBe(200);
      await customerWrites(server, metaPageId, '6202', 'hello');
      const id = await conversationOf(server, pageId, '6202');
      await reply(id, 'from the first process');
      const event = await stream.next(isMessage('from the first process'));
      expect((event.data as MessageEvent).conversation.id).toBe(id);
    } finally {
      await stream.close();
      await second.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
