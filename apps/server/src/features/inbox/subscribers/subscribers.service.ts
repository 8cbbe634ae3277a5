import type { z } from 'zod';
import { messagingLimits, type InterfaceLocale, type subscriberListQuerySchema } from '@app/contract';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { toSubscriberDto } from '../conversations/conversation-dto.ts';
import type { SubscriberFilters, SubscriberScope, SubscribersRepository } from './subscribers.repository.ts';
import { channelScopeOf, type ActingAccount } from '../conversations/channel-scope.ts';
import { subscribersCsv } from './subscribers-csv.ts';

type ListQuery = z.infer<typeof subscriberListQuerySchema>;
type FilterQuery = Omit<ListQuery, 'page' | 'limit'>;
type Viewer = { userId: number; isAdmin: boolean };

export function createSubscribersService(deps: {
  repository: SubscribersRepository;
  clock: Clock;
  businessTime: BusinessTime;
  humanAgent: boolean;
}) {
  const { repository, clock } = deps;
  const context = (locale: InterfaceLocale) => ({ now: clock.now(), locale, humanAgent: deps.humanAgent });
  const filtersOf = (query: FilterQuery): SubscriberFilters => ({
    channel: query.channel,
    q: query.q,
    label: query.label,
    source: query.source,
    window: query.window
      ? { state: query.window, openSince: new Date(clock.now().getTime() - messagingLimits.standardWindowMs) }
      : undefined,
  });

  async function listIn(scope: SubscriberScope, query: ListQuery, locale: InterfaceLocale) {
    const filters = filtersOf(query);
    const [rows, total] = await Promise.all([
      repository.list(scope, filters, { offset: (query.page - 1) * query.limit, limit: query.limit }),
      repository.count(scope, filters),
    ]);
    const dtoContext = context(locale);
    return { subscribers: rows.map((row) => toSubscriberDto(row, dtoContext)), total };
  }

  return {
    list: (query: ListQuery, acting: ActingAccount, locale: InterfaceLocale) =>
      listIn(channelScopeOf(query.channel, acting), query, locale),

    referralList: (query: ListQuery, userId: number, locale: InterfaceLocale) =>
      listIn({ referralUserId: userId, channel: query.channel }, query, locale),

    async exportCsv(query: FilterQuery, acting: ActingAccount, locale: InterfaceLocale): Promise<string> {
      const rows = await repository.list(channelScopeOf(query.channel, acting), filtersOf(query), null);
      const dtoContext = context(locale);
      return subscribersCsv(
        rows.map((row) => toSubscriberDto(row, dtoContext)),
        deps.businessTime,
        locale,
      );
    },

    async setLabels(id: number, labels: string[], viewer: Viewer, locale: InterfaceLocale) {
      const unique = [...new Set(labels)];
      const row = await repository.setLabels(id, unique, viewer);
      if (!row) throw new AppError('not-found');
      return { subscriber: toSubscriberDto(row, context(locale)) };
    },
  };
}
export type SubscribersService = ReturnType<typeof createSubscribersService>;
