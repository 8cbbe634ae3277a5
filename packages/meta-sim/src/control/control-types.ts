import type { CallRecord } from '../call-log.ts';
import type { Faults } from '../faults.ts';
import type { Limits } from '../limits.ts';
import type { MediaCheckSettings } from '../media-check.ts';
import type { DeliveryOptions, DeliveryRecord } from '../webhooks/delivery.ts';
import type { AppSettingsRecord, AppType, IgAccountType, LoginConfigRecord, PersonRecord, World } from '../world.ts';

export type SimUserView = { id: string; name: string };
export type SimPageView = {
  id: string;
  name: string;
  access_token: string;
  instagram_business_account: { id: string; username: string } | null;
};

export type CreateUserInput = { name: string; id?: string };
export type CreatePageInput = {
  ownerUserId: string;
  name: string;
  withInstagram?: boolean;
  instagramUsername?: string;
  instagramAccountType?: IgAccountType;
  id?: string;
  category?: string;
  // pre-installs the app on the page; by default a page starts without the app, as on Meta
  subscribedFields?: string[];
};
export type CreatePageOptions = { keepOnReset?: boolean };
export type CreatePostInput = {
  pageId?: string;
  igUserId?: string;
  message: string;
  story?: boolean;
  /** An Instagram reel (a video with its cover picture). */
  reel?: boolean;
  mediaUrl?: string;
  likeCount?: number;
  /** Unix seconds; a page post scheduled natively on Meta. */
  scheduledPublishTime?: number;
};
export type CreateCommentInput = {
  postId: string;
  from: { id?: string; name?: string; username?: string };
  message: string;
  parentId?: string;
  /** Meta leaves `from` out of the webhook and the Graph answers (e.g. people who have not granted the app access). */
  withoutFrom?: boolean;
};
export type SendMessageInput = {
  pageId?: string;
  igUserId?: string;
  from: { id: string; name?: string };
  text?: string;
  quickReplyPayload?: string;
  postbackPayload?: string;
  postbackTitle?: string;
  storyMention?: boolean;
  replyToStoryId?: string;
  /** A post or reel of the account, shared into the conversation. */
  shareMediaId?: string;
  attachments?: Array<{ type: string; payload: Record<string, unknown> }>;
};
export type OauthCodeInput = { userId: string; scope?: string[]; redirectUri?: string; pageIds?: string[] };
export type InvalidateTokenInput = { userId?: string; pageId?: string; token?: string; subcode?: number };
export type PersonInput = { pageId?: string; igUserId?: string; id: string; name?: string; unavailable?: boolean };

export type AppSettingsInput = {
  requireAppSecret?: boolean;
  developmentMode?: boolean;
  roleIds?: string[];
  appType?: AppType;
  loginConfigs?: LoginConfigRecord[];
  permissionsWebhook?: boolean;
};
export type CreateInstagramAccountInput = { name: string; username: string; accountType?: IgAccountType };
export type InstagramAccountView = { id: string; username: string; name: string; account_type: IgAccountType };
export type InstagramOauthCodeInput = { accountId: string; redirectUri: string; scopes?: string[] };
/** Instagram Login's app, as the simulator was started with it (or changed since). */
export type InstagramAppSettings = { instagramAppId: string; instagramAppSecret: string };

export type CreateBusinessInput = {
  name: string;
  id?: string;
  userIds: string[];
  ownedPageIds?: string[];
  clientPageIds?: string[];
};

export type MessageView = { id: string; from_page: boolean; text: string | null; quick_replies: unknown[] | null };

export type ControlApi = {
  reset(): void;
  createUser(input: CreateUserInput, options?: CreatePageOptions): SimUserView;
  listUsers(): SimUserView[];
  createPage(input: CreatePageInput, options?: CreatePageOptions): SimPageView;
  listPages(): SimPageView[];
  /**
   * Removes the app from the page (or an Instagram account's page), or only `fields` of it, as Meta does when the
   * app's deliveries kept failing: events still happen and are readable through the Graph API, no webhook goes out.
   */
  unsubscribePage(input: { pageId: string; fields?: string[] }): { subscribed_fields: string[] };
  createPost(input: CreatePostInput): { id: string };
  createComment(input: CreateCommentInput): { id: string };
  sendMessage(input: SendMessageInput): { mid: string };
  /** A message as the person's phone shows it, with the quick replies the page offered under it. */
  message(mid: string): MessageView;
  editComment(input: { id: string; message: string }): { id: string };
  deleteComment(id: string): void;
  deliverySettings(): DeliveryOptions;
  setDeliverySettings(options: Partial<DeliveryOptions>): DeliveryOptions;
  calls(since?: number): CallRecord[];
  deliveries(since?: number): DeliveryRecord[];
  retryDeliveries(): void;
  setFaults(faults: Partial<Faults>): Faults;
  faults(): Faults;
  setLimits(limits: Partial<Limits>): Limits;
  limits(): Limits;
  oauthCode(input: OauthCodeInput): { code: string };
  advanceClock(ms: number): Date;
  now(): Date;
  invalidateTokens(input: InvalidateTokenInput): { invalidated: number };
  revokePermission(input: { userId: string; permission: string }): void;
  setPerson(input: PersonInput): PersonRecord;
  setWebhookUrl(url: string | null): void;
  snapshot(): World;
  appSettings(): AppSettingsRecord;
  setAppSettings(input: AppSettingsInput): AppSettingsRecord;
  createBusiness(input: CreateBusinessInput): { id: string; name: string };
  /** The container turns ERROR (Meta could not process its media); default subcode 2207001. */
  failContainer(input: { id: string; subcode?: number; message?: string }): { id: string };
  /** The page video's processing fails: `status.video_status` becomes `error`. */
  failVideo(input: { id: string; message?: string }): { id: string };
  mediaCheckSettings(): MediaCheckSettings;
  /** An Instagram professional account without a Facebook Page: it logs in through Instagram Login only. */
  createInstagramAccount(input: CreateInstagramAccountInput): InstagramAccountView;
  /** What the Instagram window's Allow would give: a code for this account, redirect and scopes. */
  instagramOauthCode(input: InstagramOauthCodeInput): { code: string };
  /** Removes the app's Instagram Login subscription of the account (or only `fields` of it): no webhook goes out. */
  unsubscribeInstagramAccount(input: { accountId: string; fields?: string[] }): { subscribed_fields: string[] };
  instagramApp(): InstagramAppSettings;
  setInstagramApp(input: Partial<InstagramAppSettings>): InstagramAppSettings;
  setMediaCheckSettings(input: Partial<MediaCheckSettings>): MediaCheckSettings;
};
