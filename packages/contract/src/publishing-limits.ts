// Zod-free: the poster forms, the calendar and the server's pre-flight read the same numbers.

export const postNetworks = ['facebook', 'instagram'] as const;
export type PostNetwork = (typeof postNetworks)[number];

/** Spec section 3: the Facebook poster form's `type` (default message). */
export const facebookPostTypes = ['message', 'photos', 'video', 'link'] as const;
export type FacebookPostType = (typeof facebookPostTypes)[number];

/** The Instagram post form's kinds: one image, a carousel, a video published as a reel, a story. */
export const instagramPostTypes = ['image', 'carousel', 'reel', 'story'] as const;
export type InstagramPostType = (typeof instagramPostTypes)[number];

export type PostType = FacebookPostType | InstagramPostType;

/** Spec section 4: a post is published now (after a confirmation) or at a time. */
export const scheduleTypes = ['now', 'scheduled'] as const;
export type ScheduleType = (typeof scheduleTypes)[number];

/** One target (a page or an Instagram account) of a post, from saved to done. */
export const postTargetStatuses = [
  'scheduled',
  'preparing',
  'ready',
  'publishing',
  'unknown',
  'published',
  'failed',
  'cancelled',
] as const;
export type PostTargetStatus = (typeof postTargetStatuses)[number];

/** A post as the lists show it, from its targets. */
export const postStatuses = [
  'scheduled',
  'publishing',
  'published',
  'partly_published',
  'failed',
  'cancelled',
] as const;
export type PostStatus = (typeof postStatuses)[number];

export const firstCommentStatuses = ['none', 'pending', 'sent', 'failed', 'skipped'] as const;
export type FirstCommentStatus = (typeof firstCommentStatuses)[number];

const megabyte = 1024 * 1024;

/** Meta's publishing limits (reference section 6) and the spec's (section 9). */
export const publishingLimits = {
  /** Spec section 9: the status background is not applicable over 130 characters. */
  statusBackgroundMaxLength: 130,
  facebookTextLength: 63_206,
  instagramCaptionLength: 2_200,
  firstCommentLength: 2_000,
  facebookPhotosPerPost: 10,
  carouselMinItems: 2,
  carouselMaxItems: 10,
  targetsPerPost: 50,
  imageMaxBytes: 8 * megabyte,
  /** Spec section 9: at most 100 MB (recommended), one video per item. */
  videoMaxBytes: 100 * megabyte,
  /** Instagram feed images: aspect ratio between 4:5 and 1.91:1 (error 2207009 otherwise). */
  instagramMinAspectRatio: 4 / 5,
  instagramMaxAspectRatio: 1.91,
  /** Instagram's content publishing quota per account over a rolling 24 h (configurable on the server). */
  instagramDailyPosts: 50,
  /** Instagram hashtag search: unique hashtags per account over 7 rolling days. */
  hashtagsPerWeek: 30,
  /** How far ahead a post may be scheduled. */
  maxScheduleDays: 365,
  /** Post lists and pickers show at most this many (spec section 9). */
  listLimit: 100,
} as const;

/** Hashtags as Instagram counts them in a caption: `#` then letters, digits or underscores. */
export const hashtagsIn = (text: string) => text.match(/#[\p{L}\p{N}_]+/gu) ?? [];

/** Spec section 9: the video formats (MP4, MOV, MPG, MPEG, MKV); uploads also take the section-5 kinds. */
export const postVideoExtensions = ['mp4', 'mov', 'mpg', 'mpeg', 'mkv'] as const;
export const postImageExtensions = ['png', 'jpg', 'jpeg', 'gif'] as const;
/** Instagram takes JPEG images (2207005 otherwise); PNG is converted by nothing, so it is refused at save. */
export const instagramImageExtensions = ['jpg', 'jpeg'] as const;

/**
 * Status backgrounds (`fb_preset_id`): Meta's text format presets for short text posts, with the colours the
 * preview paints. Sent as `text_format_preset_id`.
 */
export const statusBackgroundPresets = [
  { id: '106018623298955', background: 'linear-gradient(135deg, #f7971e 0%, #ffd200 100%)', color: '#ffffff' },
  { id: '1777259169190672', background: 'linear-gradient(135deg, #8e2de2 0%, #4a00e0 100%)', color: '#ffffff' },
  { id: '1679871382326476', background: 'linear-gradient(135deg, #e52d27 0%, #b31217 100%)', color: '#ffffff' },
  { id: '549650918755424', background: 'linear-gradient(135deg, #00b09b 0%, #96c93d 100%)', color: '#ffffff' },
  { id: '1881421442117417', background: 'linear-gradient(135deg, #2193b0 0%, #6dd5ed 100%)', color: '#ffffff' },
  { id: '518948401838663', background: '#111111', color: '#ffffff' },
  { id: '248623902401250', background: '#f5e6c8', color: '#3b2f2f' },
] as const;
export type StatusBackgroundPreset = (typeof statusBackgroundPresets)[number];

/**
 * Why a post cannot be published as it is (pre-flight at save) or why a target failed: codes the web translates.
 * `meta-*` codes come with Meta's own message beside the translation.
 */
export const postProblemCodes = [
  'page-token-missing',
  'page-token-invalid',
  'permission-missing',
  'feature-missing',
  'instagram-quota-reached',
  'status-background-too-long',
  'status-background-text-only',
  'media-required',
  'media-not-found',
  'media-wrong-type',
  'media-too-large',
  'image-format',
  'aspect-ratio',
  'story-aspect-ratio',
  'story-needs-business-account',
  'carousel-size',
  'too-many-photos',
  'one-video-only',
  'link-required',
  'caption-too-long',
  'too-many-hashtags',
  'schedule-in-past',
  'schedule-too-far',
  'container-failed',
  'container-expired',
  'video-failed',
  'meta-item',
  'meta-page',
  'meta-retry-exhausted',
  // A target the page gate keeps waiting (not failed): it publishes once renewed, unblocked or Meta's pause ends.
  'page-blocked',
  'plan-expired',
  'policy-block',
] as const;
export type PostProblemCode = (typeof postProblemCodes)[number];
