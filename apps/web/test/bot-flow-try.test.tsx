import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BotFlow, FlowDocument, FlowStats, TryFlowBody, TryFlowResult } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTryResult,
  branchTitle,
  emptyTranscript,
  indexFlowStats,
  tryBody,
  tryPhase,
} from '@/features/bot-flows/model/flow-try.ts';
import { BotBuilderRoute } from '@/features/bot-flows/routes/bot-builder-route.tsx';
import { sessionStore } from '@/shared/session/session-store.ts';
import { stubFetch } from './support/fetch.ts';
import { useLocale } from './support/i18n.ts';
import { renderRoute } from './support/render-screen.tsx';
import { makePage, signedIn } from './support/session.ts';

const offer = {
  message_type: 'quick_replies' as const,
  message: 'Which size?',
  buttons: [],
  cards: [],
  replies: [
    { title: 'Small', payload: 'S' },
    { title: 'Large', payload: 'L' },
  ],
  media_id: null,
  item_ids: [],
};

const document: FlowDocument = {
  version: 2,
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'offer', type: 'message', position: { x: 300, y: 0 }, data: offer },
    {
      id: 'email',
      type: 'question',
      position: { x: 600, y: 0 },
      data: { text: 'Your email?', field: 'email', answer_kind: 'email', retry_text: 'That is not an email' },
    },
    { id: 'pause', type: 'wait', position: { x: 600, y: 200 }, data: { amount: 1, unit: 'hours' } },
  ],
  edges: [
    { id: 'e1', source: 'start', source_handle: 'next', target: 'offer' },
    { id: 'e2', source: 'offer', source_handle: 'reply:0', target: 'email' },
    { id: 'e3', source: 'offer', source_handle: 'reply:1', target: 'pause' },
  ],
};

const flow: BotFlow = {
  id: 5,
  page_id: 1,
  name: 'Orders',
  draft: document,
  draft_revision: 3,
  published_version: 1,
  published_at: '2026-11-26T06:00:00.000Z',
  has_unpublished_changes: false,
  ref: 'ref5',
  created_at: '2026-11-26T06:00:00.000Z',
  updated_at: '2026-11-26T06:00:00.000Z',
};

const waiting = (node_id: string, waiting_for: 'reply' | 'timer' = 'reply', fields: Record<string, string> = {}) => ({
  node_id,
  waiting_for,
  attempts: 0,
  fields,
  labels: [],
});

describe('the try-it conversation (model)', () => {
  it('starts anew, then adds the tester’s input before the flow’s answer, keeping the state for the next step', () => {
    const started = applyTryResult(
      { entries: [{ kind: 'timer' }], state: null, started: true },
      { type: 'start' },
      {
        events: [{ kind: 'message', node_id: 'offer', message: offer, media: null, products: [] }],
        state: waiting('offer'),
        consumed: true,
      },
    );
    expect(started.entries).toEqual([
      { kind: 'event', event: { kind: 'message', node_id: 'offer', message: offer, media: null, products: [] } },
    ]);
    expect(tryPhase(started)).toBe('reply');

    const pressed = applyTryResult(
      started,
      { type: 'branch', node_id: 'offer', branch: 'reply:1' },
      { events: [{ kind: 'wait', node_id: 'pause', seconds: 60 }], state: waiting('pause', 'timer'), consumed: true },
    );
    expect(pressed.entries[1]).toEqual({ kind: 'pressed', title: 'Large' });
    expect(tryPhase(pressed)).toBe('timer');
    const body: TryFlowBody = tryBody(pressed, { type: 'timer' }, { source: 'message', window_open: false });
    expect(body).toEqual({
      state: waiting('pause', 'timer'),
      input: { type: 'timer' },
      source: 'message',
      window_open: false,
    });
    expect(tryBody(pressed, { type: 'start' }, { source: 'ad', window_open: true }).state).toBeNull();

    const ended = applyTryResult(
      pressed,
      { type: 'text', text: 'hello' },
      { events: [{ kind: 'end', node_id: null, reason: 'finished' }], state: null, consumed: false },
    );
    expect(ended.entries.at(-2)).toEqual({ kind: 'typed', text: 'hello', consumed: false });
    expect(tryPhase(ended)).toBe('ended');
    expect(tryPhase(emptyTranscript)).toBe('idle');
  });

  it('names the pressed button or quick reply by its branch', () => {
    const cards = {
      ...offer,
      message_type: 'cards' as const,
      buttons: [{ type: 'postback' as const, title: 'Price', payload: 'P' }],
      cards: [
        { title: 'A', buttons: [] },
        {
          title: 'B',
          buttons: [{ type: 'postback' as const, title: 'Buy B', payload: 'B' }],
        },
      ],
    };
    expect(branchTitle(cards, 'button:0')).toBe('Price');
    expect(branchTitle(cards, 'card:1:button:0')).toBe('Buy B');
    expect(branchTitle(cards, 'reply:0')).toBe('Small');
    expect(branchTitle(cards, 'next')).toBeNull();
  });

  it('looks statistics up by node and branch', () => {
    const stats = indexFlowStats({
      nodes: [{ node_id: 'offer', reached: 12 }],
      branches: [{ node_id: 'offer', branch: 'reply:1', pressed: 4 }],
      running: 2,
      finished: 7,
    });
    expect(stats.reached('offer')).toBe(12);
    expect(stats.reached('email')).toBe(0);
    expect(stats.pressed('offer', 'reply:1')).toBe(4);
    expect(stats.pressed('offer', 'reply:0')).toBeNull();
  });
});

type Served = { tries: TryFlowBody[]; saves: number; stats: number };

/** The builder of `flow` with the server's answers to try (in order), stats and saves. */
function renderBuilder(answers: TryFlowResult[], stats?: FlowStats): Served {
  const served: Served = { tries: [], saves: 0, stats: 0 };
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/bot/flows/5/try')) {
      served.tries.push(JSON.parse(String(init?.body)) as TryFlowBody);
      const answer = answers.shift();
      return answer ? { status: 200, body: answer } : { status: 500, body: { code: 'internal', message: 'x' } };
    }
    if (url.startsWith('/api/bot/flows/5/stats')) {
      served.stats += 1;
      return { status: 200, body: stats };
    }
    if (url.startsWith('/api/bot/flows/5') && method === 'POST') {
      served.saves += 1;
      return { status: 200, body: { flow: { ...flow, draft_revision: flow.draft_revision + served.saves } } };
    }
    if (url.startsWith('/api/bot/flows/5')) return { status: 200, body: { flow } };
    if (url.startsWith('/api/bot/flows')) return { status: 200, body: { flows: [flow] } };
    return undefined;
  });
  renderRoute(<BotBuilderRoute />, '/dashboard/bot/builder/:id', '/dashboard/bot/builder/5');
  return served;
}

const nodeCard = (id: string) => window.document.querySelector(`[data-node-id="${id}"].flow-node`);

describe('try it in the builder', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage({ id: 1 })], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('runs the saved draft step by step: presses a quick reply, answers the question twice, sees the field saved', async () => {
    await useLocale('en');
    const served = renderBuilder([
      {
        events: [{ kind: 'message', node_id: 'offer', message: offer, media: null, products: [] }],
        state: waiting('offer'),
        consumed: true,
      },
      {
        events: [{ kind: 'question', node_id: 'email', text: 'Your email?' }],
        state: waiting('email'),
        consumed: true,
      },
      {
        events: [{ kind: 'retry', node_id: 'email', text: 'That is not an email' }],
        state: { ...waiting('email'), attempts: 1 },
        consumed: true,
      },
      {
        events: [
          { kind: 'field', node_id: 'email', field: 'email', value: 'sara@example.com' },
          { kind: 'end', node_id: 'email', reason: 'question-gave-up' },
        ],
        state: null,
        consumed: true,
      },
    ]);
    await screen.findByTestId('flow-builder');
    fireEvent.click(screen.getByTestId('flow-try-toggle'));
    const pane = await screen.findByTestId('flow-try');
    await within(pane).findByText('Which size?');
    // Nothing changed on the canvas: no save before the start.
    expect(served.saves).toBe(0);
    expect(served.tries[0]).toMatchObject({
      state: null,
      input: { type: 'start' },
      window_open: true,
      source: 'message',
    });
    await waitFor(() => expect(nodeCard('offer')?.className).toContain('flow-node-current'));

    fireEvent.click(within(pane).getAllByTestId('preview-quick-reply')[0]!);
    await within(pane).findByText('Your email?');
    expect(served.tries[1]).toMatchObject({
      state: waiting('offer'),
      input: { type: 'branch', node_id: 'offer', branch: 'reply:0' },
    });
    expect(within(pane).getByTestId('try-pressed').textContent).toBe('Small');
    await waitFor(() => expect(nodeCard('email')?.className).toContain('flow-node-current'));
    expect(nodeCard('offer')?.className).not.toContain('flow-node-current');

    fireEvent.change(within(pane).getByTestId('try-text'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(pane).getByTestId('try-send'));
    await within(pane).findByText('That is not an email');
    expect(served.tries[2]!.input).toEqual({ type: 'text', text: 'not-an-email' });

    fireEvent.change(within(pane).getByTestId('try-text'), { target: { value: 'sara@example.com' } });
    fireEvent.submit(within(pane).getByTestId('try-text').closest('form')!);
    expect((await within(pane).findByTestId('try-field')).textContent).toContain('sara@example.com');
    expect(served.tries[3]!.state).toMatchObject({ attempts: 1 });
    expect(within(pane).getByTestId('try-end').textContent).toBe('The flow ended: no valid answer after the retries');
    expect(pane.getAttribute('data-phase')).toBe('ended');
    expect((within(pane).getByTestId('try-text') as HTMLInputElement).disabled).toBe(true);
    expect(window.document.querySelector('.flow-node-current')).toBeNull();
  });

  it('saves unsaved changes before trying, skips a wait, says when keyword bots would answer, and restarts', async () => {
    await useLocale('ar');
    const served = renderBuilder([
      { events: [{ kind: 'wait', node_id: 'pause', seconds: 7200 }], state: waiting('pause', 'timer'), consumed: true },
      { events: [], state: waiting('pause', 'timer'), consumed: false },
      {
        events: [
          { kind: 'label', node_id: 'tag', action: 'add', label: 'VIP' },
          { kind: 'end', node_id: null, reason: 'finished' },
        ],
        state: null,
        consumed: true,
      },
      { events: [{ kind: 'handover', node_id: 'human' }], state: null, consumed: true },
    ]);
    await screen.findByTestId('flow-builder');
    fireEvent.change(screen.getByTestId('flow-name'), { target: { value: 'الطلبات' } });
    fireEvent.click(screen.getByTestId('flow-try-toggle'));
    const pane = await screen.findByTestId('flow-try');
    expect((await within(pane).findByTestId('try-wait')).textContent).toContain('انتظار ساعتان');
    expect(served.saves).toBe(1);

    fireEvent.change(within(pane).getByTestId('try-text'), { target: { value: 'السعر؟' } });
    fireEvent.click(within(pane).getByTestId('try-send'));
    expect((await within(pane).findByTestId('try-not-consumed')).textContent).toContain('بوتات الكلمات المفتاحية');

    fireEvent.click(within(pane).getByTestId('try-skip-wait'));
    expect((await within(pane).findByTestId('try-label')).textContent).toContain('VIP');
    expect(served.tries[2]!.input).toEqual({ type: 'timer' });
    expect(within(pane).getByTestId('try-end').textContent).toBe('انتهى المسار: وصل إلى آخر خطوة');
    expect(within(pane).queryByTestId('try-skip-wait')).toBeNull();

    fireEvent.click(within(pane).getByTestId('try-restart'));
    await within(pane).findByTestId('try-handover');
    expect(within(pane).queryByTestId('try-wait')).toBeNull();
    expect(served.tries[3]).toMatchObject({ state: null, input: { type: 'start' } });
    expect(served.saves).toBe(1);
  });

  it('shows statistics on the steps and branches, and the totals in the toolbar', async () => {
    await useLocale('en');
    const served = renderBuilder([], {
      nodes: [
        { node_id: 'start', reached: 40 },
        { node_id: 'offer', reached: 38 },
        { node_id: 'email', reached: 1 },
      ],
      branches: [{ node_id: 'offer', branch: 'reply:0', pressed: 21 }],
      running: 3,
      finished: 1,
    });
    await screen.findByTestId('flow-builder');
    expect(screen.queryByTestId('flow-stat-reached')).toBeNull();
    fireEvent.click(screen.getByTestId('flow-stats-toggle'));
    expect((await screen.findByTestId('flow-stats-running')).textContent).toBe('3 running');
    expect(screen.getByTestId('flow-stats-finished').textContent).toBe('1 finished');
    const offerCard = nodeCard('offer') as HTMLElement;
    expect(within(offerCard).getByTestId('flow-stat-reached').textContent).toBe('reached 38');
    expect(
      within(offerCard)
        .getAllByTestId('flow-stat-pressed')
        .map((badge) => badge.textContent),
    ).toEqual(['pressed 21', 'pressed 0']);
    expect(within(nodeCard('pause') as HTMLElement).getByTestId('flow-stat-reached').textContent).toBe('reached 0');
    expect(served.stats).toBe(1);

    fireEvent.click(screen.getByTestId('flow-stats-toggle'));
    await waitFor(() => expect(screen.queryByTestId('flow-stat-reached')).toBeNull());
    expect(screen.queryByTestId('flow-stats-totals')).toBeNull();
  });
});
