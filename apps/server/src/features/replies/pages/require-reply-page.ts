import { hasFeatureGroup } from '@app/contract';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { ReplyPagesRepository } from './reply-pages.repository.ts';

/** The page a reply screen acts on (from the request context), with its plan; it must have a reply feature. */
export async function requireReplyPage(pages: ReplyPagesRepository, pageId: number | null) {
  if (pageId === null) throw new AppError('validation', { fieldErrors: { 'page-id': ['page-required'] } });
  const found = await pages.findPage(pageId);
  if (!found) throw notFound();
  if (!hasFeatureGroup(await pages.pageFeatures(pageId), 'has_reply'))
    throw new AppError('forbidden', { messageKey: 'feature-missing' });
  return found;
}
