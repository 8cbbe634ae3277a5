import { notFound } from '../../../platform/http/app-error.ts';
import { requireReplyPage } from '../pages/require-reply-page.ts';
import type { RepliesDeps } from '../replies-deps.ts';

const postsShown = 100;

/** The page's latest 100 posts and 100 scheduled posts, with the campaigns attached to each. */
export async function listPagePosts(deps: RepliesDeps, pageId: number | null) {
  const { repository, graph, pages } = deps;
  const { page } = await requireReplyPage(repository.pages, pageId);
  const gate = await pages.check({ pageId: page.id }, 'read-posts');
  if (!gate.open) throw gate.stop ? pages.stopAnswer(gate.stop, page.name) : notFound();
  const { token } = gate;
  const [published, scheduled] = await pages.screenCall(page.id, page.name, 'read-posts', () =>
    Promise.all([
      graph.pagePosts(page.metaPageId, token, 'posts', postsShown),
      graph.pagePosts(page.metaPageId, token, 'scheduled_posts', postsShown),
    ]),
  );
  const campaigns = await repository.campaigns.listCampaigns({ channel: 'fb', pageId: page.id });
  const attach = (post: (typeof published)[number]) => ({
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
