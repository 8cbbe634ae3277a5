import { NO_FAULTS } from '../faults.ts';
import { issueOauthCode } from '../graph/oauth.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { ensurePerson } from '../messaging.ts';
import { ALL_PERMISSIONS, invalidateTokens } from '../tokens.ts';
import { emitPermissionChange } from '../webhooks/events.ts';
import { personKey } from '../world.ts';
import { badInput, notFound } from './control-error.ts';
import type { ControlContext } from './control-context.ts';
import type { ControlApi } from './control-types.ts';

/** The platform around the content: logs, faults, limits, the clock, tokens, permissions, people, the receiver. */
export function createPlatformControls(
  context: ControlContext,
): Omit<
  ControlApi,
  | 'reset'
  | 'createUser'
  | 'listUsers'
  | 'createPage'
  | 'listPages'
  | 'unsubscribePage'
  | 'createPost'
  | 'createComment'
  | 'sendMessage'
  | 'appSettings'
  | 'setAppSettings'
  | 'createBusiness'
  | 'editComment'
  | 'deleteComment'
  | 'message'
  | 'failContainer'
  | 'failVideo'
  | 'mediaCheckSettings'
  | 'setMediaCheckSettings'
  | 'createInstagramAccount'
  | 'instagramOauthCode'
  | 'unsubscribeInstagramAccount'
  | 'instagramApp'
  | 'setInstagramApp'
> {
  const { rt, world, changed, pageFor } = context;
  return {
    calls: (since = 0) => rt.calls.since(since),
    deliveries: (since = 0) => rt.webhooks.since(since),
    retryDeliveries: () => rt.webhooks.retryPendingNow(),

    setFaults(faults) {
      rt.faults = { ...NO_FAULTS, ...faults };
      return rt.faults;
    },
    faults: () => rt.faults,

    setLimits(limits) {
      for (const [key, value] of Object.entries(limits)) {
        if (!(key in DEFAULT_LIMITS)) throw badInput(`unknown limit ${key}`);
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
          throw badInput(`limit ${key} must be a non-negative number`);
      }
      rt.limits = { ...rt.limits, ...limits };
      return rt.limits;
    },
    limits: () => rt.limits,

    oauthCode(input) {
      if (!world().users[input.userId]) throw notFound('User', input.userId);
      const code = issueOauthCode(rt, {
        userId: input.userId,
        redirectUri: input.redirectUri ?? null,
        requested: input.scope ?? ALL_PERMISSIONS,
        declined: [],
        pageIds: input.pageIds ?? null,
      });
      return { code: code.code };
    },

    advanceClock(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw badInput('advance_ms must be a non-negative number');
      const now = rt.clock.advance(ms);
      world().clockOffsetMs = rt.clock.offsetMs();
      changed();
      // retries and late duplicates due by the new time go out now
      rt.webhooks.clockMoved();
      return now;
    },
    now: () => rt.clock.now(),

    invalidateTokens(input) {
      if (!input.userId && !input.pageId && !input.token)
        throw badInput('one of user_id, page_id or token is required');
      if (input.userId && !world().users[input.userId]) throw notFound('User', input.userId);
      if (input.pageId && !world().pages[input.pageId]) throw notFound('Page', input.pageId);
      const target = {
        ...(input.userId ? { userId: input.userId } : {}),
        ...(input.pageId ? { pageId: input.pageId } : {}),
        ...(input.token ? { token: input.token } : {}),
      };
      const invalidated = invalidateTokens(rt, target, input.subcode ?? 467);
      changed();
      return { invalidated };
    },

    revokePermission({ userId, permission }) {
      const user = world().users[userId];
      if (!user) throw notFound('User', userId);
      const grants = user.grants ?? Object.fromEntries(ALL_PERMISSIONS.map((p) => [p, 'granted' as const]));
      const wasGranted = grants[permission] === 'granted';
      grants[permission] = 'declined';
      user.grants = grants;
      changed();
      if (wasGranted) emitPermissionChange(rt, userId, permission, 'revoked');
    },

    setPerson(input) {
      const { page, ig } = pageFor(input);
      const accountId = ig ? ig.id : page.id;
      const person = ensurePerson(rt, accountId, input.id, input.name);
      if (input.unavailable !== undefined) person.unavailable = input.unavailable;
      world().people[personKey(accountId, input.id)] = person;
      changed();
      return person;
    },

    setWebhookUrl(url) {
      rt.settings.webhookUrl = url;
    },

    snapshot: () => world(),

    deliverySettings: () => rt.deliveryOptions,
    setDeliverySettings(options) {
      const delays = options.retryDelaysMs;
      if (delays && delays.some((d) => !Number.isFinite(d) || d < 0))
        throw badInput('retry_delays_ms must be non-negative numbers');
      rt.deliveryOptions = { ...rt.deliveryOptions, ...options };
      return rt.deliveryOptions;
    },
  };
}
