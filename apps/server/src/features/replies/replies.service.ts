import type { AppLocale, CommentTemplateInput, ReplyCampaignInput, ReplyTemplateInput } from '@app/contract';
import { changeCampaignStatus } from './campaigns/change-campaign-status.ts';
import { deleteCampaign } from './campaigns/delete-campaign.ts';
import { getCampaign } from './campaigns/get-campaign.ts';
import { listCampaigns } from './campaigns/list-campaigns.ts';
import { saveCampaign } from './campaigns/save-campaign.ts';
import { listPagePosts } from './posts/list-page-posts.ts';
import type { RepliesDeps } from './replies-deps.ts';
import { getReports } from './reports/get-reports.ts';
import { deleteCommentTemplate } from './templates/delete-comment-template.ts';
import { deleteReplyTemplate } from './templates/delete-reply-template.ts';
import { getReplyDependencies } from './templates/get-reply-dependencies.ts';
import { getReplyTemplate } from './templates/get-reply-template.ts';
import { listCommentTemplates } from './templates/list-comment-templates.ts';
import { listReplyTemplates } from './templates/list-reply-templates.ts';
import { saveCommentTemplate } from './templates/save-comment-template.ts';
import { saveReplyTemplate } from './templates/save-reply-template.ts';

/** The reply screens' operations: one file each, named by what it does. */
export function createRepliesService(deps: RepliesDeps) {
  type PageId = number | null;
  return {
    saveCampaign: (pageId: PageId, input: ReplyCampaignInput, locale: AppLocale) =>
      saveCampaign(deps, pageId, input, locale),
    list: (pageId: PageId, locale: AppLocale) => listCampaigns(deps, pageId, locale),
    get: (pageId: PageId, id: number, trail: { page: number; limit: number; q: string }, locale: AppLocale) =>
      getCampaign(deps, pageId, id, trail, locale),
    changeStatus: (pageId: PageId, id: number, status: 'running' | 'paused', locale: AppLocale) =>
      changeCampaignStatus(deps, pageId, id, status, locale),
    remove: (pageId: PageId, id: number) => deleteCampaign(deps, pageId, id),
    dependencies: (pageId: PageId) => getReplyDependencies(deps, pageId),
    posts: (pageId: PageId) => listPagePosts(deps, pageId),
    reports: (pageId: PageId, query: { campaign_id?: number; from?: string; to?: string }) =>
      getReports(deps, pageId, query),
    listCommentTemplates: (pageId: PageId) => listCommentTemplates(deps, pageId),
    saveCommentTemplate: (pageId: PageId, input: CommentTemplateInput) => saveCommentTemplate(deps, pageId, input),
    deleteCommentTemplate: (pageId: PageId, id: number) => deleteCommentTemplate(deps, pageId, id),
    listReplyTemplates: (pageId: PageId) => listReplyTemplates(deps, pageId),
    getReplyTemplate: (pageId: PageId, id: number) => getReplyTemplate(deps, pageId, id),
    saveReplyTemplate: (pageId: PageId, input: ReplyTemplateInput) => saveReplyTemplate(deps, pageId, input),
    deleteReplyTemplate: (pageId: PageId, id: number) => deleteReplyTemplate(deps, pageId, id),
  };
}
export type RepliesService = ReturnType<typeof createRepliesService>;
