import type { DomainEvents } from '../../platform/events/domain-events.ts';
import type { BusinessTime } from '../../platform/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GraphApi } from '../../platform/meta/graph-api.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { PageGate } from '../pages/index.ts';
import type { RepliesRepository } from './replies.repository.ts';

/** What the reply screens' operations work with. */
export type RepliesDeps = {
  repository: RepliesRepository;
  graph: GraphApi;
  pages: PageGate;
  queue: JobQueue;
  clock: Clock;
  businessTime: BusinessTime;
  events: DomainEvents;
};
