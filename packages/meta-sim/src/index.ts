import type { FastifyPluginAsync } from 'fastify';
import { createCallLog } from './call-log.ts';
import { createSimClock, systemClock, type Clock } from './clock.ts';
import { createControlApi, type ControlApi } from './control/control-api.ts';
import { NO_FAULTS } from './faults.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { DEFAULT_MEDIA_CHECK_SETTINGS } from './media-check.ts';
import { createWorldSaver, loadWorld } from './persistence.ts';
import { createSimulatorPlugin } from './plugin.ts';
import { createRateLimiter } from './rate-limits.ts';
import type { SimRuntime } from './runtime.ts';
import { DEFAULT_DELIVERY_OPTIONS, createWebhookDispatcher } from './webhooks/delivery.ts';
import { createEmptyWorld } from './world.ts';
import { DEFAULT_INSTAGRAM_APP_ID, defaultInstagramAppSecret } from './instagram-login/instagram-app.ts';

export type SimulatorOptions = {
  appId: string;
  appSecret: string;
  /** Instagram Login's app; by default `simulator-instagram-app` and a secret derived from `appSecret`. */
  instagramAppId?: string;
  instagramAppSecret?: string;
  webhookUrl: string | null;
  publicUrl: string;
  clock?: Clock;
  stateFile?: string | null;
  retry?: { baseDelayMs: number; maxAttempts: number };
  appName?: string;
};

export type MetaSimulator = {
  plugin: FastifyPluginAsync;
  control: ControlApi;
  idle(): Promise<void>;
  close(): Promise<void>;
};

export function createMetaSimulator(options: SimulatorOptions): MetaSimulator {
  const stateFile = options.stateFile ?? null;
  const world = (stateFile ? loadWorld(stateFile) : null) ?? createEmptyWorld();
  const clock = createSimClock(options.clock ?? systemClock, world.clockOffsetMs);
  const settings = {
    appId: options.appId,
    appSecret: options.appSecret,
    instagramAppId: options.instagramAppId ?? DEFAULT_INSTAGRAM_APP_ID,
    instagramAppSecret: options.instagramAppSecret ?? defaultInstagramAppSecret(options.appSecret),
    appName: options.appName ?? 'Social Seller',
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    webhookUrl: options.webhookUrl,
  };
  const rt: SimRuntime = {
    settings,
    world,
    clock,
    limits: { ...DEFAULT_LIMITS },
    faults: { ...NO_FAULTS },
    rates: createRateLimiter(),
    calls: createCallLog(),
    webhooks: createWebhookDispatcher({
      appSecret: options.appSecret,
      instagramAppSecret: () => settings.instagramAppSecret,
      webhookUrl: () => settings.webhookUrl,
      retry: options.retry ?? { baseDelayMs: 1000, maxAttempts: 8 },
      duplicateRate: () => rt.faults.duplicateRate,
      duplicateDelayMs: () => rt.faults.duplicateDelayMs,
      now: () => clock.now(),
      options: () => rt.deliveryOptions,
      disableSubscription: (accountId) => {
        const account = rt.world.igAccounts[accountId];
        // The subscription that was delivering: Instagram Login's, else the page's
        if (account?.instagramLoginFields) {
          account.instagramLoginFields = null;
        } else {
          const page = rt.world.pages[accountId] ?? rt.world.pages[account?.pageId ?? ''];
          if (page) page.subscribedFields = null;
        }
        rt.saver.schedule();
      },
    }),
    deliveryOptions: { ...DEFAULT_DELIVERY_OPTIONS },
    mediaChecks: { ...DEFAULT_MEDIA_CHECK_SETTINGS },
    checksInFlight: new Set(),
    saver: createWorldSaver(stateFile, () => {
      rt.world.clockOffsetMs = clock.offsetMs();
      return rt.world;
    }),
    nowMs: () => clock.nowMs(),
  };
  const control = createControlApi(rt, () => undefined);

  const waitIdle = async (timeoutMs: number): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const result = await Promise.race([rt.webhooks.idle().then(() => true as const), timeout]);
    clearTimeout(timer);
    return result;
  };

  return {
    plugin: createSimulatorPlugin(rt, control, waitIdle),
    control,
    idle: () => rt.webhooks.idle(),
    async close() {
      rt.webhooks.close();
      rt.saver.flush();
    },
  };
}

export type { ControlApi } from './control/control-api.ts';
export type {
  CreateCommentInput,
  CreatePageInput,
  CreatePageOptions,
  CreatePostInput,
  CreateUserInput,
  InvalidateTokenInput,
  OauthCodeInput,
  PersonInput,
  SendMessageInput,
  SimPageView,
  SimUserView,
} from './control/control-api.ts';
export type { CallRecord } from './call-log.ts';
export type { DeliveryOptions, DeliveryRecord, WebhookPayload } from './webhooks/delivery.ts';
export type { Faults, FaultError } from './faults.ts';
export type { Limits } from './limits.ts';
export type { Clock } from './clock.ts';
export { DEFAULT_LIMITS } from './limits.ts';
export { DEFAULT_INSTAGRAM_APP_ID, defaultInstagramAppSecret } from './instagram-login/instagram-app.ts';
export { serializeWebhookBody, signatureHeaders } from './webhooks/signature.ts';
