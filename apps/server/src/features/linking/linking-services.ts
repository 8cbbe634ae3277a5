import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphApi } from '../../platform/meta/graph-api.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import { createInstagramLoginApi } from '../../platform/meta/graph-instagram-login.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { PageGate } from '../pages/index.ts';
import { createConnectionDoctor, type ConnectionDoctorDeps } from './connection-doctor.ts';
import { createConnectionDoctorRepository } from './connection-doctor.repository.ts';
import { createInstagramLoginService, instagramLoginRedirectUri } from './instagram-login.service.ts';
import { createLinkingRepository } from './linking.repository.ts';
import { createLinkingService } from './linking.service.ts';
import { createSubscriptionHealing } from './subscription-healing.ts';

/** The linking feature's services, built once: Facebook linking, Instagram Login, subscription healing, the doctor. */
export function createLinkingServices(deps: {
  db: Db;
  graph: GraphApi;
  graphClient: GraphClient;
  cipher: TokenCipher;
  auth: AuthService;
  accounts: AccountsService;
  pages: PageGate;
  events: DomainEvents;
  clock: Clock;
  config: Config;
  logger: AppLogger;
  lastEvent: ConnectionDoctorDeps['lastEvent'];
}) {
  const { db, graph, graphClient, cipher, auth, accounts, pages, events, clock, config, logger } = deps;
  const repository = createLinkingRepository(db);
  const doctorRepository = createConnectionDoctorRepository(db);
  const shared = { repository, doctorRepository, graph, pages, events, clock, config, logger };
  const linking = createLinkingService({ ...shared, cipher, auth, accounts });
  const subscriptionHealing = createSubscriptionHealing({ ...shared, linking });
  const login = config.meta.instagramLogin;
  const instagramLoginApi = login
    ? createInstagramLoginApi(graphClient, {
        ...login,
        redirectUri: instagramLoginRedirectUri(config),
        callGraphUrl: config.meta.callInstagramGraphUrl,
      })
    : null;
  const instagramLogin = createInstagramLoginService({
    ...shared,
    cipher,
    accounts,
    instagramLogin: instagramLoginApi,
  });
  const connectionDoctor = createConnectionDoctor({
    repository,
    pages,
    doctorRepository,
    linking,
    accounts,
    graph,
    cipher,
    clock,
    config,
    lastEvent: deps.lastEvent,
    usageOf: (key) => graphClient.limiter.usagePercent(key),
    instagramLogin: instagramLoginApi,
  });
  return { linking, subscriptionHealing, connectionDoctor, instagramLogin };
}
