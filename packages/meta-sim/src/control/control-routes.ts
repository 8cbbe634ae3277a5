import type { FastifyInstance } from 'fastify';
import type { Faults } from '../faults.ts';
import type { Limits } from '../limits.ts';
import type { DeliveryOptions } from '../webhooks/delivery.ts';
import type { ControlApi } from './control-api.ts';
import type { AppSettingsRecord, AppType, IgAccountType, LoginConfigRecord } from '../world.ts';
import type { AppSettingsJson, DeliverySettingsJson, FaultsJson, LimitName, LimitsJson } from './control-endpoints.ts';
import { ControlError, badInput } from './control-error.ts';
import { bool, controlRoute, num, obj, str, strList, type Body } from './control-body.ts';

const LIMIT_KEYS: Record<LimitName, keyof Limits> = {
  app_calls_per_hour: 'appCallsPerHour',
  user_calls_per_hour: 'userCallsPerHour',
  page_calls_per_hour: 'pageCallsPerHour',
  page_calls_per_day: 'pageCallsPerDay',
  instagram_calls_per_hour: 'instagramCallsPerHour',
  messenger_calls_per_hour: 'messengerCallsPerHour',
  private_replies_per_hour: 'privateRepliesPerHour',
  publishing_quota_per_day: 'publishingQuotaPerDay',
  hashtags_per_week: 'hashtagsPerWeek',
  hashtags_per_caption: 'hashtagsPerCaption',
  image_container_ready_ms: 'imageContainerReadyMs',
  video_container_ready_ms: 'videoContainerReadyMs',
  page_video_ready_ms: 'pageVideoReadyMs',
};

function igAccountTypeOf(body: Body): { instagramAccountType?: IgAccountType } {
  const type = str(body, 'instagram_account_type');
  if (type === undefined) return {};
  if (type !== 'BUSINESS' && type !== 'MEDIA_CREATOR')
    throw badInput('instagram_account_type must be BUSINESS or MEDIA_CREATOR');
  return { instagramAccountType: type };
}

function limitsToJson(limits: Limits): LimitsJson {
  return Object.fromEntries(Object.entries(LIMIT_KEYS).map(([snake, camel]) => [snake, limits[camel]])) as LimitsJson;
}

function faultsToJson(faults: Faults): FaultsJson {
  return {
    error_rate: faults.errorRate,
    error: faults.error
      ? {
          code: faults.error.code,
          ...(faults.error.subcode !== undefined ? { error_subcode: faults.error.subcode } : {}),
          ...(faults.error.httpStatus !== undefined ? { http_status: faults.error.httpStatus } : {}),
          ...(faults.error.message !== undefined ? { message: faults.error.message } : {}),
        }
      : null,
    latency_ms: faults.latencyMs,
    duplicate_rate: faults.duplicateRate,
    ...(faults.duplicateDelayMs > 0 ? { duplicate_delay_ms: faults.duplicateDelayMs } : {}),
    paths: faults.paths,
    ...(faults.methods ? { methods: faults.methods } : {}),
    ...(faults.afterEffect ? { after_effect: true } : {}),
    ...(faults.timesLeft !== null ? { times: faults.timesLeft } : {}),
  };
}

function readFaults(body: Body): Partial<Faults> {
  const faults: Partial<Faults> = {};
  const rate = (key: string) => {
    const n = num(body, key);
    if (n !== undefined && (n < 0 || n > 1)) throw badInput(`${key} must be between 0 and 1`);
    return n;
  };
  const errorRate = rate('error_rate');
  const duplicateRate = rate('duplicate_rate');
  const latency = num(body, 'latency_ms');
  const duplicateDelay = num(body, 'duplicate_delay_ms');
  const error = obj(body, 'error');
  if (errorRate !== undefined) faults.errorRate = errorRate;
  if (duplicateRate !== undefined) faults.duplicateRate = duplicateRate;
  if (latency !== undefined) faults.latencyMs = Math.max(0, latency);
  if (duplicateDelay !== undefined) faults.duplicateDelayMs = Math.max(0, duplicateDelay);
  if (error) {
    const code = num(error, 'code');
    if (code === undefined) throw badInput('error.code is required');
    const subcode = num(error, 'error_subcode');
    const httpStatus = num(error, 'http_status');
    const message = str(error, 'message');
    faults.error = {
      code,
      ...(subcode !== undefined ? { subcode } : {}),
      ...(httpStatus !== undefined ? { httpStatus } : {}),
      ...(message !== undefined ? { message } : {}),
    };
    // an error without a rate would never fire; the contract's callers mean "always"
    if (errorRate === undefined) faults.errorRate = 1;
  }
  const paths = strList(body, 'paths');
  if (paths !== undefined) faults.paths = paths;
  const methods = strList(body, 'methods');
  if (methods !== undefined) faults.methods = methods.map((m) => m.toUpperCase());
  const afterEffect = bool(body, 'after_effect');
  if (afterEffect !== undefined) faults.afterEffect = afterEffect;
  const times = num(body, 'times');
  if (times !== undefined) {
    if (times < 1 || !Number.isInteger(times)) throw badInput('times must be a whole number of at least 1');
    faults.timesLeft = times;
  }
  return faults;
}

function required(value: string | undefined, key: string): string {
  if (value === undefined || value === '') throw badInput(`${key} is required`);
  return value;
}

export function registerControlRoutes(
  app: FastifyInstance,
  control: ControlApi,
  waitIdle: (timeoutMs: number) => Promise<boolean>,
): void {
  const on = controlRoute(app);
  const since = (query: Record<string, string>) => {
    const n = Number(query.since ?? 0);
    return Number.isFinite(n) ? n : 0;
  };

  on('POST /reset', () => {
    control.reset();
    return {};
  });
  on('GET /users', () => ({ data: control.listUsers() }));
  on('POST /users', (body) =>
    control.createUser(
      { name: required(str(body, 'name'), 'name'), ...(str(body, 'id') ? { id: str(body, 'id')! } : {}) },
      { keepOnReset: bool(body, 'keep_on_reset') ?? false },
    ),
  );
  on('GET /pages', () => ({ data: control.listPages() }));
  on('POST /pages', (body) => {
    const subscribedFields = strList(body, 'subscribed_fields');
    return control.createPage(
      {
        ownerUserId: required(str(body, 'owner_user_id'), 'owner_user_id'),
        name: required(str(body, 'name'), 'name'),
        withInstagram: bool(body, 'with_instagram') ?? false,
        ...(str(body, 'instagram_username') ? { instagramUsername: str(body, 'instagram_username')! } : {}),
        ...igAccountTypeOf(body),
        ...(str(body, 'id') ? { id: str(body, 'id')! } : {}),
        ...(str(body, 'category') ? { category: str(body, 'category')! } : {}),
        ...(subscribedFields ? { subscribedFields } : {}),
      },
      { keepOnReset: bool(body, 'keep_on_reset') ?? false },
    );
  });
  on('POST /pages/:id/unsubscribe', (body, _query, params) => {
    const fields = strList(body, 'fields');
    return control.unsubscribePage({ pageId: params.id ?? '', ...(fields ? { fields } : {}) });
  });
  on('POST /posts', (body) =>
    control.createPost({
      ...(str(body, 'page_id') ? { pageId: str(body, 'page_id')! } : {}),
      ...(str(body, 'ig_user_id') ? { igUserId: str(body, 'ig_user_id')! } : {}),
      message: str(body, 'message') ?? '',
      ...(bool(body, 'story') !== undefined ? { story: bool(body, 'story')! } : {}),
      ...(bool(body, 'reel') !== undefined ? { reel: bool(body, 'reel')! } : {}),
      ...(str(body, 'media_url') ? { mediaUrl: str(body, 'media_url')! } : {}),
      ...(num(body, 'like_count') !== undefined ? { likeCount: num(body, 'like_count')! } : {}),
      ...(num(body, 'scheduled_publish_time') !== undefined
        ? { scheduledPublishTime: num(body, 'scheduled_publish_time')! }
        : {}),
    }),
  );
  on('POST /comments', (body) => {
    const from = obj(body, 'from') ?? {};
    return control.createComment({
      postId: required(str(body, 'post_id'), 'post_id'),
      from: {
        ...(str(from, 'id') ? { id: str(from, 'id')! } : {}),
        ...(str(from, 'name') ? { name: str(from, 'name')! } : {}),
        ...(str(from, 'username') ? { username: str(from, 'username')! } : {}),
      },
      message: required(str(body, 'message'), 'message'),
      ...(str(body, 'parent_id') ? { parentId: str(body, 'parent_id')! } : {}),
      ...(bool(body, 'without_from') ? { withoutFrom: true } : {}),
    });
  });
  on('POST /messages', (body) => {
    const from = obj(body, 'from');
    if (!from) throw badInput('from is required');
    const attachments = body.attachments;
    return control.sendMessage({
      ...(str(body, 'page_id') ? { pageId: str(body, 'page_id')! } : {}),
      ...(str(body, 'ig_user_id') ? { igUserId: str(body, 'ig_user_id')! } : {}),
      from: { id: required(str(from, 'id'), 'from.id'), ...(str(from, 'name') ? { name: str(from, 'name')! } : {}) },
      ...(str(body, 'text') !== undefined ? { text: str(body, 'text')! } : {}),
      ...(str(body, 'quick_reply_payload') !== undefined
        ? { quickReplyPayload: str(body, 'quick_reply_payload')! }
        : {}),
      ...(str(body, 'postback_payload') !== undefined ? { postbackPayload: str(body, 'postback_payload')! } : {}),
      ...(str(body, 'postback_title') !== undefined ? { postbackTitle: str(body, 'postback_title')! } : {}),
      ...(bool(body, 'story_mention') !== undefined ? { storyMention: bool(body, 'story_mention')! } : {}),
      ...(str(body, 'reply_to_story_id') !== undefined ? { replyToStoryId: str(body, 'reply_to_story_id')! } : {}),
      ...(str(body, 'share_media_id') !== undefined ? { shareMediaId: str(body, 'share_media_id')! } : {}),
      ...(Array.isArray(attachments)
        ? { attachments: attachments as Array<{ type: string; payload: Record<string, unknown> }> }
        : {}),
    });
  });
  on('GET /messages/:id', (_body, _query, params) => control.message(params.id ?? ''));
  on('GET /calls', (_body, query) => ({ data: control.calls(since(query)) }));
  on('GET /deliveries', (_body, query) => ({ data: control.deliveries(since(query)) }));
  on('POST /deliveries/retry', () => {
    control.retryDeliveries();
    return {};
  });
  on('GET /deliveries/idle', async (_body, query) => ({
    idle: await waitIdle(Number(query.timeout_ms ?? 10_000) || 10_000),
  }));
  on('GET /faults', () => faultsToJson(control.faults()));
  on('POST /faults', (body) => {
    control.setFaults(readFaults(body));
    return {};
  });
  on('GET /limits', () => limitsToJson(control.limits()));
  on('POST /limits', (body) => {
    const update: Partial<Limits> = {};
    for (const [key, value] of Object.entries(body)) {
      const camel = LIMIT_KEYS[key as LimitName] as keyof Limits | undefined;
      if (!camel) throw badInput(`unknown limit ${key}; known: ${Object.keys(LIMIT_KEYS).join(', ')}`);
      update[camel] = Number(value);
    }
    return limitsToJson(control.setLimits(update));
  });
  on('POST /oauth/code', (body) => {
    const scope = strList(body, 'scope');
    const pageIds = strList(body, 'page_ids');
    return control.oauthCode({
      userId: required(str(body, 'user_id'), 'user_id'),
      ...(scope ? { scope } : {}),
      ...(str(body, 'redirect_uri') ? { redirectUri: str(body, 'redirect_uri')! } : {}),
      ...(pageIds ? { pageIds } : {}),
    });
  });
  on('GET /clock', () => ({ now: control.now().toISOString() }));
  on('POST /clock', (body) => ({ now: control.advanceClock(num(body, 'advance_ms') ?? 0).toISOString() }));
  on('POST /tokens/invalidate', (body) => {
    const subcode = num(body, 'subcode') ?? num(body, 'error_subcode');
    return control.invalidateTokens({
      ...(str(body, 'user_id') ? { userId: str(body, 'user_id')! } : {}),
      ...(str(body, 'page_id') ? { pageId: str(body, 'page_id')! } : {}),
      ...(str(body, 'token') ? { token: str(body, 'token')! } : {}),
      ...(subcode !== undefined ? { subcode } : {}),
    });
  });
  on('POST /permissions/revoke', (body) => {
    control.revokePermission({
      userId: required(str(body, 'user_id'), 'user_id'),
      permission: required(str(body, 'permission'), 'permission'),
    });
    return {};
  });
  on('POST /people', (body) => {
    const person = control.setPerson({
      ...(str(body, 'page_id') ? { pageId: str(body, 'page_id')! } : {}),
      ...(str(body, 'ig_user_id') ? { igUserId: str(body, 'ig_user_id')! } : {}),
      id: required(str(body, 'id'), 'id'),
      ...(str(body, 'name') ? { name: str(body, 'name')! } : {}),
      ...(bool(body, 'unavailable') !== undefined ? { unavailable: bool(body, 'unavailable')! } : {}),
    });
    return { id: person.id, name: person.name, unavailable: person.unavailable };
  });
  on('POST /webhook', (body) => {
    control.setWebhookUrl(str(body, 'url') ?? null);
    return {};
  });
  on('GET /state', () => control.snapshot());
  const appSettings = appSettingsHandlers(control);
  on('GET /app', appSettings.read);
  on('POST /app', appSettings.write);
  on('POST /businesses', (body) => {
    const owned = strList(body, 'owned_page_ids');
    const client = strList(body, 'client_page_ids');
    return control.createBusiness({
      name: required(str(body, 'name'), 'name'),
      ...(str(body, 'id') ? { id: str(body, 'id')! } : {}),
      userIds: strList(body, 'user_ids') ?? [],
      ...(owned ? { ownedPageIds: owned } : {}),
      ...(client ? { clientPageIds: client } : {}),
    });
  });
  on('POST /comments/:id/edit', (body, _query, params) =>
    control.editComment({ id: params.id ?? '', message: required(str(body, 'message'), 'message') }),
  );
  on('POST /comments/:id/delete', (_body, _query, params) => {
    control.deleteComment(params.id ?? '');
    return {};
  });
  // The same removal as a plain DELETE, for callers other than the typed client.
  app.delete('/_sim/comments/:id', async (request, reply) => {
    try {
      control.deleteComment((request.params as { id: string }).id);
      return reply.code(200).send({});
    } catch (error) {
      const status = error instanceof ControlError ? error.status : 400;
      return reply.code(status).send({ error: { message: error instanceof Error ? error.message : String(error) } });
    }
  });
  on('GET /deliveries/settings', () => deliverySettingsToJson(control.deliverySettings()));
  on('POST /deliveries/settings', (body) => {
    const update: Partial<DeliveryOptions> = {};
    const batch = num(body, 'batch_window_ms');
    const window = num(body, 'retry_window_ms');
    if (batch !== undefined) update.batchWindowMs = Math.max(0, batch);
    if (window !== undefined) update.retryWindowMs = Math.max(0, window);
    if ('retry_delays_ms' in body) {
      const delays = body.retry_delays_ms;
      if (delays !== null && !Array.isArray(delays)) throw badInput('retry_delays_ms must be a list or null');
      update.retryDelaysMs = delays === null ? null : delays.map(Number);
    }
    if ('disable_after_ms' in body) update.disableAfterMs = num(body, 'disable_after_ms') ?? null;
    return deliverySettingsToJson(control.setDeliverySettings(update));
  });
}

/** The Meta app's dashboard settings as `/app` reads and writes them. */
export function appSettingsHandlers(control: ControlApi): {
  read(): AppSettingsJson;
  write(body: Body): AppSettingsJson;
} {
  return {
    read: () => appSettingsJson(control.appSettings()),
    write(body) {
      const roleIds = strList(body, 'role_ids');
      const requireAppSecret = bool(body, 'require_app_secret');
      const developmentMode = bool(body, 'development_mode');
      const permissionsWebhook = bool(body, 'permissions_webhook');
      const appType = appTypeOf(body);
      const loginConfigs = loginConfigsOf(body);
      return appSettingsJson(
        control.setAppSettings({
          ...(requireAppSecret !== undefined ? { requireAppSecret } : {}),
          ...(developmentMode !== undefined ? { developmentMode } : {}),
          ...(roleIds ? { roleIds } : {}),
          ...(appType ? { appType } : {}),
          ...(loginConfigs ? { loginConfigs } : {}),
          ...(permissionsWebhook !== undefined ? { permissionsWebhook } : {}),
        }),
      );
    },
  };
}

function appSettingsJson(settings: AppSettingsRecord): AppSettingsJson {
  return {
    require_app_secret: settings.requireAppSecret,
    development_mode: settings.developmentMode,
    role_ids: [...settings.roleIds],
    app_type: settings.appType,
    login_configs: settings.loginConfigs.map((config) => ({ id: config.id, permissions: [...config.permissions] })),
    permissions_webhook: settings.permissionsWebhook,
  };
}

function appTypeOf(body: Body): AppType | undefined {
  const type = str(body, 'app_type');
  if (type === undefined || type === 'classic' || type === 'business') return type;
  throw badInput('app_type must be classic or business');
}

/** Each configuration's id is numeric, as the App Dashboard gives it, and asks for at least one permission. */
function loginConfigsOf(body: Body): LoginConfigRecord[] | undefined {
  const value = body.login_configs;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badInput('login_configs must be a list');
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw badInput('each login config must be an object');
    const config = item as Body;
    const id = str(config, 'id');
    if (!id || !/^[0-9]{1,20}$/.test(id)) throw badInput('a login config id must be numeric');
    const permissions = strList(config, 'permissions') ?? [];
    if (permissions.length === 0) throw badInput('a login config needs at least one permission');
    return { id, permissions: [...new Set(permissions)] };
  });
}

function deliverySettingsToJson(options: DeliveryOptions): DeliverySettingsJson {
  return {
    batch_window_ms: options.batchWindowMs,
    retry_delays_ms: options.retryDelaysMs,
    retry_window_ms: options.retryWindowMs,
    disable_after_ms: options.disableAfterMs,
  };
}
