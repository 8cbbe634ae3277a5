import type { BotSettings } from '@app/contract';
import { expect } from 'vitest';
import { callApi, type DemoPublisher } from './publishing.ts';

/**
 * A flow of the demo page saved through the API: `draftOf` gets the id of the start step the new flow came with (the
 * draft must keep it). Answers the flow's id; `publish` also publishes it as version 1.
 */
export async function createFlow(
  publisher: DemoPublisher,
  name: string,
  draftOf: (startId: string) => unknown,
  options: { publish?: boolean } = {},
): Promise<number> {
  const headers = { 'page-id': String(publisher.pageId) };
  const created = await callApi<{ flow: { id: number; draft_revision: number; draft: { nodes: { id: string }[] } } }>(
    publisher.token,
    'POST',
    '/api/bot/flows',
    { name },
    headers,
  );
  const { flow } = created.body;
  const saved = await callApi(
    publisher.token,
    'POST',
    `/api/bot/flows/${flow.id}`,
    { draft_revision: flow.draft_revision, draft: draftOf(flow.draft.nodes[0]!.id) },
    headers,
  );
  expect(saved.status).toBe(200);
  if (options.publish) {
    const published = await callApi(publisher.token, 'POST', `/api/bot/flows/${flow.id}/publish`, {}, headers);
    expect(published.status).toBe(200);
  }
  return flow.id;
}

/** The page's bot switched on with no delay of its own; answers the settings to put back afterwards. */
export async function switchBotOn(publisher: DemoPublisher): Promise<BotSettings> {
  const headers = { 'page-id': String(publisher.pageId) };
  const { body } = await callApi<{ settings: BotSettings }>(
    publisher.token,
    'GET',
    '/api/bot/settings',
    undefined,
    headers,
  );
  const saved = await callApi(
    publisher.token,
    'POST',
    '/api/bot/settings',
    { ...body.settings, bot_enabled: true, typing_on: false, delay_in_reply: 0 },
    headers,
  );
  expect(saved.status).toBe(200);
  return body.settings;
}
