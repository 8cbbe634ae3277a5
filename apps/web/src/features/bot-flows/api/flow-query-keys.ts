/** Query keys of the flows; each starts with the page, so switching pages never mixes lists. */
type Scope = number | null;

export const flowQueryKeys = {
  all: ['bot-flows'] as const,
  list: (pageId: Scope) => ['bot-flows', pageId, 'list'] as const,
  flow: (pageId: Scope, id: number) => ['bot-flows', pageId, 'flow', id] as const,
  stats: (pageId: Scope, id: number) => ['bot-flows', pageId, 'stats', id] as const,
};
