import {
  hashtagsIn,
  instagramImageExtensions,
  publishingLimits as limits,
  type PostNetwork,
  type PostProblem,
  type PostProblemCode,
  type PostType,
  type ScheduleType,
} from '@app/contract/publishing';

/** What the rules read of an uploaded file. */
export type RuleMedia = {
  name: string;
  kind: 'image' | 'video';
  extension: string;
  bytes: number;
  width: number | null;
  height: number | null;
};

/** The post as the rules see it: no database, no Meta; the same answer for the same input. */
export type RuleInput = {
  network: PostNetwork;
  type: PostType;
  message: string;
  link: string | null;
  fbPresetId: string | null;
  media: RuleMedia[];
  scheduleType: ScheduleType;
  dueAt: Date;
  now: Date;
  /** The configured cap (INSTAGRAM_HASHTAGS_PER_CAPTION). */
  hashtagsPerCaption: number;
};

const dayMs = 24 * 60 * 60 * 1000;
type Params = PostProblem['params'];

const problem = (code: PostProblemCode, params: Params = {}, severity: PostProblem['severity'] = 'error') =>
  ({ severity, code, target_id: null, target_name: null, params, meta_message: null }) satisfies PostProblem;

const isJpeg = (media: RuleMedia) => (instagramImageExtensions as readonly string[]).includes(media.extension);
const ratioOf = (media: RuleMedia) => (media.width && media.height ? media.width / media.height : null);
const rounded = (value: number) => Math.round(value * 100) / 100;

function scheduleRules(input: RuleInput): PostProblem[] {
  if (input.scheduleType !== 'scheduled') return [];
  if (input.dueAt.getTime() <= input.now.getTime()) return [problem('schedule-in-past')];
  if (input.dueAt.getTime() > input.now.getTime() + limits.maxScheduleDays * dayMs)
    return [problem('schedule-too-far', { days: limits.maxScheduleDays })];
  return [];
}

function sizeRules(media: RuleMedia[]): PostProblem[] {
  return media.flatMap((file) => {
    const max = file.kind === 'image' ? limits.imageMaxBytes : limits.videoMaxBytes;
    return file.bytes > max ? [problem('media-too-large', { name: file.name, max: max / (1024 * 1024) })] : [];
  });
}

/** Exactly `count` files of `kind` (count: a range for photos). */
function kindRules(media: RuleMedia[], kind: 'image' | 'video', tooMany: PostProblemCode, max: number) {
  if (media.length === 0) return [problem('media-required', { expected: kind })];
  const problems: PostProblem[] = [];
  if (media.some((file) => file.kind !== kind)) problems.push(problem('media-wrong-type', { expected: kind }));
  if (media.length > max) problems.push(problem(tooMany, { max }));
  return problems;
}

function facebookRules(input: RuleInput): PostProblem[] {
  const problems: PostProblem[] = [];
  if (input.fbPresetId) {
    if (input.message.length > limits.statusBackgroundMaxLength)
      problems.push(problem('status-background-too-long', { max: limits.statusBackgroundMaxLength }));
    if (input.type !== 'message' || input.media.length > 0 || input.link)
      problems.push(problem('status-background-text-only'));
  }
  if (input.type === 'photos')
    problems.push(...kindRules(input.media, 'image', 'too-many-photos', limits.facebookPhotosPerPost));
  if (input.type === 'video') problems.push(...kindRules(input.media, 'video', 'one-video-only', 1));
  if (input.type === 'link' && !input.link) problems.push(problem('link-required'));
  if ((input.type === 'message' || input.type === 'link') && input.media.length > 0)
    problems.push(problem('media-wrong-type', { expected: 'no' }));
  return problems;
}

/** Instagram feed images: JPEG, aspect ratio between 4:5 and 1.91:1. */
function feedImageRules(media: RuleMedia[]): PostProblem[] {
  return media.flatMap((file) => {
    if (file.kind !== 'image') return [];
    const problems: PostProblem[] = [];
    if (!isJpeg(file)) problems.push(problem('image-format', { name: file.name }));
    const ratio = ratioOf(file);
    if (ratio !== null && (ratio < limits.instagramMinAspectRatio - 0.005 || ratio > limits.instagramMaxAspectRatio))
      problems.push(problem('aspect-ratio', { name: file.name, ratio: rounded(ratio) }));
    return problems;
  });
}

function instagramRules(input: RuleInput): PostProblem[] {
  const problems: PostProblem[] = [];
  const { media } = input;
  if (input.message.length > limits.instagramCaptionLength)
    problems.push(problem('caption-too-long', { max: limits.instagramCaptionLength }));
  const hashtags = hashtagsIn(input.message).length;
  if (hashtags > input.hashtagsPerCaption)
    problems.push(problem('too-many-hashtags', { max: input.hashtagsPerCaption, count: hashtags }));
  if (input.type === 'image') {
    problems.push(...kindRules(media, 'image', 'media-wrong-type', 1), ...feedImageRules(media));
  } else if (input.type === 'carousel') {
    if (media.length < limits.carouselMinItems || media.length > limits.carouselMaxItems)
      problems.push(problem('carousel-size', { min: limits.carouselMinItems, max: limits.carouselMaxItems }));
    problems.push(...feedImageRules(media));
  } else if (input.type === 'reel') {
    problems.push(...kindRules(media, 'video', 'one-video-only', 1));
  } else if (media.length !== 1) {
    problems.push(problem(media.length === 0 ? 'media-required' : 'media-wrong-type', { expected: 'one' }));
  } else if (media[0]!.kind === 'image') {
    const story = media[0]!;
    if (!isJpeg(story)) problems.push(problem('image-format', { name: story.name }));
    const ratio = ratioOf(story);
    if (ratio !== null && Math.abs(ratio - 9 / 16) > 0.01)
      problems.push(problem('story-aspect-ratio', { name: story.name, ratio: rounded(ratio) }, 'warning'));
  }
  return problems;
}

/** Pre-flight rules that need neither Meta nor the database: the post's type, text, media and time. */
export function postRules(input: RuleInput): PostProblem[] {
  return [
    ...scheduleRules(input),
    ...(input.network === 'facebook' ? facebookRules(input) : instagramRules(input)),
    ...sizeRules(input.media),
  ];
}
