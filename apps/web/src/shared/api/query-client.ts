import {
  type DefaultOptions,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * TanStack Query answers an invalidation of a shown query whose first fetch is still on its way with that same
 * fetch (it cancels and asks again only when the query already holds data), and that fetch may have been answered
 * before the change: a list opened with a new filter and "mark all read" pressed at once kept showing the unread
 * rows. Such a fetch is cancelled first, so the invalidation asks again.
 */
class QueryClientThatAsksAgain extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    for (const query of this.getQueryCache().findAll(filters)) {
      if (firstFetchOnItsWay(query)) void query.cancel({ revert: true });
    }
    return super.invalidateQueries(filters, options);
  }
}

function firstFetchOnItsWay(query: Query) {
  return query.isActive() && query.state.fetchStatus === 'fetching' && query.state.data === undefined;
}

/** The web app's query client: every screen and every screen test uses this one. */
export function createQueryClient(defaultOptions: DefaultOptions): QueryClient {
  return new QueryClientThatAsksAgain({ defaultOptions });
}
