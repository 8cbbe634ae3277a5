import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { LinkingService } from '../linking/index.ts';
import type { PublishingEngine } from './engine/publishing-engine.ts';

export type PublishingServiceDeps = {
  db: Db;
  engine: PublishingEngine;
  graphClient: GraphClient;
  cipher: TokenCipher;
  linking: LinkingService;
  blobs: BlobStore;
  clock: Clock;
  businessTime: BusinessTime;
  config: Config;
  logger: AppLogger;
};

/** Posts, media, templates, Meta's native scheduled posts, Instagram stories and hashtags, for their owner. */
export function createPublishingService(deps: PublishingServiceDeps) {
  void deps;
  return {};
}
export type PublishingService = ReturnType<typeof createPublishingService>;
