import type { InterfaceLocale, PushPreferences, PushSettings, PushSubscriptionBody } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PushRepository } from './push.repository.ts';

/** What a user chooses about push: the kinds pushed, and which of their devices receive them. */
export function createPushSettings(deps: {
  repository: PushRepository;
  publicKey: string;
  clock: Clock;
  /** In production a device's push service is reached over https only (a plain address is no push service). */
  httpsOnly: boolean;
}) {
  const { repository } = deps;
  async function settings(userId: number): Promise<PushSettings> {
    const [preferences, devices] = await Promise.all([
      repository.preferencesOf(userId),
      repository.deviceCount(userId),
    ]);
    return { public_key: deps.publicKey, preferences, devices };
  }
  return {
    settings,
    async savePreferences(userId: number, preferences: PushPreferences) {
      await repository.savePreferences(userId, preferences, deps.clock.now());
      return settings(userId);
    },
    async subscribe(userId: number, subscription: PushSubscriptionBody, locale: InterfaceLocale) {
      if (deps.httpsOnly && !subscription.endpoint.startsWith('https://'))
        throw new AppError('validation', { fieldErrors: { endpoint: ['push-endpoint-https-required'] } });
      await repository.saveSubscription({ userId, endpoint: subscription.endpoint, ...subscription.keys, locale });
      return settings(userId);
    },
    async unsubscribe(userId: number, endpoint: string) {
      await repository.removeSubscription(userId, endpoint);
      return settings(userId);
    },
  };
}
export type PushSettingsService = ReturnType<typeof createPushSettings>;
