import type { CallRecord } from '../call-log.ts';
import type { DeliveryRecord } from '../webhooks/delivery.ts';
import type { World } from '../world.ts';
import type { MessageView, SimPageView, SimUserView } from './control-types.ts';

/**
 * The control API over HTTP (`/_sim/...`): every endpoint with the JSON it reads and answers, in the snake_case
 * of the wire. `control-routes.ts` answers with these shapes (checked by the compiler) and the typed client
 * (`@app/meta-sim/client`) sends and reads them. Names and shapes of the contract's calls must not change:
 * `/work/shared/design/meta-simulator-contract.md`.
 */
export type ControlEndpoints = {
  'POST /reset': { body: undefined; answer: EmptyAnswer };
  'GET /users': { body: undefined; answer: { data: SimUserView[] } };
  'POST /users': { body: CreateUserBody; answer: SimUserView };
  'GET /pages': { body: undefined; answer: { data: SimPageView[] } };
  'POST /pages': { body: CreatePageBody; answer: SimPageView };
  'POST /pages/:id/unsubscribe': { body: UnsubscribePageBody; answer: { subscribed_fields: string[] } };
  'POST /posts': { body: CreatePostBody; answer: { id: string } };
  'POST /comments': { body: CreateCommentBody; answer: { id: string } };
  'POST /messages': { body: SendMessageBody; answer: { mid: string } };
  'GET /messages/:id': { body: undefined; answer: MessageView };
  'GET /calls': { body: undefined; answer: { data: CallRecord[] } };
  'GET /deliveries': { body: undefined; answer: { data: DeliveryRecord[] } };
  'POST /deliveries/retry': { body: undefined; answer: EmptyAnswer };
  'GET /deliveries/idle': { body: undefined; answer: { idle: boolean } };
  'GET /faults': { body: undefined; answer: FaultsJson };
  'POST /faults': { body: FaultsBody; answer: EmptyAnswer };
  'GET /limits': { body: undefined; answer: LimitsJson };
  'POST /limits': { body: Partial<LimitsJson>; answer: LimitsJson };
  'POST /oauth/code': { body: OauthCodeBody; answer: { code: string } };
  'GET /clock': { body: undefined; answer: { now: string } };
  'POST /clock': { body: { advance_ms: number }; answer: { now: string } };
  'POST /tokens/invalidate': { body: InvalidateTokensBody; answer: { invalidated: number } };
  'POST /permissions/revoke': { body: { user_id: string; permission: string }; answer: EmptyAnswer };
  'POST /people': { body: PersonBody; answer: PersonJson };
  'POST /webhook': { body: { url: string | null }; answer: EmptyAnswer };
  'GET /state': { body: undefined; answer: World };
  'GET /app': { body: undefined; answer: AppSettingsJson };
  'POST /app': { body: Partial<AppSettingsJson>; answer: AppSettingsJson };
  'POST /comments/:id/edit': { body: { message: string }; answer: { id: string } };
  'POST /comments/:id/delete': { body: undefined; answer: EmptyAnswer };
  'GET /deliveries/settings': { body: undefined; answer: DeliverySettingsJson };
  'POST /deliveries/settings': { body: Partial<DeliverySettingsJson>; answer: DeliverySettingsJson };
  'POST /businesses': { body: CreateBusinessBody; answer: { id: string; name: string } };
  'POST /containers/:id/fail': { body: FailContainerBody; answer: { id: string } };
  'POST /videos/:id/fail': { body: { message?: string }; answer: { id: string } };
  'GET /media-checks': { body: undefined; answer: MediaChecksJson };
  'POST /instagram/accounts': { body: CreateInstagramAccountBody; answer: InstagramAccountJson };
  'POST /instagram/oauth/code': { body: InstagramOauthCodeBody; answer: { code: string } };
  'POST /instagram/accounts/:id/unsubscribe': { body: UnsubscribePageBody; answer: { subscribed_fields: string[] } };
  'GET /app/settings': { body: undefined; answer: AppSettingsWithInstagramJson };
  'POST /app/settings': { body: Partial<AppSettingsWithInstagramJson>; answer: AppSettingsWithInstagramJson };
  'POST /media-checks': { body: Partial<MediaChecksJson>; answer: MediaChecksJson };
};

/** An Instagram container turns ERROR with this subcode and text (default 2207001, Meta's "server error"). */
export type FailContainerBody = { error_subcode?: number; message?: string };

/**
 * Whether the media of containers, photos (`url`) and videos (`file_url`) is fetched over HTTP and checked as Meta
 * does (size, format, aspect ratio; unreachable: 2207003), and how long a download may take. On by default; URLs on
 * the fake host `scontent.simulator.local` are never fetched.
 */
export type MediaChecksJson = { fetch_media: boolean; fetch_timeout_ms: number };

/** The Meta app's dashboard settings; every one off by default, as the product's tests expect. */
export type AppSettingsJson = {
  /** "Require App Secret": user and page token calls without a valid appsecret_proof are refused (code 100). */
  require_app_secret: boolean;
  /** Development mode: only people with a role on the app (role_ids) produce webhooks. */
  development_mode: boolean;
  /** User ids, or commenter and sender ids, with a role on the app; a page counts when its owner has one. */
  role_ids: string[];
  /**
   * `business`: the login dialog refuses `scope` ("It looks like this app isn't available") and takes a `config_id`
   * of `login_configs`, whose permissions are granted all or none. Classic by default.
   */
  app_type: 'classic' | 'business';
  /** The app's Facebook Login for Business configurations; a POST replaces the list. */
  login_configs: { id: string; permissions: string[] }[];
  /** The app subscribes the Permissions object: revoking a permission delivers a signed `permissions` webhook. */
  permissions_webhook: boolean;
};

/** `/app/settings`: the settings of `/app` and Instagram Login's app (`/app` keeps its shape). */
export type AppSettingsWithInstagramJson = AppSettingsJson & {
  /**
   * Instagram Login's app: the window's `client_id` and the code exchange's credentials; its secret signs the webhooks
   * of accounts subscribed through Instagram Login. Set at start-up (default `simulator-instagram-app`, and
   * HMAC-SHA256 of `instagram` keyed by the Facebook app secret, hex); a POST changes them until restart.
   */
  instagram_app_id: string;
  instagram_app_secret: string;
};

/** An Instagram professional account without a Facebook Page (Instagram API with Instagram Login). */
export type CreateInstagramAccountBody = {
  name: string;
  username: string;
  /** BUSINESS by default; a MEDIA_CREATOR account cannot publish stories. */
  account_type?: 'BUSINESS' | 'MEDIA_CREATOR';
};
export type InstagramAccountJson = {
  id: string;
  username: string;
  name: string;
  account_type: 'BUSINESS' | 'MEDIA_CREATOR';
};

/** A code as the Instagram window's Allow gives it: single use, 10 minutes; scopes default to all four. */
export type InstagramOauthCodeBody = { account_id: string; redirect_uri: string; scopes?: string[] };

/** A Business portfolio; its users reach its pages (with business_management) even when not picked in the dialog. */
export type CreateBusinessBody = {
  name: string;
  id?: string;
  user_ids: string[];
  owned_page_ids?: string[];
  client_page_ids?: string[];
};

export type ControlEndpoint = keyof ControlEndpoints;
export type ControlAnswer<E extends ControlEndpoint> = ControlEndpoints[E]['answer'];

export type EmptyAnswer = Record<string, never>;

/** Error answers: 400 for bad input, 404 for an unknown user, page, post or account. */
export type ControlErrorBody = { error: { message: string } };

export type CreateUserBody = { name: string; id?: string; keep_on_reset?: boolean };

export type CreatePageBody = {
  owner_user_id: string;
  name: string;
  with_instagram?: boolean;
  instagram_username?: string;
  /** BUSINESS by default; a MEDIA_CREATOR account cannot publish stories. */
  instagram_account_type?: 'BUSINESS' | 'MEDIA_CREATOR';
  id?: string;
  category?: string;
  /** Pre-installs the app on the page for these fields; by default a page starts without the app, as on Meta. */
  subscribed_fields?: string[];
  keep_on_reset?: boolean;
};

/**
 * Meta unsubscribes an app whose deliveries kept failing: `fields` removes only those fields, without it (or when
 * none is left) the app is removed from the page (`GET /{page-id}/subscribed_apps` answers an empty list). The id
 * may be an Instagram account's, whose webhooks are its page's subscription.
 */
export type UnsubscribePageBody = { fields?: string[] };

/** One of `page_id` (a page post) or `ig_user_id` (an Instagram media item). */
export type CreatePostBody = {
  page_id?: string;
  ig_user_id?: string;
  message: string;
  story?: boolean;
  /** An Instagram reel: a video with its cover picture (`thumbnail_url`). */
  reel?: boolean;
  media_url?: string;
  like_count?: number;
  /** Unix seconds: a page post scheduled natively on Meta (unpublished until then, in `scheduled_posts`). */
  scheduled_publish_time?: number;
};

export type CreateCommentBody = {
  post_id: string;
  from?: { id?: string; name?: string; username?: string };
  message: string;
  parent_id?: string;
  /** The webhook and the Graph answers leave `from` out, as Meta does for some commenters. */
  without_from?: boolean;
};

export type SendMessageBody = {
  page_id?: string;
  ig_user_id?: string;
  from: { id: string; name?: string };
  text?: string;
  quick_reply_payload?: string;
  postback_payload?: string;
  postback_title?: string;
  story_mention?: boolean;
  reply_to_story_id?: string;
  /** The person shares this post or reel of the account (Instagram): an `ig_post` or `ig_reel` attachment. */
  share_media_id?: string;
  attachments?: Array<{ type: string; payload: Record<string, unknown> }>;
};

export type FaultErrorJson = { code: number; error_subcode?: number; http_status?: number; message?: string };

/** `{}` clears every fault; an `error` without `error_rate` fires on every call. */
export type FaultsBody = {
  error_rate?: number;
  error?: FaultErrorJson;
  latency_ms?: number;
  duplicate_rate?: number;
  /** Each duplicate is delivered after a random delay between 0 and this many ms: late and out of order. */
  duplicate_delay_ms?: number;
  /** Graph path prefixes the error applies to (all paths when absent). */
  paths?: string[];
  /** HTTP methods the error and latency apply to, e.g. `["POST"]` (all when absent). */
  methods?: string[];
  /**
   * The matching call takes effect first (the post is created, the media published), then waits `latency_ms` and
   * answers `error` (if any): how Meta looks when it published but the answer was lost ("a timeout after publishing").
   */
  after_effect?: boolean;
  /** The error and latency hit only this many matching calls, then stop by themselves. */
  times?: number;
};

export type FaultsJson = {
  error_rate: number;
  error: FaultErrorJson | null;
  latency_ms: number;
  duplicate_rate: number;
  /** Present only when set: the answer keeps its earlier shape otherwise. */
  duplicate_delay_ms?: number;
  paths: string[] | null;
  methods?: string[];
  after_effect?: boolean;
  /** Hits left before the error and latency stop (present only when `times` was set). */
  times?: number;
};

export type LimitName =
  | 'app_calls_per_hour'
  | 'user_calls_per_hour'
  | 'page_calls_per_hour'
  | 'page_calls_per_day'
  | 'instagram_calls_per_hour'
  | 'messenger_calls_per_hour'
  | 'private_replies_per_hour'
  | 'publishing_quota_per_day'
  | 'hashtags_per_week'
  | 'hashtags_per_caption'
  | 'image_container_ready_ms'
  | 'video_container_ready_ms'
  | 'page_video_ready_ms';

export type LimitsJson = Record<LimitName, number>;

export type OauthCodeBody = { user_id: string; scope?: string[]; redirect_uri?: string; page_ids?: string[] };

/** One of `user_id`, `page_id` or `token`; subcode 463 expires, 458/460/467/492 invalidate (default 467). */
export type InvalidateTokensBody = { user_id?: string; page_id?: string; token?: string; subcode?: number };

export type PersonBody = { page_id?: string; ig_user_id?: string; id: string; name?: string; unavailable?: boolean };
export type PersonJson = { id: string; name: string; unavailable: boolean };

/**
 * How webhooks go out. `batch_window_ms` > 0: events of that window go in one POST (entries per page, several
 * changes each). `retry_delays_ms`: retries follow these delays (the last repeats) on the simulated clock until
 * `retry_window_ms` after the event (Meta: 36 h); null keeps the quick real-time backoff. `disable_after_ms`: a page
 * whose deliveries kept failing that long is unsubscribed (its `subscribed_apps` becomes empty), as Meta's
 * "Webhooks Disabled"; null: never.
 */
export type DeliverySettingsJson = {
  batch_window_ms: number;
  retry_delays_ms: number[] | null;
  retry_window_ms: number;
  disable_after_ms: number | null;
};
