import { AppError } from '../../../platform/http/app-error.ts';
import type { GraphApi } from '../../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { PageGate } from '../../pages/index.ts';

/** A page's post as Meta shows it: its creation time and its address (facebook.com live, the simulator's in the demo). */
export type PagePost = { createdAt: Date; permalink: string | null };

/** The post from Meta, which also proves the post belongs to the page. */
export async function readPagePost(
  { graph, pages }: { graph: GraphApi; pages: PageGate },
  page: { id: number; name: string; metaPageId: string },
  postId: string,
): Promise<PagePost> {
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
  return { createdAt: new Date(post.created_time), permalink: post.permalink_url ?? null };
}
