import { AppError } from '../../../platform/http/app-error.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { EngagementDeps } from './engagement-deps.ts';

/** The post's creation time from Meta, which also proves the post belongs to the page. */
export async function postCreatedAt(
  { graph, pages }: EngagementDeps,
  page: { id: number; name: string; metaPageId: string },
  postId: string,
): Promise<Date> {
  const postNotFound = () => new AppError('validation', { fieldErrors: { post: ['post-not-found'] } });
  if (!postId.startsWith(`${page.metaPageId}_`)) throw postNotFound();
  const gate = await pages.check({ pageId: page.id }, 'read-posts');
  if (!gate.open) throw gate.stop ? pages.stopAnswer(gate.stop, page.name) : postNotFound();
  const { token } = gate;
  const post = await pages.screenCall(page.id, page.name, 'read-posts', async () => {
    try {
      return await graph.post(postId, token, page.metaPageId);
    } catch (error) {
      // A post Meta does not show this page is not the page's post.
      if (error instanceof MetaApiError && error.errorClass === 'item-only') return null;
      throw error;
    }
  });
  if (!post?.created_time) throw postNotFound();
  return new Date(post.created_time);
}
