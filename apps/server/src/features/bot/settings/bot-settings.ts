import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { GraphClient } from '../../../platform/meta/graph-client.ts';
import { createGraphProfile } from '../../../platform/meta/graph-profile.ts';
import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { PageGate } from '../../pages/index.ts';
import { createBotSettingsRepository } from './bot-settings.repository.ts';
import { createBotSettingsService } from './bot-settings.service.ts';

/** The bot settings service wired from the shared infrastructure (one line in app.ts). */
export function createBotSettings(deps: {
  db: Db;
  graphClient: GraphClient;
  pages: PageGate;
  events: DomainEvents;
  clock: Clock;
  instagramEnabled: boolean;
}) {
  return createBotSettingsService({
    repository: createBotSettingsRepository(deps.db),
    profile: createGraphProfile(deps.graphClient),
    pages: deps.pages,
    events: deps.events,
    clock: deps.clock,
    instagramEnabled: deps.instagramEnabled,
  });
}
