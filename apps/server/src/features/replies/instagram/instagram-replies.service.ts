import type {
  InterfaceLocale,
  InstagramReplyCampaign,
  InstagramReplyCampaignInput,
  InstagramReplyTemplateInput,
  ReplyCampaign,
  ReplyCampaignInput,
} from '@app/contract';
import { changeCampaignStatus } from '../campaigns/change-campaign-status.ts';
import { deleteCampaign } from '../campaigns/delete-campaign.ts';
import { getCampaign } from '../campaigns/get-campaign.ts';
import { listCampaigns } from '../campaigns/list-campaigns.ts';
import { saveCampaign } from '../campaigns/save-campaign.ts';
import { listPostComments } from '../moderation/list-post-comments.ts';
import { setCommentHidden } from '../moderation/set-comment-hidden.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { getReports } from '../reports/get-reports.ts';
import { instagramReplyScope } from '../scope/reply-scope.ts';
import { deleteReplyTemplate } from '../templates/delete-reply-template.ts';
import { getReplyDependencies } from '../templates/get-reply-dependencies.ts';
import { getReplyTemplate } from '../templates/get-reply-template.ts';
import { listReplyTemplates } from '../templates/list-reply-templates.ts';
import { saveReplyTemplate } from '../templates/save-reply-template.ts';

/** Instagram's form as the campaign settings the engine reads: its media is the post, nothing Instagram lacks. */
const settingsOf = (mediaId: string, input: InstagramReplyCampaignInput): ReplyCampaignInput => ({
  ...input,
  post: mediaId,
  buttons: [],
  cards: [],
  item_ids: [],
  comment_template_id: null,
  include_url: false,
  flow_id: null,
  reply_type: 'generic',
});

/** A campaign as Instagram's screens show it: the account instead of the sending page, no Messenger-only fields. */
function instagramCampaignOf(campaign: ReplyCampaign, accountId: number): InstagramReplyCampaign {
  const {
    page_id: _pageId,
    buttons: _buttons,
    cards: _cards,
    comment_template_id: _commentTemplate,
    include_url: _includeUrl,
    flow_id: _flowId,
    reply_type: _replyType,
    ...shown
  } = campaign;
  return { ...shown, instagram_account_id: accountId, message_type: shown.message_type === 'image' ? 'image' : 'text' };
}

/** Refuses (not found) a media that is not one of the account's posts on Meta. */
export type OwnMediaCheck = (
  actor: { userId: number; isAdmin: boolean },
  accountId: number,
  mediaId: string,
) => Promise<void>;

/**
 * The Instagram reply screens' operations (the account of the insta-id header): the Facebook operations on the
 * account's scope, so the rules, the trail, the quota and the reports are the same code.
 */
export function createInstagramRepliesService(deps: RepliesDeps) {
  type AccountId = number;
  const scopeOf = (accountId: AccountId) => instagramReplyScope(deps.repository.pages, accountId);
  return {
    /** `confirmMedia` asks Meta whose post the media is, once the account may have campaigns at all. */
    async saveCampaign(
      accountId: AccountId,
      mediaId: string,
      input: InstagramReplyCampaignInput,
      locale: InterfaceLocale,
      confirmMedia: () => Promise<void>,
    ) {
      const scope = await scopeOf(accountId);
      await confirmMedia();
      const campaign = await saveCampaign(deps, scope, settingsOf(mediaId, input), locale);
      return instagramCampaignOf(campaign, scope.instagramAccount!.id);
    },
    async list(accountId: AccountId, locale: InterfaceLocale) {
      const scope = await scopeOf(accountId);
      const campaigns = await listCampaigns(deps, scope, locale);
      return campaigns.map((campaign) => instagramCampaignOf(campaign, scope.instagramAccount!.id));
    },
    async get(
      accountId: AccountId,
      id: number,
      trail: { page: number; limit: number; q: string },
      locale: InterfaceLocale,
    ) {
      const scope = await scopeOf(accountId);
      const detail = await getCampaign(deps, scope, id, trail, locale);
      return { ...detail, campaign: instagramCampaignOf(detail.campaign, scope.instagramAccount!.id) };
    },
    async changeStatus(accountId: AccountId, id: number, status: 'running' | 'paused', locale: InterfaceLocale) {
      const scope = await scopeOf(accountId);
      const campaign = await changeCampaignStatus(deps, scope, id, status, locale);
      return instagramCampaignOf(campaign, scope.instagramAccount!.id);
    },
    remove: async (accountId: AccountId, id: number) => deleteCampaign(deps, await scopeOf(accountId), id),
    async dependencies(accountId: AccountId) {
      const { reply_templates, quota } = await getReplyDependencies(deps, await scopeOf(accountId));
      return { reply_templates, quota };
    },
    /** A comment not in the trail names its post (`postId`), which `confirmMedia` confirms is the account's. */
    async setCommentHidden(
      accountId: AccountId,
      commentId: string,
      hidden: boolean,
      postId: string | undefined,
      confirmMedia: (mediaId: string) => Promise<void>,
    ) {
      const scope = await scopeOf(accountId);
      if (postId !== undefined) await confirmMedia(postId);
      return setCommentHidden(deps, scope, commentId, hidden, postId);
    },
    async postComments(
      accountId: AccountId,
      mediaId: string,
      page: { after?: string; limit: number },
      confirmMedia: () => Promise<void>,
    ) {
      const scope = await scopeOf(accountId);
      await confirmMedia();
      return listPostComments(deps, scope, mediaId, page);
    },
    reports: async (accountId: AccountId, query: { campaign_id?: number; from?: string; to?: string }) =>
      getReports(deps, await scopeOf(accountId), query),
    listReplyTemplates: async (accountId: AccountId) => listReplyTemplates(deps, await scopeOf(accountId)),
    getReplyTemplate: async (accountId: AccountId, id: number) => getReplyTemplate(deps, await scopeOf(accountId), id),
    saveReplyTemplate: async (accountId: AccountId, { id, name, ...message }: InstagramReplyTemplateInput) =>
      saveReplyTemplate(deps, await scopeOf(accountId), {
        id,
        name,
        message: { ...message, buttons: [], cards: [], item_ids: [] },
      }),
    deleteReplyTemplate: async (accountId: AccountId, id: number) =>
      deleteReplyTemplate(deps, await scopeOf(accountId), id),
  };
}
export type InstagramRepliesService = ReturnType<typeof createInstagramRepliesService>;
