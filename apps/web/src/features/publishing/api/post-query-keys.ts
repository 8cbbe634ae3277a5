/** Query keys of the publishing screens: saving, rescheduling or deleting a post invalidates `all`. */
export const postQueryKeys = {
  all: ['publishing'] as const,
  lists: () => [...postQueryKeys.all, 'list'] as const,
  list: (query: Record<string, unknown>) => [...postQueryKeys.lists(), query] as const,
  post: (id: number) => [...postQueryKeys.all, 'post', id] as const,
  templates: (network?: string) => [...postQueryKeys.all, 'templates', network ?? 'all'] as const,
  nativeScheduled: (pageId: number | null) => [...postQueryKeys.all, 'native', pageId] as const,
  hashtagUsage: (accountId: number | null) => [...postQueryKeys.all, 'hashtag-usage', accountId] as const,
};
