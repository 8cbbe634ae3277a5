import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { ReplyPagesRepository } from './reply-pages.repository.ts';

/**
 * The page a reply screen acts on (from the request context), with its plan. Its reply feature is the route's
 * (declared in the contract, checked before the handler).
 */
export async function requireReplyPage(pages: ReplyPagesRepository, pageId: number | null) {
  if (pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
  const found = await pages.findPage(pageId);
  if (!found) throw notFound();
  return found;
}
