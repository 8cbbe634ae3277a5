import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { EngagementDeps } from './engagement-deps.ts';

/** The post's creation time from Meta, which also proves the post belongs to the page. */
export async function postCreatedAt(
  { graph, cipher, linking }: EngagementDeps,
  page: { id: number; metaPageId: string; accessTokenEncrypted: string | null },
  postId: string,
): Promise<Date> {
  if (!page.accessTokenEncrypted) throw notFound();
  const postNotFound = () => new AppError('validation', { fieldErrors: { post: ['post-not-found'] } });
  if (!postId.startsWith(`${page.metaPageId}_`)) throw postNotFound();
  try {
    const post = await graph.post(postId, cipher.decrypt(page.accessTokenEncrypted), page.metaPageId);
    if (!post.created_time) throw postNotFound();
    return new Date(post.created_time);
  } catch (error) {
    if (!(error instanceof MetaApiError)) throw error;
    if (error.category === 'reconnect') {
      await linking.reportPageTokenFailure(page.id, error);
      throw new AppError('fail-message', { messageKey: 'server-error' });
    }
    throw postNotFound();
  }
}
