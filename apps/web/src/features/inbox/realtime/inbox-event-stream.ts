import type { Conversation, InboxMessage } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { requestHeaders } from '@/shared/api/http-client.ts';
import { preferencesStore } from '@/shared/session/preferences-store.ts';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser.ts';

/**
 * What the server streams: `message` (new or updated, with its conversation), `read`, `conversation`, `request`
 * (a page's customer requests changed: `requestId`, `pageId`) and `notification` (the user has a new notification).
 */
export type InboxEvent = {
  type: string;
  conversation: Conversation | null;
  conversationId: number | null;
  message: InboxMessage | null;
  requestId?: number;
  pageId?: number;
};

type Listener = (event: InboxEvent) => void;
type ConnectionListener = (connected: boolean) => void;

const listeners = new Set<Listener>();
const connectionListeners = new Set<ConnectionListener>();
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let connected = false;
let streamLocale: string | null = null;
let stopWatchingLocale: (() => void) | null = null;

const backoffSteps = [1_000, 2_000, 5_000, 10_000, 30_000];

function toInboxEvent({ type, data }: StreamEvent): InboxEvent | null {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
  const conversation = (payload.conversation as Conversation | undefined) ?? null;
  const message = (payload.message as InboxMessage | undefined) ?? null;
  if (type === 'request') {
    const { request_id: requestId, page_id: pageId } = payload;
    if (typeof requestId !== 'number' || typeof pageId !== 'number') return null;
    return { type, conversation: null, message: null, conversationId: null, requestId, pageId };
  }
  const id = payload.conversation_id ?? conversation?.id ?? message?.conversation_id ?? null;
  return { type, conversation, message, conversationId: typeof id === 'number' ? id : null };
}

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  connectionListeners.forEach((listener) => listener(value));
}

function scheduleReconnect() {
  if (listeners.size === 0 || retryTimer) return;
  const delay = backoffSteps[Math.min(failures, backoffSteps.length - 1)]!;
  failures += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, delay);
}

async function connect() {
  const abort = new AbortController();
  controller = abort;
  streamLocale = preferencesStore.getState().locale;
  try {
    const response = await fetch(apiRoutes.inbox.events.path, {
      headers: { ...Object.fromEntries(requestHeaders(false)), Accept: 'text/event-stream' },
      signal: abort.signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new Error(`Event stream answered ${response.status}`);
    failures = 0;
    setConnected(true);
    const parse = createEventStreamParser((streamEvent) => {
      const event = toInboxEvent(streamEvent);
      if (event) listeners.forEach((listener) => listener(event));
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parse(value);
    }
  } catch {
    // A dropped or refused stream is retried below; an abort means nobody listens any more.
  }
  if (controller !== abort) return;
  controller = null;
  setConnected(false);
  if (!abort.signal.aborted) scheduleReconnect();
}

/**
 * One stream per tab, shared by every listener (the menu badge, the open inbox): opened with the first listener,
 * reopened with backoff when it drops (a missed event is caught up by `onReconnect` refetches), closed with the last.
 */
export function subscribeToInboxEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller && !retryTimer) void connect();
  // The server writes texts (a refusal's reason) in the stream's language: a new language opens a new stream.
  stopWatchingLocale ??= preferencesStore.subscribe(() => {
    if (!controller || preferencesStore.getState().locale === streamLocale) return;
    controller.abort();
    controller = null;
    void connect();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatchingLocale?.();
    stopWatchingLocale = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    controller?.abort();
    controller = null;
    failures = 0;
    setConnected(false);
  };
}

export function onInboxStreamConnection(listener: ConnectionListener): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}
