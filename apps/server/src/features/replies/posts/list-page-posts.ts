import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { GraphPost } from '../../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';

const postsShown = 100;

/** The page's latest 100 posts and 100 scheduled posts, with the campaigns attached to each. */
export async function listPagePosts(deps: RepliesDeps, pageId: number | null) {
  const { repository, graph, cipher, linking } = deps;
  const { page } = await requireReplyPage(repository.pages, pageId);
  if (!page.accessTokenEncrypted) throw notFound();
  const token = cipher.decrypt(page.accessTokenEncrypted);
  let published: GraphPost[];
  let scheduled: GraphPost[];
  try {
    [published, scheduled] = await Promise.all([
      graph.pagePosts(page.metaPageId, token, 'posts', postsShown),
      graph.pagePosts(page.metaPageId, token, 'scheduled_posts', postsShown),
    ]);
  } catch (error) {
    if (error instanceof MetaApiError) {
      await linking.reportPageTokenFailure(page.id, error);
      throw new AppError('fail-message', { messageKey: 'server-error' });
    }
    throw error;
  }
  const campaigns = await repository.campaigns.listCampaigns({ channel: 'fb', pageId: page.id });
  const attach = (post: GraphPost) => ({
    id: post.id,
    message: post.message ?? '',
    created_time: post.created_time ?? null,
    picture: post.full_picture ?? null,
    permalink_url: post.permalink_url ?? null,
    campaigns: campaigns
      .filter((row) => row.metaPostId === post.id)
      .map((row) => ({ id: row.id, name: row.name, status: row.status })),
  });
  return {
    posts: published.slice(0, postsShown).map(attach),
    scheduled: scheduled.slice(0, postsShown).map(attach),
  };
}
