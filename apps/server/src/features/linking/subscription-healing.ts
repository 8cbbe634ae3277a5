import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphApi } from '../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import { metaOutcomeOf } from '../../platform/meta/meta-outcome.ts';
import type { PageGate } from '../pages/index.ts';
import type { ConnectionDoctorRepository } from './connection-doctor.repository.ts';
import type { LinkingRepository } from './linking.repository.ts';
import type { LinkingService } from './linking.service.ts';
import { webhookFieldsNeeded } from './page-subscription.ts';

/** What one page's check found: subscribed already, subscribed again, refused by Meta, or not checked. */
export type SubscriptionCheck = 'subscribed' | 'healed' | 'refused' | 'skipped';

/**
 * Subscriptions that heal: Meta unsubscribes an app whose deliveries keep failing, and nothing tells us but the
 * silence. Each linked page (its Instagram accounts' messages come through the page's subscription) is checked
 * with `GET /{page-id}/subscribed_apps` against the fields its features need (the doctor's own rule), subscribed
 * again when one is missing (the linking's own subscription, which announces `page.subscribed`: the missed
 * comments and direct messages are then read back), and when Meta refuses, the page's side of the error is
 * recorded through the gate and the owners are told once while it lasts; the doctor shows the refusal.
 */
export function createSubscriptionHealing(deps: {
  repository: LinkingRepository;
  doctorRepository: ConnectionDoctorRepository;
  linking: LinkingService;
  pages: PageGate;
  graph: GraphApi;
  events: DomainEvents;
  clock: Clock;
  config: Config;
  logger: AppLogger;
}) {
  const { repository, doctorRepository, linking, pages, graph, events, clock, config, logger } = deps;

  async function fieldsNeeded(pageId: number) {
    const features = [
      ...(await doctorRepository.pageFeatureSlugs(pageId)),
      ...(await doctorRepository.instagramFeatureSlugsOfPage(pageId)),
    ];
    return webhookFieldsNeeded(features);
  }

  /** Meta's refusal: the page's side through the gate; the owners told once, unless the gate told them already. */
  async function refused(pageId: number, name: string, error: MetaApiError | null, missing: string[]) {
    if (error) await pages.recordMetaFailure(pageId, 'webhooks', error);
    const outcome = error ? metaOutcomeOf(error) : null;
    // A refused token has its own notice (reconnect); a throttle or Meta's bad moment is tried again next time.
    if (outcome?.page?.kind === 'token-invalid' || outcome?.item.kind === 'retry') return;
    if (await doctorRepository.claimSubscriptionNotice(pageId, clock.now()))
      await events.publish('page.subscription-refused', {
        pageId,
        name,
        reason: error?.message ?? missing.join(', '),
      });
  }

  async function checkPage(pageId: number): Promise<SubscriptionCheck> {
    // A blocked page, a lapsed plan, a refused token: nothing is subscribed for it, and it is not our silence.
    const gate = await pages.check({ pageId }, 'webhooks');
    if (!gate.open) return 'skipped';
    const needed = await fieldsNeeded(pageId);
    const { metaPageId, name } = gate.health;
    let subscribed: string[];
    try {
      const apps = await graph.subscribedApps(metaPageId, gate.token);
      subscribed = apps.find((app) => app.id === config.meta.appId)?.subscribed_fields ?? [];
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      await pages.recordMetaFailure(pageId, 'webhooks', error);
      logger.warn({ err: error, pageId }, 'reading the page subscription failed');
      return 'skipped';
    }
    const now = clock.now();
    if (needed.every((field) => subscribed.includes(field))) {
      await doctorRepository.recordSubscribed(pageId, now, null);
      return 'subscribed';
    }
    const page = await repository.findPage(pageId);
    if (!page) return 'skipped';
    const outcome = await linking.subscribeWebhooks(page, gate.token);
    const missing = needed.filter((field) => !outcome.subscribed.includes(field));
    if (missing.length === 0) {
      await doctorRepository.recordSubscribed(pageId, now, now);
      logger.info({ pageId, missingBefore: needed.filter((f) => !subscribed.includes(f)) }, 'page subscribed again');
      return 'healed';
    }
    await refused(pageId, name, outcome.error, missing);
    return 'refused';
  }

  return {
    checkPage,
    pagesToCheck: () => doctorRepository.pagesToCheck(),
  };
}
export type SubscriptionHealing = ReturnType<typeof createSubscriptionHealing>;
