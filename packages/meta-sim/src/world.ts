export type GrantStatus = 'granted' | 'declined';
export type Platform = 'messenger' | 'instagram';

export type UserRecord = {
  id: string;
  name: string;
  createdAt: number;
  // null until the user goes through the dialog: simulator-made users act as fully authorized
  grants: Record<string, GrantStatus> | null;
  pickedPageIds: string[] | null;
  keepOnReset: boolean;
};

export type MessengerProfile = Record<string, unknown>;

export type PageRecord = {
  id: string;
  name: string;
  username: string;
  category: string;
  ownerUserId: string;
  igUserId: string | null;
  keepOnReset: boolean;
  // null = the app is not installed on the page (no POST subscribed_apps yet)
  subscribedFields: string[] | null;
  messengerProfile: Record<Platform, MessengerProfile>;
  accessToken: string;
  createdAt: number;
};

/** Instagram professional accounts are business or creator accounts; only a business account publishes stories. */
export type IgAccountType = 'BUSINESS' | 'MEDIA_CREATOR';

export type IgAccountRecord = {
  id: string;
  legacyId: string;
  /** null: an account without a Facebook Page, reached only through Instagram Login. */
  pageId: string | null;
  username: string;
  name: string;
  /** Absent in worlds saved before creators were modelled: a business account. */
  accountType?: IgAccountType;
  biography: string;
  followersCount: number;
  followsCount: number;
  createdAt: number;
  /**
   * The app's Instagram Login subscription (`POST /me/subscribed_apps` on graph.instagram.com): null or absent while
   * the app is not subscribed. Webhooks it brings are signed with the Instagram app secret.
   */
  instagramLoginFields?: string[] | null;
  /** Ice breakers and menu set with an Instagram User token, for an account without a page. */
  messengerProfile?: MessengerProfile;
};

export type PostState = 'published' | 'scheduled' | 'unpublished';

export type PostRecord = {
  id: string;
  pageId: string;
  message: string | null;
  link: string | null;
  state: PostState;
  scheduledPublishTime: number | null;
  photoIds: string[];
  createdAt: number;
  updatedAt: number;
  /** The page video this post shows (status_type added_video). */
  videoId?: string;
  /** A status background (`text_format_preset_id`), only on a short text-only post. */
  textFormatPresetId?: string;
};

/** A page video: processed for a while (`status.video_status` processing), then ready (and posted) or error. */
export type VideoRecord = {
  id: string;
  pageId: string;
  title: string | null;
  description: string | null;
  fileUrl: string | null;
  published: boolean;
  scheduledPublishTime: number | null;
  createdAt: number;
  readyAt: number;
  failure: { message: string } | null;
  postId: string | null;
  checkPending?: boolean;
};

export type PhotoRecord = {
  id: string;
  pageId: string;
  url: string | null;
  caption: string | null;
  postId: string | null;
  published: boolean;
  createdAt: number;
};

export type CommentFrom = { id: string; name: string; username: string };

export type CommentRecord = {
  id: string;
  platform: 'facebook' | 'instagram';
  // the post (FB) or media (IG) the comment belongs to
  objectId: string;
  parentId: string | null;
  from: CommentFrom;
  message: string;
  attachmentUrl: string | null;
  createdAt: number;
  hidden: boolean;
  likedByPage: boolean;
  privateReplyAt: number | null;
  // Meta leaves `from` out for some commenters (e.g. people who have not granted the app access)
  fromHidden?: boolean;
};

export type IgMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
export type IgProductType = 'FEED' | 'REELS' | 'STORY';

export type IgMediaRecord = {
  id: string;
  igUserId: string;
  caption: string | null;
  mediaType: IgMediaType;
  productType: IgProductType;
  mediaUrl: string;
  thumbnailUrl: string | null;
  shortcode: string;
  commentEnabled: boolean;
  likeCount: number;
  childIds: string[];
  isCarouselChild: boolean;
  createdAt: number;
};

export type ContainerMediaType = 'IMAGE' | 'VIDEO' | 'REELS' | 'STORIES' | 'CAROUSEL';

export type ContainerRecord = {
  id: string;
  igUserId: string;
  mediaType: ContainerMediaType;
  imageUrl: string | null;
  videoUrl: string | null;
  caption: string | null;
  isCarouselItem: boolean;
  childIds: string[];
  createdAt: number;
  readyAt: number;
  failure: { subcode: number; message: string } | null;
  publishedMediaId: string | null;
  /** The media at the container's URL is being fetched and checked (IN_PROGRESS until then). */
  checkPending?: boolean;
};

export type PersonRecord = {
  // the page id (Messenger) or IG account id (Instagram) this PSID / IGSID is scoped to
  accountId: string;
  id: string;
  name: string;
  username: string;
  unavailable: boolean;
};

export type ConversationRecord = {
  id: string;
  /** null for an Instagram account without a page. */
  pageId: string | null;
  accountId: string;
  platform: Platform;
  personId: string;
  updatedAt: number;
  /** Order of the last update, to order conversations updated in the same millisecond (Meta's order is stable). */
  updateSeq?: number;
  lastPersonMessageAt: number | null;
};

export type MessageRecord = {
  id: string;
  conversationId: string;
  fromId: string;
  toId: string;
  fromAccount: boolean;
  text: string | null;
  attachments: unknown[];
  quickReplies: unknown[] | null;
  metadata: string | null;
  createdAt: number;
};

/** IG_USER: an Instagram User token from Instagram Login, bound to one professional account. */
export type TokenType = 'USER' | 'PAGE' | 'IG_USER';

export type TokenRecord = {
  token: string;
  type: TokenType;
  /** The Facebook user; for an IG_USER token, the Instagram account it is bound to. */
  userId: string;
  pageId: string | null;
  issuedAt: number;
  // null = never expires (page tokens from a long-lived user token)
  expiresAt: number | null;
  invalid: { subcode: number; message: string } | null;
  /** IG_USER tokens: the instagram_business_* scopes granted at login, and whether it is the 60-day kind. */
  scopes?: string[];
  longLived?: boolean;
};

export type CodeRecord = {
  code: string;
  userId: string;
  redirectUri: string | null;
  grants: Record<string, GrantStatus>;
  pageIds: string[];
  createdAt: number;
  used: boolean;
};

/** A code of the Instagram authorization window: single use, 10 minutes. */
export type InstagramCodeRecord = {
  code: string;
  accountId: string;
  redirectUri: string;
  scopes: string[];
  createdAt: number;
  used: boolean;
};

export type HashtagSearchRecord = { igUserId: string; hashtagId: string; at: number };
export type PublishRecord = { igUserId: string; at: number };
export type UploadedAttachment = { id: string; pageId: string; type: string; url: string };

/** The Meta app's own settings, as its dashboard sets them. */
export type AppSettingsRecord = {
  /** "Require App Secret": user and page token calls must carry a valid appsecret_proof. */
  requireAppSecret: boolean;
  /** Development mode: only people with a role on the app produce webhooks. */
  developmentMode: boolean;
  /** Users (admins, developers, testers) and people (page-scoped ids) with a role on the app. */
  roleIds: string[];
  /**
   * A classic app's dialog takes `scope`; a Business app's takes only `config_id` (Facebook Login for Business), a
   * configuration saved in its dashboard whose permissions are granted all or none.
   */
  appType: AppType;
  loginConfigs: LoginConfigRecord[];
  /** The app's Webhooks product subscribes the Permissions object: a revoked permission is delivered. */
  permissionsWebhook: boolean;
};

export type AppType = 'classic' | 'business';
/** A Facebook Login for Business configuration ("User access token" type) and the permissions it asks for. */
export type LoginConfigRecord = { id: string; permissions: string[] };

export function defaultAppSettings(): AppSettingsRecord {
  return {
    requireAppSecret: false,
    developmentMode: false,
    roleIds: [],
    appType: 'classic',
    loginConfigs: [],
    permissionsWebhook: false,
  };
}

/** A Business portfolio: its people, the pages it owns and the pages it manages for clients. */
export type BusinessRecord = {
  id: string;
  name: string;
  userIds: string[];
  ownedPageIds: string[];
  clientPageIds: string[];
  createdAt: number;
};

export type World = {
  users: Record<string, UserRecord>;
  pages: Record<string, PageRecord>;
  igAccounts: Record<string, IgAccountRecord>;
  posts: Record<string, PostRecord>;
  photos: Record<string, PhotoRecord>;
  videos: Record<string, VideoRecord>;
  comments: Record<string, CommentRecord>;
  igMedia: Record<string, IgMediaRecord>;
  containers: Record<string, ContainerRecord>;
  people: Record<string, PersonRecord>;
  conversations: Record<string, ConversationRecord>;
  messages: Record<string, MessageRecord>;
  tokens: Record<string, TokenRecord>;
  codes: Record<string, CodeRecord>;
  instagramCodes: Record<string, InstagramCodeRecord>;
  hashtags: Record<string, string>;
  hashtagSearches: HashtagSearchRecord[];
  publishes: PublishRecord[];
  attachments: Record<string, UploadedAttachment>;
  app: AppSettingsRecord;
  businesses: Record<string, BusinessRecord>;
  clockOffsetMs: number;
};

export function createEmptyWorld(): World {
  return {
    users: {},
    pages: {},
    igAccounts: {},
    posts: {},
    photos: {},
    videos: {},
    comments: {},
    igMedia: {},
    containers: {},
    people: {},
    conversations: {},
    messages: {},
    tokens: {},
    codes: {},
    instagramCodes: {},
    hashtags: {},
    hashtagSearches: [],
    publishes: [],
    attachments: {},
    app: defaultAppSettings(),
    businesses: {},
    clockOffsetMs: 0,
  };
}

export function personKey(accountId: string, personId: string): string {
  return `${accountId}:${personId}`;
}
