import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Conversation, InboxMessage } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxScreen } from '@/features/inbox/chat/inbox-screen.tsx';
import { createEventStreamParser, type StreamEvent } from '@/features/inbox/realtime/event-stream-parser.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { useLocale } from './support/i18n.ts';
import { renderAt } from './support/render-publishing.tsx';
import { makePage, signedIn } from './support/session.ts';

const hour = 3_600_000;

function makeMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 1,
    conversation_id: 5,
    direction: 'in',
    kind: 'text',
    author: 'customer',
    text: 'Hello',
    attachments: [],
    meta_message_id: 'm_AbC-123',
    story: null,
    postback_payload: null,
    status: null,
    error: null,
    tag: null,
    agent_name: null,
    arrived_late: false,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

function makeConversation(id: number, overrides: Partial<Conversation> = {}, lastIncomingAgoMs = hour): Conversation {
  const lastIncoming = new Date(Date.now() - lastIncomingAgoMs).toISOString();
  return {
    id,
    subscriber: {
      id,
      channel: 'messenger',
      account_id: 1,
      meta_user_id: `2400000000000${id}`,
      name: `Customer ${id}`,
      picture_url: null,
      source: 'message',
      source_ref: null,
      labels: [],
      fields: {},
      first_interaction_at: lastIncoming,
      last_interaction_at: lastIncoming,
      last_incoming_at: lastIncoming,
      window: { state: 'open', closes_at: new Date(Date.parse(lastIncoming) + 24 * hour).toISOString() },
    },
    last_message: null,
    unread_count: 0,
    started_by_comment: null,
    taken_over: false,
    ...overrides,
  };
}

type Route = (url: string, init: RequestInit | undefined) => { status: number; body?: unknown } | undefined;

/** Stands in for the network: JSON answers by route, and the event stream as a body the test writes to. */
function stubNetwork(route: Route) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const encoder = new TextEncoder();
  let push: (chunk: string) => void = () => {};
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/inbox/events') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => controller.enqueue(encoder.encode(chunk));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    const answer = route(url, init) ?? { status: 404, body: { code: 'not-found', message: 'Not found' } };
    if (answer.status === 0) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    emit: (type: string, data: unknown) => push(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
    streamOpen: () => calls.some((call) => call.url === '/api/inbox/events'),
  };
}

function inboxRoutes(conversations: Conversation[], messages: Record<number, InboxMessage[]>): Route {
  return (url) => {
    if (url.startsWith('/api/inbox/conversations?'))
      return { status: 200, body: { conversations, next_before: null, next_before_id: null } };
    const thread = /^\/api\/inbox\/conversations\/(\d+)\?/.exec(url);
    if (thread) {
      const id = Number(thread[1]);
      const conversation = conversations.find((item) => item.id === id)!;
      return { status: 200, body: { conversation, messages: messages[id] ?? [], has_more: false } };
    }
    if (url === '/api/inbox/unread') return { status: 200, body: { messenger: 0, instagram: 0 } };
    return undefined;
  };
}

describe('the Messenger inbox', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage()], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('lists conversations with unread counts and shows a thread with every kind of message as such', async () => {
    const started = makeConversation(5, {
      unread_count: 2,
      started_by_comment: { comment_id: '1001_555', post_id: '1001_9', text: 'How much is it?' },
    });
    const other = makeConversation(6, {}, 2 * hour);
    stubNetwork(
      inboxRoutes([started, other], {
        5: [
          makeMessage({
            id: 1,
            kind: 'private_reply',
            direction: 'out',
            author: 'campaign',
            text: 'Check your inbox',
            status: 'sent',
          }),
          makeMessage({ id: 2, text: 'Price please' }),
          makeMessage({
            id: 3,
            kind: 'image',
            text: null,
            attachments: [{ type: 'image', url: 'https://cdn.example/a.jpg' }],
          }),
          makeMessage({
            id: 4,
            kind: 'file',
            text: null,
            attachments: [{ type: 'file', url: 'https://cdn.example/b.pdf' }],
          }),
          makeMessage({
            id: 5,
            kind: 'story_mention',
            text: null,
            story: { id: '1789', url: 'https://cdn.example/s.jpg' },
          }),
          makeMessage({
            id: 6,
            kind: 'story_reply',
            text: 'Nice!',
            story: { id: '1790', url: 'https://cdn.example/t.jpg' },
          }),
        ],
      }),
    );
    renderAt('/dashboard/bot/fb/chat', <InboxScreen channel="messenger" />);
    const items = await screen.findAllByTestId('conversation-item');
    expect(items.map((item) => item.dataset.id)).toEqual(['5', '6']);
    expect(within(items[0]!).getByTestId('conversation-unread').textContent).toBe('2');

    fireEvent.click(items[0]!);
    const thread = await screen.findByTestId('thread');
    // Meta's ids are kept behind copy buttons, not shown.
    expect(within(thread).getByTestId('meta-user-id').getAttribute('data-id')).toBe('24000000000005');
    expect(within(thread).getByTestId('started-by-comment').textContent).toContain('How much is it?');
    expect(within(thread).getByTestId('started-by-comment').textContent).not.toContain('1001_555');
    expect(within(thread).getByTestId('started-by-comment-id').getAttribute('data-id')).toBe('1001_555');
    const kinds = within(thread)
      .getAllByTestId('message-kind')
      .map((node) => node.dataset.kind);
    expect(kinds).toEqual(['private_reply', 'story_mention', 'story_reply']);
    expect(within(thread).getByTestId('automatic-tag').textContent).toBe('Automatic: campaign');
    expect(within(thread).getByRole('img', { name: 'Image' }).getAttribute('src')).toBe('https://cdn.example/a.jpg');
    expect(within(thread).getByTestId('message-file').getAttribute('href')).toBe('https://cdn.example/b.pdf');
    expect(within(thread).getAllByTestId('message-story')).toHaveLength(2);
    // 09:00 UTC is 12:00 in Damascus
    expect(within(thread).getAllByTestId('message-time')[1]!.textContent).toContain('12:00');
    expect(within(thread).getAllByTestId('message-time')[1]!.getAttribute('title')).toBe('m_AbC-123');
    expect(within(thread).getByTestId('window-clock').dataset.state).toBe('open');
  });

  it('shows a message arriving on the event stream in the open thread and at the top of the list', async () => {
    const first = makeConversation(5);
    const second = makeConversation(6, {}, 2 * hour);
    const network = stubNetwork(inboxRoutes([first, second], { 6: [makeMessage({ id: 10, conversation_id: 6 })] }));
    renderAt('/dashboard/bot/fb/chat?conversation=6', <InboxScreen channel="messenger" />);
    await screen.findByTestId('thread');
    await waitFor(() => expect(network.streamOpen()).toBe(true));
    const requestsBefore = network.calls.length;

    const message = makeMessage({ id: 11, conversation_id: 6, text: 'مرحبا، هل ما زال متوفرًا؟' });
    const updated = { ...second, last_message: message, unread_count: 0 };
    network.emit('message', { conversation: updated, message });

    await waitFor(() =>
      expect(screen.getAllByTestId('message-text').map((node) => node.textContent)).toContain(
        'مرحبا، هل ما زال متوفرًا؟',
      ),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('conversation-item').map((item) => item.dataset.id)).toEqual(['6', '5']),
    );
    const refetches = network.calls
      .slice(requestsBefore)
      .filter((call) => call.url.startsWith('/api/inbox/conversations'));
    expect(refetches).toHaveLength(0);
  });

  it('searches and filters the list (all, unread, window open), asking the server for each', async () => {
    const unread = makeConversation(5, { unread_count: 3 });
    const read = makeConversation(6, {}, 2 * hour);
    const network = stubNetwork((url, init) => {
      const query = new URL(url, 'http://localhost').searchParams;
      if (url.startsWith('/api/inbox/conversations?')) {
        const matches = [unread, read].filter(
          (item) =>
            (query.get('unread') !== 'true' || item.unread_count > 0) &&
            (!query.get('q') || item.subscriber.name!.includes(query.get('q')!)),
        );
        return { status: 200, body: { conversations: matches, next_before: null, next_before_id: null } };
      }
      return inboxRoutes([unread, read], {})(url, init);
    });
    renderAt('/dashboard/bot/fb/chat', <InboxScreen channel="messenger" />);
    const ids = () => screen.getAllByTestId('conversation-item').map((item) => item.dataset.id);
    await waitFor(() => expect(ids()).toEqual(['5', '6']));

    fireEvent.click(within(screen.getByTestId('inbox-filter')).getByText('Unread'));
    await waitFor(() => expect(ids()).toEqual(['5']));
    fireEvent.click(within(screen.getByTestId('inbox-filter')).getByText('Window open'));
    await waitFor(() => expect(network.calls.some((call) => call.url.includes('window=open'))).toBe(true));
    fireEvent.click(within(screen.getByTestId('inbox-filter')).getByText('All'));

    fireEvent.change(within(screen.getByTestId('inbox-search')).getByRole('searchbox'), {
      target: { value: 'Customer 6' },
    });
    await waitFor(() => expect(ids()).toEqual(['6']));
    fireEvent.change(within(screen.getByTestId('inbox-search')).getByRole('searchbox'), {
      target: { value: 'nobody' },
    });
    await screen.findByText('No conversation matches this search or filter.');
    expect(network.calls.some((call) => call.url.includes('unread=true'))).toBe(true);
  });
});

describe('the inbox on a phone', () => {
  beforeAll(() => useLocale('ar'));
  beforeEach(() => {
    sessionStore.setState(signedIn({ pages: [makePage()], currentPageId: 1 }));
    (
      window as unknown as { happyDOM: { setWindowSize(size: { width: number; height: number }): void } }
    ).happyDOM.setWindowSize({ width: 390, height: 844 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    (
      window as unknown as { happyDOM: { setWindowSize(size: { width: number; height: number }): void } }
    ).happyDOM.setWindowSize({ width: 1024, height: 768 });
  });

  it('shows the answers a flow saved for the person, and a button’s press by its title, without its payload', async () => {
    const answered = makeConversation(5);
    answered.subscriber.fields = { email: 'sara@example.com', phone: '+963 944 000 111' };
    stubNetwork(
      inboxRoutes([answered, makeConversation(6)], {
        5: [makeMessage({ id: 1, kind: 'quick_reply', text: 'By email', postback_payload: 'FLOW:3:1:offer:reply:0' })],
        6: [makeMessage({ id: 2, kind: 'quick_reply', text: 'Large', postback_payload: 'SIZE_L' })],
      }),
    );
    renderAt('/dashboard/bot/fb/chat', <InboxScreen channel="messenger" />);
    const items = await screen.findAllByTestId('conversation-item');
    fireEvent.click(items[0]!);
    const fields = await screen.findByTestId('subscriber-fields');
    expect(
      within(fields)
        .getAllByTestId('subscriber-field')
        .map((field) => field.textContent),
    ).toEqual(['email:sara@example.com', 'phone:+963 944 000 111']);
    expect(screen.getByTestId('message-kind').textContent).not.toContain('FLOW:');
    expect(screen.queryByTestId('message-payload')).toBeNull();

    fireEvent.click(screen.getByTestId('inbox-back'));
    fireEvent.click((await screen.findAllByTestId('conversation-item'))[1]!);
    // The button's title as the customer saw it; the seller's own payload is only behind a copy button.
    await screen.findByText('Large');
    expect(screen.queryByText('SIZE_L')).toBeNull();
    expect(screen.getByTestId('message-payload').getAttribute('data-id')).toBe('SIZE_L');
    expect(screen.queryByTestId('subscriber-fields')).toBeNull();
  });

  it('shows the list, then the thread alone with a way back to the list', async () => {
    stubNetwork(inboxRoutes([makeConversation(5)], { 5: [makeMessage({ id: 1, text: 'مرحبا' })] }));
    renderAt('/dashboard/bot/fb/chat', <InboxScreen channel="messenger" />);
    fireEvent.click(await screen.findByTestId('conversation-item'));
    await screen.findByTestId('thread');
    expect(screen.queryByTestId('conversation-list')).toBeNull();
    expect(screen.getByTestId('message-text').textContent).toBe('مرحبا');
    fireEvent.click(screen.getByTestId('inbox-back'));
    await screen.findByTestId('conversation-list');
    expect(screen.queryByTestId('thread')).toBeNull();
  });
});

describe('the composer', () => {
  beforeAll(() => useLocale('en'));
  beforeEach(() => sessionStore.setState(signedIn({ pages: [makePage()], currentPageId: 1 })));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one client_id for a message through a dropped connection and its retry', async () => {
    const conversation = makeConversation(5);
    let attempts = 0;
    const routes = inboxRoutes([conversation], { 5: [] });
    const network = stubNetwork((url, init) => {
      if (url === '/api/inbox/conversations/5/messages' && init?.method === 'POST') {
        attempts += 1;
        if (attempts === 1) return { status: 0 };
        const body = JSON.parse(String(init.body)) as { text: string };
        return {
          status: 200,
          body: {
            message: makeMessage({ id: 20, direction: 'out', author: 'agent', text: body.text, status: 'sent' }),
          },
        };
      }
      return routes(url, init);
    });
    renderAt('/dashboard/bot/fb/chat?conversation=5', <InboxScreen channel="messenger" />);
    const text = await screen.findByTestId('composer-text');
    fireEvent.change(text, { target: { value: 'It is 20 dollars 👍' } });
    const send = screen.getByTestId('send-button');
    fireEvent.click(send);
    fireEvent.click(send);

    const failed = await screen.findByTestId('outbox-message');
    await waitFor(() => expect(within(failed).getByTestId('message-status').dataset.status).toBe('failed'));
    fireEvent.click(within(failed).getByTestId('retry-send'));
    await waitFor(() => expect(screen.queryByTestId('outbox-message')).toBeNull());
    expect(screen.getByText('It is 20 dollars 👍')).toBeTruthy();

    const sends = network.calls.filter((call) => call.url.endsWith('/messages'));
    expect(sends).toHaveLength(2);
    const [firstSend, retry] = sends.map((call) => call.body as { client_id: string; text: string });
    expect(firstSend!.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.client_id).toBe(firstSend!.client_id);
    expect(retry!.text).toBe('It is 20 dollars 👍');
  });

  it("shows the server's reason when it refuses a reply", async () => {
    const conversation = makeConversation(5);
    const routes = inboxRoutes([conversation], { 5: [] });
    const reason = 'The customer last wrote more than 24 hours ago.';
    stubNetwork((url, init) =>
      url === '/api/inbox/conversations/5/messages'
        ? { status: 422, body: { code: 'validation', message: 'Check the form', errors: { text: [reason] } } }
        : routes(url, init),
    );
    renderAt('/dashboard/bot/fb/chat?conversation=5', <InboxScreen channel="messenger" />);
    fireEvent.change(await screen.findByTestId('composer-text'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByTestId('send-button'));
    const failed = await screen.findByTestId('outbox-message');
    await waitFor(() => expect(failed.textContent).toContain(reason));
  });

  it('takes a Messenger conversation over from the bot and hands it back, showing the state the server answers', async () => {
    const conversation = makeConversation(5);
    const routes = inboxRoutes([conversation], { 5: [] });
    const network = stubNetwork((url, init) => {
      if (url !== '/api/inbox/conversations/5/takeover') return routes(url, init);
      const { taken_over } = JSON.parse(String(init?.body)) as { taken_over: boolean };
      return {
        status: 200,
        body: { conversation_id: 5, taken_over, taken_over_at: taken_over ? '2026-11-26T07:00:00.000Z' : null },
      };
    });
    renderAt('/dashboard/bot/fb/chat?conversation=5', <InboxScreen channel="messenger" />);
    const takeover = await screen.findByTestId('takeover');
    expect(takeover.dataset.state).toBe('bot');
    fireEvent.click(screen.getByTestId('takeover-switch'));
    await waitFor(() => expect(screen.getByTestId('takeover').dataset.state).toBe('taken-over'));
    expect(screen.getByTestId('takeover-state').textContent).toContain('bot silent');
    fireEvent.click(screen.getByTestId('takeover-switch'));
    await waitFor(() => expect(screen.getByTestId('takeover').dataset.state).toBe('bot'));
    expect(network.calls.filter((call) => call.url.endsWith('/takeover')).map((call) => call.body)).toEqual([
      { taken_over: true },
      { taken_over: false },
    ]);
  });

  it('has no bot switch in the Instagram inbox', async () => {
    sessionStore.setState({ currentInstaAccountId: 1 });
    stubNetwork(inboxRoutes([makeConversation(5)], { 5: [] }));
    renderAt('/dashboard/instagram/chat?conversation=5', <InboxScreen channel="instagram" />);
    await screen.findByTestId('thread');
    expect(screen.queryByTestId('takeover')).toBeNull();
  });

  it('says a person may still answer with HUMAN_AGENT after 24 hours', async () => {
    const conversation = makeConversation(5, {}, 3 * 24 * hour);
    conversation.subscriber.window = {
      state: 'human_agent',
      closes_at: new Date(Date.now() + 4 * 24 * hour).toISOString(),
    };
    stubNetwork(inboxRoutes([conversation], {}));
    renderAt('/dashboard/bot/fb/chat?conversation=5', <InboxScreen channel="messenger" />);
    expect((await screen.findByTestId('window-clock')).dataset.state).toBe('human_agent');
    expect(screen.getByTestId('human-agent-notice').textContent).toContain('HUMAN_AGENT');
    expect(screen.getByTestId('composer').dataset.disabled).toBe('false');
  });

  it('is disabled with the reason once the window has closed', async () => {
    const conversation = makeConversation(5, {}, 8 * 24 * hour);
    conversation.subscriber.window = { state: 'closed', closes_at: null };
    stubNetwork(inboxRoutes([conversation], {}));
    renderAt('/dashboard/bot/fb/chat?conversation=5', <InboxScreen channel="messenger" />);
    expect((await screen.findByTestId('window-clock')).dataset.state).toBe('closed');
    expect(screen.getByTestId('composer').dataset.disabled).toBe('true');
    expect(screen.getByTestId('composer-disabled-reason').textContent).toContain('24 hours');
    expect(screen.queryByTestId('send-button')).toBeNull();
  });
});

describe('the event stream parser', () => {
  it('reads events split across chunks and skips heartbeats', () => {
    const events: StreamEvent[] = [];
    const parse = createEventStreamParser((event) => events.push(event));
    parse(': heartbeat\n\nevent: mess');
    parse('age\ndata: {"a":');
    parse('1}\r\n\r\nevent: read\ndata: {"conversation_id":5}\n');
    expect(events).toEqual([{ type: 'message', data: '{"a":1}' }]);
    parse('\n');
    expect(events[1]).toEqual({ type: 'read', data: '{"conversation_id":5}' });
  });
});
