/** Query keys of the bot's replies; each starts with the page so switching pages never mixes lists. */
export const botQueryKeys = {
  all: ['bot-replies'] as const,
  list: (pageId: number | null, q: string) => ['bot-replies', pageId, 'list', q] as const,
  one: (pageId: number | null, id: number) => ['bot-replies', pageId, 'one', id] as const,
  trail: (pageId: number | null) => ['bot-replies', pageId, 'trail'] as const,
};
