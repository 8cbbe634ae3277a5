import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { BotRepliesRepository } from './replies/bot-replies.repository.ts';

/**
 * The page a bot screen acts on (the page-id header; ownership is the request context's), as the reply screens
 * require theirs: the header given (422), the page there (404), with the bot in its plan (403).
 */
export async function requireBotPage(repository: BotRepliesRepository, pageId: number | null): Promise<number> {
  if (pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
  const page = await repository.botPage(pageId);
  if (!page) throw notFound();
  if (!page.hasBot) throw new AppError('forbidden', { messageKey: 'feature-missing' });
  return page.id;
}
