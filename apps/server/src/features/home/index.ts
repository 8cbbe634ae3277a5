// The seller's home: the business of the current page or Instagram account, from daily rollups.
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { createHomeRepository } from './home.repository.ts';
import { createHomeRollups } from './home-rollups.ts';
import { createHomeService } from './home.service.ts';

export { homeRoutes } from './home.routes.ts';
export type { HomeService } from './home.service.ts';

export function createHome(deps: { db: Db; clock: Clock; businessTime: BusinessTime }) {
  return createHomeService({
    rollups: createHomeRollups(deps.db, deps.businessTime),
    repository: createHomeRepository(deps.db),
    clock: deps.clock,
    businessTime: deps.businessTime,
  });
}
