import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AppLogger } from '../../platform/logger.ts';
import type { GraphClient } from '../../platform/meta/graph-client.ts';
import { createGraphContent, type GraphContent } from '../../platform/meta/graph-content.ts';
import type { TokenCipher } from '../../platform/meta/token-cipher.ts';
import type { PageGate } from '../pages/index.ts';
import type { PublishingEngine } from './engine/publishing-engine.ts';
import { createHashtagSearchesRepository } from './meta/hashtag-searches.repository.ts';
import { createMediaRepository } from './media/media.repository.ts';
import { createPostsRepository } from './posts/posts.repository.ts';
import { createTargetsRepository } from './targets/targets.repository.ts';
import { createTemplatesRepository } from './templates/templates.repository.ts';

export type PublishingServiceDeps = {
  db: Db;
  engine: PublishingEngine;
  graphClient: GraphClient;
  cipher: TokenCipher;
  pages: PageGate;
  blobs: BlobStore;
  clock: Clock;
  businessTime: BusinessTime;
  config: Config;
  logger: AppLogger;
};

export function createPublishingRepositories(db: Db) {
  return {
    posts: createPostsRepository(db),
    targets: createTargetsRepository(db),
    media: createMediaRepository(db),
    templates: createTemplatesRepository(db),
    hashtagSearches: createHashtagSearchesRepository(db),
  };
}

/** What every publishing use case receives: the service's dependencies and the feature's repositories. */
export type PublishingDeps = PublishingServiceDeps & {
  repositories: ReturnType<typeof createPublishingRepositories>;
  graphContent: GraphContent;
};

export function createPublishingDeps(serviceDeps: PublishingServiceDeps): PublishingDeps {
  return {
    ...serviceDeps,
    repositories: createPublishingRepositories(serviceDeps.db),
    graphContent: createGraphContent(serviceDeps.graphClient, serviceDeps.config.meta),
  };
}
