import { flowDocumentContentSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrateFlowDocument, storedFlowDocument } from '../src/features/bot/flows/flow-document-json.ts';
import { versionedJson } from '../src/platform/db/versioned-json.ts';
import { actionRequestJson } from '../src/features/replies/actions/action-request.ts';
import { campaignSettingsJson } from '../src/features/replies/campaigns/campaign-settings.ts';
import { replyTemplateMessageJson } from '../src/features/replies/templates/reply-template-message.ts';

describe('versioned JSON columns', () => {
  it('writes a version and reads back the same value', () => {
    const request = { commentId: '1_2', message: 'Thanks!' };
    const stored = actionRequestJson.write(request);
    expect(stored).toEqual({ version: 1, ...request });
    expect(actionRequestJson.read(JSON.parse(JSON.stringify(stored)))).toEqual(request);
  });

  it('reads rows written before the version as version 1, with the schema\u2019s defaults', () => {
    const settings = campaignSettingsJson.read({ name: 'old', post: '1_2', comments: ['Hi'] });
    expect(settings).toMatchObject({ name: 'old', comments: ['Hi'], message_type: 'text', enable_multiple: false });
    const message = replyTemplateMessageJson.read({ message_type: 'text', message: 'Hello' });
    expect(message).toEqual({
      message_type: 'text',
      message: 'Hello',
      buttons: [],
      cards: [],
      item_ids: [],
      attachment_url: null,
    });
  });

  it('refuses a version it does not know and a value its schema rejects', () => {
    expect(() => actionRequestJson.read({ version: 2, commentId: '1' })).toThrow(/version/);
    expect(() => actionRequestJson.read({ version: 1 })).toThrow();
  });
});

describe('versioned JSON upgrades', () => {
  const settingsV3 = z.object({ message: z.string(), buttons: z.array(z.string()) });
  const upgrades = {
    1: ({ text, ...rest }: Record<string, unknown>) => ({ ...rest, message: text }),
    2: (value: Record<string, unknown>) => ({ ...value, buttons: value.button ? [value.button] : [] }),
  };
  const json = versionedJson(settingsV3, { version: 3, upgrades });

  it('reads every older version through the steps after it, and writes the current one', () => {
    expect(json.read({ text: 'from before versions' })).toEqual({ message: 'from before versions', buttons: [] });
    expect(json.read({ version: 1, text: 'v1' })).toEqual({ message: 'v1', buttons: [] });
    expect(json.read({ version: 2, message: 'v2', button: 'Buy' })).toEqual({ message: 'v2', buttons: ['Buy'] });
    expect(json.read({ version: 3, message: 'v3', buttons: [] })).toEqual({ message: 'v3', buttons: [] });
    expect(json.write({ message: 'now', buttons: [] })).toEqual({ version: 3, message: 'now', buttons: [] });
  });

  it('refuses a version newer than the code and a registry with a missing step', () => {
    expect(() => json.read({ version: 4, message: 'later' })).toThrow(/version/);
    expect(() => json.read({ version: '2', message: 'text' })).toThrow(/version/);
    expect(() => versionedJson(settingsV3, { version: 3, upgrades: { 1: upgrades[1] } })).toThrow(
      /from stored JSON version 2/,
    );
  });

  it('upgrades a flow document from an older shape to the current one', () => {
    // A synthetic earlier shape (edges as from/to) standing for a future version change of the flow document.
    const flows = versionedJson(flowDocumentContentSchema, {
      version: 2,
      upgrades: {
        1: ({ nodes, links }) => ({
          nodes,
          edges: (links as { id: string; from: string; to: string }[]).map((link) => ({
            id: link.id,
            source: link.from,
            target: link.to,
          })),
        }),
      },
    });
    const document = flows.read({
      version: 1,
      nodes: [
        { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
        { id: 'human', type: 'handover', position: { x: 1, y: 0 }, data: {} },
      ],
      links: [{ id: 'l1', from: 'start', to: 'human' }],
    });
    expect(document.edges).toEqual([{ id: 'l1', source: 'start', source_handle: 'next', target: 'human' }]);
  });

  it('reads stored flow documents, versioned or from before versions, as the current document', () => {
    const current = {
      version: 2 as const,
      nodes: [{ id: 'start', type: 'start' as const, position: { x: 0, y: 0 }, data: {} }],
      edges: [],
    };
    expect(storedFlowDocument(current)).toEqual(current);
    expect(migrateFlowDocument(storedFlowDocument(current))).toEqual(current);
    expect(migrateFlowDocument({ nodes: current.nodes, edges: [] })).toEqual(current);
    expect(() => migrateFlowDocument({ version: 99, nodes: [], edges: [] })).toThrow(/version/);
  });

  it('reads a version 1 flow (waits in seconds) as version 2, each wait in the largest unit that says it exactly', () => {
    const wait = (id: string, seconds: number) => ({ id, type: 'wait', position: { x: 0, y: 0 }, data: { seconds } });
    const upgraded = migrateFlowDocument({
      version: 1,
      nodes: [wait('two-hours', 7200), wait('ninety-minutes', 5400), wait('ninety-seconds', 90)],
      edges: [],
    });
    expect(upgraded.version).toBe(2);
    expect(upgraded.nodes.map((node) => node.data)).toEqual([
      { amount: 2, unit: 'hours' },
      { amount: 90, unit: 'minutes' },
      { amount: 90, unit: 'seconds' },
    ]);
  });
});
