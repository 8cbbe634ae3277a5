import type { BlobStore } from '../../../platform/blobs/blob-store.ts';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphClient } from '../../../platform/meta/graph-client.ts';
import type { TokenCipher } from '../../../platform/meta/token-cipher.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import type { LinkingService } from '../../linking/index.ts';

export type PublishingEngineDeps = {
  db: Db;
  graphClient: GraphClient;
  cipher: TokenCipher;
  linking: LinkingService;
  queue: JobQueue;
  blobs: BlobStore;
  clock: Clock;
  businessTime: BusinessTime;
  config: Config;
  logger: AppLogger;
};

/**
 * Publishes each target of a post exactly once at its due time (see ARCHITECTURE.md, "A post, from saved to
 * published"). The API arms a post after saving it and cancels it when it is deleted.
 */
export function createPublishingEngine(deps: PublishingEngineDeps) {
  void deps;
  return {
    /** (Re)arms the waiting targets of a post for its current revision and due time. */
    async arm(postId: number): Promise<void> {
      void postId;
    },
    /** Cancels the targets of a post that are still waiting; answers false when one is already being published. */
    async cancel(postId: number): Promise<boolean> {
      void postId;
      return true;
    },
    /** Job `publishing.publish`. */
    async publishTarget(targetId: number, revision: number): Promise<void> {
      void targetId;
      void revision;
    },
    /** Job `publishing.prepare`: Instagram containers made ahead of the due time. */
    async prepareTarget(targetId: number, revision: number): Promise<void> {
      void targetId;
      void revision;
    },
    /** Job `publishing.sweep`: re-arms due targets whose job was lost. */
    async sweep(): Promise<void> {},
    /** Resolves when the publishing in flight in this process is done (tests, shutdown). */
    async idle(): Promise<void> {},
  };
}
export type PublishingEngine = ReturnType<typeof createPublishingEngine>;
