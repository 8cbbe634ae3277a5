import type { InterfaceLocale, CommentTemplateInput, ReplyCampaignInput, ReplyTemplateInput } from '@app/contract';
import { changeCampaignStatus } from './campaigns/change-campaign-status.ts';
import { deleteCampaign } from './campaigns/delete-campaign.ts';
import { getCampaign } from './campaigns/get-campaign.ts';
import { listCampaigns } from './campaigns/list-campaigns.ts';
import { saveCampaign } from './campaigns/save-campaign.ts';
import { listPostComments } from './moderation/list-post-comments.ts';
import { setCommentHidden } from './moderation/set-comment-hidden.ts';
import { listPagePosts } from './posts/list-page-posts.ts';
import type { RepliesDeps } from './replies-deps.ts';
import { getReports } from './reports/get-reports.ts';
import { pageReplyScope } from './scope/reply-scope.ts';
import { deleteCommentTemplate } from './templates/delete-comment-template.ts';
import { deleteReplyTemplate } from './templates/delete-reply-template.ts';
import { getReplyDependencies } from './templates/get-reply-dependencies.ts';
import { getReplyTemplate } from './templates/get-reply-template.ts';
import { listCommentTemplates } from './templates/list-comment-templates.ts';
import { listReplyTemplates } from './templates/list-reply-templates.ts';
import { saveCommentTemplate } from './templates/save-comment-template.ts';
import { saveReplyTemplate } from './templates/save-reply-template.ts';

/** The Facebook reply screens' operations (the page of the page-id header): one file each, named by what it does. */
export function createRepliesService(deps: RepliesDeps) {
  type PageId = number | null;
  const scopeOf = (pageId: PageId) => pageReplyScope(deps.repository.pages, pageId);
  return {
    saveCampaign: async (pageId: PageId, input: ReplyCampaignInput, locale: InterfaceLocale) =>
      saveCampaign(deps, await scopeOf(pageId), input, locale),
    list: async (pageId: PageId, locale: InterfaceLocale) => listCampaigns(deps, await scopeOf(pageId), locale),
    get: async (
      pageId: PageId,
      id: number,
      trail: { page: number; limit: number; q: string },
      locale: InterfaceLocale,
    ) => getCampaign(deps, await scopeOf(pageId), id, trail, locale),
    changeStatus: async (pageId: PageId, id: number, status: 'running' | 'paused', locale: InterfaceLocale) =>
      changeCampaignStatus(deps, await scopeOf(pageId), id, status, locale),
    remove: async (pageId: PageId, id: number) => deleteCampaign(deps, await scopeOf(pageId), id),
    dependencies: async (pageId: PageId) => getReplyDependencies(deps, await scopeOf(pageId)),
    setCommentHidden: async (pageId: PageId, commentId: string, hidden: boolean, postId?: string) =>
      setCommentHidden(deps, await scopeOf(pageId), commentId, hidden, postId),
    postComments: async (pageId: PageId, postId: string, page: { after?: string; limit: number }) =>
      listPostComments(deps, await scopeOf(pageId), postId, page),
    posts: (pageId: PageId) => listPagePosts(deps, pageId),
    reports: async (pageId: PageId, query: { campaign_id?: number; from?: string; to?: string }) =>
      getReports(deps, await scopeOf(pageId), query),
    listCommentTemplates: (pageId: PageId) => listCommentTemplates(deps, pageId),
    saveCommentTemplate: (pageId: PageId, input: CommentTemplateInput) => saveCommentTemplate(deps, pageId, input),
    deleteCommentTemplate: (pageId: PageId, id: number) => deleteCommentTemplate(deps, pageId, id),
    listReplyTemplates: async (pageId: PageId) => listReplyTemplates(deps, await scopeOf(pageId)),
    getReplyTemplate: async (pageId: PageId, id: number) => getReplyTemplate(deps, await scopeOf(pageId), id),
    saveReplyTemplate: async (pageId: PageId, { id, name, ...message }: ReplyTemplateInput) =>
      saveReplyTemplate(deps, await scopeOf(pageId), { id, name, message }),
    deleteReplyTemplate: async (pageId: PageId, id: number) => deleteReplyTemplate(deps, await scopeOf(pageId), id),
  };
}
export type RepliesService = ReturnType<typeof createRepliesService>;
