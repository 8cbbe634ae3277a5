import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { GraphClient } from '../../../platform/meta/graph-client.ts';
import { createGraphProfile } from '../../../platform/meta/graph-profile.ts';
import type { TokenCipher } from '../../../platform/meta/token-cipher.ts';
import type { LinkingService } from '../../linking/index.ts';
import { createBotSettingsRepository } from './bot-settings.repository.ts';
import { createBotSettingsService } from './bot-settings.service.ts';

/** The bot settings service wired from the shared infrastructure (one line in app.ts). */
export function createBotSettings(deps: {
  db: Db;
  graphClient: GraphClient;
  cipher: TokenCipher;
  linking: LinkingService;
  clock: Clock;
}) {
  return createBotSettingsService({
    repository: createBotSettingsRepository(deps.db),
    profile: createGraphProfile(deps.graphClient),
    cipher: deps.cipher,
    linking: deps.linking,
    clock: deps.clock,
  });
}
