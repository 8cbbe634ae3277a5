import type { DomainEvents } from '../../../platform/events/domain-events.ts';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { GraphApi } from '../../../platform/meta/graph-api.ts';
import type { PageGate } from '../../pages/index.ts';
import type { EngagementRepository } from '../engagement.repository.ts';
import type { RepliesRepository } from '../replies.repository.ts';

/** What the page commenter and likes screens' operations work with. */
export type EngagementDeps = {
  engagement: EngagementRepository;
  replies: RepliesRepository;
  graph: GraphApi;
  pages: PageGate;
  clock: Clock;
  businessTime: BusinessTime;
  events: DomainEvents;
};
