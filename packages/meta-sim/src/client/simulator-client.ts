import type { CallRecord } from '../call-log.ts';
import type {
  AppSettingsJson,
  ControlAnswer,
  ControlEndpoint,
  ControlEndpoints,
  ControlErrorBody,
  CreateBusinessBody,
  CreateCommentBody,
  CreateInstagramAccountBody,
  CreatePageBody,
  InstagramAccountJson,
  InstagramOauthCodeBody,
  UnsubscribePageBody,
  CreatePostBody,
  CreateUserBody,
  DeliverySettingsJson,
  FailContainerBody,
  FaultsBody,
  FaultsJson,
  InvalidateTokensBody,
  LimitsJson,
  MediaChecksJson,
  OauthCodeBody,
  PersonBody,
  PersonJson,
  SendMessageBody,
} from '../control/control-endpoints.ts';
import type { MessageView, SimPageView, SimUserView } from '../control/control-types.ts';
import type { DeliveryRecord } from '../webhooks/delivery.ts';
import type { World } from '../world.ts';

/** One HTTP exchange; the default sends it with `fetch`, a load generator may bring a cheaper one. */
export type SimulatorTransport = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}) => Promise<{ status: number; text: string }>;

export type SimulatorClientOptions = { transport?: SimulatorTransport };

/** A control call the simulator refused (400 bad input, 404 unknown id) or that did not answer JSON. */
export class SimulatorControlError extends Error {
  readonly endpoint: string;
  readonly status: number;
  constructor(endpoint: string, status: number, detail: string) {
    super(`simulator ${endpoint} answered ${status}: ${detail}`);
    this.name = 'SimulatorControlError';
    this.endpoint = endpoint;
    this.status = status;
  }
}

/** A Graph call the product made, as the call log records it, with the body and answer a test expects there. */
export type SimulatedCall<Body = CallRecord['body'], Response = unknown> = Omit<CallRecord, 'body' | 'response'> & {
  body: Body;
  response: Response;
};

/** The simulator's control API (`/_sim/...`) over HTTP: one method per endpoint of `ControlEndpoints`. */
export type SimulatorClient = {
  reset(): Promise<void>;
  listUsers(): Promise<SimUserView[]>;
  createUser(body: CreateUserBody): Promise<SimUserView>;
  listPages(): Promise<SimPageView[]>;
  createPage(body: CreatePageBody): Promise<SimPageView>;
  /** Meta removes the app (or `fields` of it) from the page after failing deliveries; no webhook until resubscribed. */
  unsubscribePage(pageId: string, body?: UnsubscribePageBody): Promise<{ subscribed_fields: string[] }>;
  createPost(body: CreatePostBody): Promise<{ id: string }>;
  createComment(body: CreateCommentBody): Promise<{ id: string }>;
  sendMessage(body: SendMessageBody): Promise<{ mid: string }>;
  /** A message as the person's phone shows it, with the quick replies the page offered under it. */
  message(mid: string): Promise<MessageView>;
  /** The Graph calls after the one numbered `since`, oldest first. */
  calls(since?: number): Promise<CallRecord[]>;
  /** The webhook deliveries after the one numbered `since`, oldest first. */
  deliveries(since?: number): Promise<DeliveryRecord[]>;
  retryDeliveries(): Promise<void>;
  /** Waits until no webhook delivery is pending; false when that took longer than `timeoutMs`. */
  deliveriesIdle(timeoutMs?: number): Promise<boolean>;
  faults(): Promise<FaultsJson>;
  /** `{}` clears every fault. */
  setFaults(body: FaultsBody): Promise<void>;
  limits(): Promise<LimitsJson>;
  setLimits(body: Partial<LimitsJson>): Promise<LimitsJson>;
  oauthCode(body: OauthCodeBody): Promise<{ code: string }>;
  /** The simulated clock, ISO 8601. */
  now(): Promise<string>;
  advanceClock(ms: number): Promise<string>;
  invalidateTokens(body: InvalidateTokensBody): Promise<{ invalidated: number }>;
  revokePermission(body: { user_id: string; permission: string }): Promise<void>;
  setPerson(body: PersonBody): Promise<PersonJson>;
  setWebhookUrl(url: string | null): Promise<void>;
  /** The whole simulated world, for debugging. */
  state(): Promise<World>;
  /** The number of the latest Graph call, to read only what a later step caused. */
  lastCallSeq(): Promise<number>;
  appSettings(): Promise<AppSettingsJson>;
  /** Require App Secret, development mode and the people with a role on the app; unnamed settings are kept. */
  setAppSettings(body: Partial<AppSettingsJson>): Promise<AppSettingsJson>;
  createBusiness(body: CreateBusinessBody): Promise<{ id: string; name: string }>;
  /** The commenter edits the comment (Facebook: a `feed` change with verb `edited`). */
  editComment(id: string, message: string): Promise<{ id: string }>;
  /** The commenter deletes the comment (Facebook: verb `remove`). */
  deleteComment(id: string): Promise<void>;
  deliverySettings(): Promise<DeliverySettingsJson>;
  setDeliverySettings(body: Partial<DeliverySettingsJson>): Promise<DeliverySettingsJson>;
  /** The Instagram container turns ERROR (default subcode 2207001); `media_publish` on it then fails. */
  failContainer(id: string, body?: FailContainerBody): Promise<{ id: string }>;
  /** The page video's processing fails: `status.video_status` becomes `error` and no post appears. */
  failVideo(id: string, message?: string): Promise<{ id: string }>;
  /** An Instagram professional account without a Facebook Page (Instagram Login only). */
  createInstagramAccount(body: CreateInstagramAccountBody): Promise<InstagramAccountJson>;
  /** A code as the Instagram window's Allow gives it (scopes default to all four `instagram_business_*`). */
  instagramOauthCode(body: InstagramOauthCodeBody): Promise<{ code: string }>;
  /** Removes the app's Instagram Login subscription of the account (or `fields` of it): no webhook goes out. */
  unsubscribeInstagramAccount(accountId: string, body?: UnsubscribePageBody): Promise<{ subscribed_fields: string[] }>;
  /** Whether media URLs are fetched and checked as Meta does (on by default), and the download timeout. */
  mediaChecks(): Promise<MediaChecksJson>;
  setMediaChecks(body: Partial<MediaChecksJson>): Promise<MediaChecksJson>;
};

const fetchTransport: SimulatorTransport = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, text: await response.text() };
};

/**
 * `simulatorUrl` is where the simulator is mounted: `{APP_URL}/_meta` in demo mode, the standalone simulator's
 * own address otherwise. A function is read on every call, for servers whose address is known only later.
 */
export function createSimulatorClient(
  simulatorUrl: string | (() => string),
  options: SimulatorClientOptions = {},
): SimulatorClient {
  const transport = options.transport ?? fetchTransport;
  const root = () => (typeof simulatorUrl === 'string' ? simulatorUrl : simulatorUrl()).replace(/\/+$/, '');

  async function call<E extends ControlEndpoint>(
    endpoint: E,
    ...[body, query, params]: ControlEndpoints[E]['body'] extends undefined
      ? [body?: undefined, query?: Record<string, number>, params?: Record<string, string>]
      : [body: ControlEndpoints[E]['body'], query?: undefined, params?: Record<string, string>]
  ): Promise<ControlAnswer<E>> {
    const [method, pattern] = endpoint.split(' ') as ['GET' | 'POST', string];
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`
      : '';
    const { status, text } = await transport({
      method,
      url: `${root()}/_sim${path}${search}`,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new SimulatorControlError(endpoint, status, `not JSON: ${text.slice(0, 200)}`);
    }
    if (status !== 200) {
      const message = (answer as Partial<ControlErrorBody>).error?.message ?? text.slice(0, 200);
      throw new SimulatorControlError(endpoint, status, message);
    }
    return answer as ControlAnswer<E>;
  }

  const client: SimulatorClient = {
    reset: async () => void (await call('POST /reset')),
    listUsers: async () => (await call('GET /users')).data,
    createUser: (body) => call('POST /users', body),
    listPages: async () => (await call('GET /pages')).data,
    createPage: (body) => call('POST /pages', body),
    unsubscribePage: (pageId, body = {}) => call('POST /pages/:id/unsubscribe', body, undefined, { id: pageId }),
    createPost: (body) => call('POST /posts', body),
    createComment: (body) => call('POST /comments', body),
    sendMessage: (body) => call('POST /messages', body),
    message: (mid) => call('GET /messages/:id', undefined, undefined, { id: mid }),
    calls: async (since = 0) => (await call('GET /calls', undefined, { since })).data,
    deliveries: async (since = 0) => (await call('GET /deliveries', undefined, { since })).data,
    retryDeliveries: async () => void (await call('POST /deliveries/retry')),
    deliveriesIdle: async (timeoutMs = 10_000) =>
      (await call('GET /deliveries/idle', undefined, { timeout_ms: timeoutMs })).idle,
    faults: () => call('GET /faults'),
    setFaults: async (body) => void (await call('POST /faults', body)),
    limits: () => call('GET /limits'),
    setLimits: (body) => call('POST /limits', body),
    oauthCode: (body) => call('POST /oauth/code', body),
    now: async () => (await call('GET /clock')).now,
    advanceClock: async (ms) => (await call('POST /clock', { advance_ms: ms })).now,
    invalidateTokens: (body) => call('POST /tokens/invalidate', body),
    revokePermission: async (body) => void (await call('POST /permissions/revoke', body)),
    setPerson: (body) => call('POST /people', body),
    setWebhookUrl: async (url) => void (await call('POST /webhook', { url })),
    state: () => call('GET /state'),
    lastCallSeq: async () => (await client.calls(0)).at(-1)?.seq ?? 0,
    appSettings: () => call('GET /app'),
    setAppSettings: (body) => call('POST /app', body),
    createBusiness: (body) => call('POST /businesses', body),
    editComment: (id, message) => call('POST /comments/:id/edit', { message }, undefined, { id }),
    deleteComment: async (id) => void (await call('POST /comments/:id/delete', undefined, undefined, { id })),
    deliverySettings: () => call('GET /deliveries/settings'),
    setDeliverySettings: (body) => call('POST /deliveries/settings', body),
    failContainer: (id, body = {}) => call('POST /containers/:id/fail', body, undefined, { id }),
    failVideo: (id, message) =>
      call('POST /videos/:id/fail', message === undefined ? {} : { message }, undefined, { id }),
    createInstagramAccount: (body) => call('POST /instagram/accounts', body),
    instagramOauthCode: (body) => call('POST /instagram/oauth/code', body),
    unsubscribeInstagramAccount: (accountId, body = {}) =>
      call('POST /instagram/accounts/:id/unsubscribe', body, undefined, { id: accountId }),
    mediaChecks: () => call('GET /media-checks'),
    setMediaChecks: (body) => call('POST /media-checks', body),
  };
  return client;
}

export type * from '../control/control-endpoints.ts';
export type { MessageView, SimPageView, SimUserView } from '../control/control-types.ts';
export type { CallRecord } from '../call-log.ts';
export type { DeliveryRecord, WebhookPayload } from '../webhooks/delivery.ts';
