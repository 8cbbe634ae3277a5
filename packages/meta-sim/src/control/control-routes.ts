import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Faults } from '../faults.ts';
import type { Limits } from '../limits.ts';
import { parseRequestBody } from '../request-body.ts';
import type { ControlApi } from './control-api.ts';
import { ControlError, badInput } from './control-error.ts';

type Body = Record<string, unknown>;

function str(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw badInput(`${key} must be a string`);
}

function bool(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  return value === true || value === 'true' || value === 1 || value === '1';
}

function num(body: Body, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw badInput(`${key} must be a number`);
  return n;
}

function obj(body: Body, key: string): Body | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badInput(`${key} must be an object`);
  return value as Body;
}

function strList(body: Body, key: string): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  throw badInput(`${key} must be a list`);
}

const LIMIT_KEYS: Record<string, keyof Limits> = {
  app_calls_per_hour: 'appCallsPerHour',
  user_calls_per_hour: 'userCallsPerHour',
  page_calls_per_hour: 'pageCallsPerHour',
  instagram_calls_per_hour: 'instagramCallsPerHour',
  messenger_calls_per_hour: 'messengerCallsPerHour',
  private_replies_per_hour: 'privateRepliesPerHour',
  publishing_quota_per_day: 'publishingQuotaPerDay',
  hashtags_per_week: 'hashtagsPerWeek',
  image_container_ready_ms: 'imageContainerReadyMs',
  video_container_ready_ms: 'videoContainerReadyMs',
};

function limitsToJson(limits: Limits): Record<string, number> {
  return Object.fromEntries(Object.entries(LIMIT_KEYS).map(([snake, camel]) => [snake, limits[camel]]));
}

function faultsToJson(faults: Faults): Record<string, unknown> {
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
    paths: faults.paths,
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
  const error = obj(body, 'error');
  if (errorRate !== undefined) faults.errorRate = errorRate;
  if (duplicateRate !== undefined) faults.duplicateRate = duplicateRate;
  if (latency !== undefined) faults.latencyMs = Math.max(0, latency);
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
  const handle =
    (fn: (body: Body, query: Record<string, string>) => unknown | Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const body = await parseRequestBody(request.headers['content-type'], request.body as Buffer | undefined);
        const result = await fn(body, (request.query ?? {}) as Record<string, string>);
        return reply.code(200).send(result ?? {});
      } catch (error) {
        const status = error instanceof ControlError ? error.status : 400;
        const message = error instanceof Error ? error.message : String(error);
        return reply.code(status).send({ error: { message } });
      }
    };
  const since = (query: Record<string, string>) => {
    const n = Number(query.since ?? 0);
    return Number.isFinite(n) ? n : 0;
  };

  app.post(
    '/_sim/reset',
    handle(() => {
      control.reset();
      return {};
    }),
  );
  app.get(
    '/_sim/users',
    handle(() => ({ data: control.listUsers() })),
  );
  app.post(
    '/_sim/users',
    handle((body) =>
      control.createUser(
        { name: required(str(body, 'name'), 'name'), ...(str(body, 'id') ? { id: str(body, 'id')! } : {}) },
        { keepOnReset: bool(body, 'keep_on_reset') ?? false },
      ),
    ),
  );
  app.get(
    '/_sim/pages',
    handle(() => ({ data: control.listPages() })),
  );
  app.post(
    '/_sim/pages',
    handle((body) => {
      const subscribedFields = strList(body, 'subscribed_fields');
      return control.createPage(
        {
          ownerUserId: required(str(body, 'owner_user_id'), 'owner_user_id'),
          name: required(str(body, 'name'), 'name'),
          withInstagram: bool(body, 'with_instagram') ?? false,
          ...(str(body, 'instagram_username') ? { instagramUsername: str(body, 'instagram_username')! } : {}),
          ...(str(body, 'id') ? { id: str(body, 'id')! } : {}),
          ...(str(body, 'category') ? { category: str(body, 'category')! } : {}),
          ...(subscribedFields ? { subscribedFields } : {}),
        },
        { keepOnReset: bool(body, 'keep_on_reset') ?? false },
      );
    }),
  );
  app.post(
    '/_sim/posts',
    handle((body) =>
      control.createPost({
        ...(str(body, 'page_id') ? { pageId: str(body, 'page_id')! } : {}),
        ...(str(body, 'ig_user_id') ? { igUserId: str(body, 'ig_user_id')! } : {}),
        message: str(body, 'message') ?? '',
        ...(bool(body, 'story') !== undefined ? { story: bool(body, 'story')! } : {}),
        ...(str(body, 'media_url') ? { mediaUrl: str(body, 'media_url')! } : {}),
        ...(num(body, 'like_count') !== undefined ? { likeCount: num(body, 'like_count')! } : {}),
      }),
    ),
  );
  app.post(
    '/_sim/comments',
    handle((body) => {
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
      });
    }),
  );
  app.post(
    '/_sim/messages',
    handle((body) => {
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
        ...(Array.isArray(attachments)
          ? { attachments: attachments as Array<{ type: string; payload: Record<string, unknown> }> }
          : {}),
      });
    }),
  );
  app.get(
    '/_sim/calls',
    handle((_body, query) => ({ data: control.calls(since(query)) })),
  );
  app.get(
    '/_sim/deliveries',
    handle((_body, query) => ({ data: control.deliveries(since(query)) })),
  );
  app.post(
    '/_sim/deliveries/retry',
    handle(() => {
      control.retryDeliveries();
      return {};
    }),
  );
  app.get(
    '/_sim/deliveries/idle',
    handle(async (_body, query) => ({ idle: await waitIdle(Number(query.timeout_ms ?? 10_000) || 10_000) })),
  );
  app.get(
    '/_sim/faults',
    handle(() => faultsToJson(control.faults())),
  );
  app.post(
    '/_sim/faults',
    handle((body) => {
      control.setFaults(readFaults(body));
      return {};
    }),
  );
  app.get(
    '/_sim/limits',
    handle(() => limitsToJson(control.limits())),
  );
  app.post(
    '/_sim/limits',
    handle((body) => {
      const update: Partial<Limits> = {};
      for (const [key, value] of Object.entries(body)) {
        const camel = LIMIT_KEYS[key];
        if (!camel) throw badInput(`unknown limit ${key}; known: ${Object.keys(LIMIT_KEYS).join(', ')}`);
        update[camel] = Number(value);
      }
      return limitsToJson(control.setLimits(update));
    }),
  );
  app.post(
    '/_sim/oauth/code',
    handle((body) => {
      const scope = strList(body, 'scope');
      const pageIds = strList(body, 'page_ids');
      return control.oauthCode({
        userId: required(str(body, 'user_id'), 'user_id'),
        ...(scope ? { scope } : {}),
        ...(str(body, 'redirect_uri') ? { redirectUri: str(body, 'redirect_uri')! } : {}),
        ...(pageIds ? { pageIds } : {}),
      });
    }),
  );
  app.get(
    '/_sim/clock',
    handle(() => ({ now: control.now().toISOString() })),
  );
  app.post(
    '/_sim/clock',
    handle((body) => ({ now: control.advanceClock(num(body, 'advance_ms') ?? 0).toISOString() })),
  );
  app.post(
    '/_sim/tokens/invalidate',
    handle((body) => {
      const subcode = num(body, 'subcode') ?? num(body, 'error_subcode');
      return control.invalidateTokens({
        ...(str(body, 'user_id') ? { userId: str(body, 'user_id')! } : {}),
        ...(str(body, 'page_id') ? { pageId: str(body, 'page_id')! } : {}),
        ...(str(body, 'token') ? { token: str(body, 'token')! } : {}),
        ...(subcode !== undefined ? { subcode } : {}),
      });
    }),
  );
  app.post(
    '/_sim/permissions/revoke',
    handle((body) => {
      control.revokePermission({
        userId: required(str(body, 'user_id'), 'user_id'),
        permission: required(str(body, 'permission'), 'permission'),
      });
      return {};
    }),
  );
  app.post(
    '/_sim/people',
    handle((body) => {
      const person = control.setPerson({
        ...(str(body, 'page_id') ? { pageId: str(body, 'page_id')! } : {}),
        ...(str(body, 'ig_user_id') ? { igUserId: str(body, 'ig_user_id')! } : {}),
        id: required(str(body, 'id'), 'id'),
        ...(str(body, 'name') ? { name: str(body, 'name')! } : {}),
        ...(bool(body, 'unavailable') !== undefined ? { unavailable: bool(body, 'unavailable')! } : {}),
      });
      return { id: person.id, name: person.name, unavailable: person.unavailable };
    }),
  );
  app.post(
    '/_sim/webhook',
    handle((body) => {
      control.setWebhookUrl(str(body, 'url') ?? null);
      return {};
    }),
  );
  app.get(
    '/_sim/state',
    handle(() => control.snapshot()),
  );
}
