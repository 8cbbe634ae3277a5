// The media cloud as other features see it: every upload's record and quota (the ledger the upload store calls),
// the owner's usage (the login's `storage`), and its routes.
import type { Clock } from '../../platform/clock.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Db } from '../../platform/db/database.ts';
import { createCloudRepository } from './cloud.repository.ts';
import { createCloudService } from './cloud.service.ts';

export { cloudRoutes } from './cloud.routes.ts';
export { bytesPerMegabyte, usageOf, type CloudService } from './cloud.service.ts';

export function createCloud(deps: { db: Db; blobs: BlobStore; clock: Clock; appUrl: string }) {
  return createCloudService({ repository: createCloudRepository(deps.db), ...deps });
}
