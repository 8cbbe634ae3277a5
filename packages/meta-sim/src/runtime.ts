import type { CallLog } from './call-log.ts';
import type { SimClock } from './clock.ts';
import type { Faults } from './faults.ts';
import type { Limits } from './limits.ts';
import type { MediaCheckSettings } from './media-check.ts';
import type { WorldSaver } from './persistence.ts';
import type { RateLimiter } from './rate-limits.ts';
import type { DeliveryOptions, WebhookDispatcher } from './webhooks/delivery.ts';
import type { World } from './world.ts';

export type SimSettings = {
  appId: string;
  appSecret: string;
  /** The Instagram app of Instagram Login (its own id and secret in the App Dashboard). */
  instagramAppId: string;
  instagramAppSecret: string;
  appName: string;
  publicUrl: string;
  webhookUrl: string | null;
};

// Everything a handler needs; `world` is replaced wholesale on reset, so always read it through the runtime
export type SimRuntime = {
  settings: SimSettings;
  world: World;
  clock: SimClock;
  limits: Limits;
  faults: Faults;
  rates: RateLimiter;
  calls: CallLog;
  webhooks: WebhookDispatcher;
  /** Batching, the retry schedule on the simulated clock and when a failing page is unsubscribed. */
  deliveryOptions: DeliveryOptions;
  saver: WorldSaver;
  /** Whether media URLs are fetched and checked as Meta does, and how long a download may take. */
  mediaChecks: MediaCheckSettings;
  /** Ids of containers and videos whose media is being fetched right now (a restart forgets them: they pass). */
  checksInFlight: Set<string>;
  nowMs(): number;
};
