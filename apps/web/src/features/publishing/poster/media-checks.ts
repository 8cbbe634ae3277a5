import {
  instagramImageExtensions,
  postImageExtensions,
  postVideoExtensions,
  publishingLimits,
  type PostNetwork,
  type PostType,
} from '@app/contract/publishing-limits';

/** What a post type takes: which files and how many (Meta's limits, spec sections 5 and 9). */
export type MediaRule = {
  imageExtensions: readonly string[];
  videoExtensions: readonly string[];
  min: number;
  max: number;
};

const none: readonly string[] = [];

export function mediaRuleOf(network: PostNetwork, type: PostType): MediaRule {
  const instagramImages = instagramImageExtensions;
  if (network === 'facebook') {
    if (type === 'photos')
      return {
        imageExtensions: postImageExtensions,
        videoExtensions: none,
        min: 1,
        max: publishingLimits.facebookPhotosPerPost,
      };
    if (type === 'video') return { imageExtensions: none, videoExtensions: postVideoExtensions, min: 1, max: 1 };
    return { imageExtensions: none, videoExtensions: none, min: 0, max: 0 };
  }
  if (type === 'carousel')
    return {
      imageExtensions: instagramImages,
      videoExtensions: postVideoExtensions,
      min: publishingLimits.carouselMinItems,
      max: publishingLimits.carouselMaxItems,
    };
  if (type === 'reel') return { imageExtensions: none, videoExtensions: postVideoExtensions, min: 1, max: 1 };
  if (type === 'story')
    return { imageExtensions: instagramImages, videoExtensions: postVideoExtensions, min: 1, max: 1 };
  return { imageExtensions: instagramImages, videoExtensions: none, min: 1, max: 1 };
}

/** The file picker's `accept`, from the rule's extensions. */
export function acceptOf(rule: MediaRule): string {
  return [...rule.imageExtensions, ...rule.videoExtensions].map((extension) => `.${extension}`).join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type FileRejection =
  | { name: string; reason: 'type'; expected: string }
  | { name: string; reason: 'image-size' | 'video-size'; maxBytes: number }
  | { name: string; reason: 'count'; max: number };

/**
 * Checks picked files before any byte is uploaded: the type by its extension, the size by the kind's limit, and
 * the count against what the post already holds.
 */
export function checkPickedFiles(
  files: readonly File[],
  rule: MediaRule,
  alreadyHeld: number,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const expected = [...rule.imageExtensions, ...rule.videoExtensions].join(', ');
  for (const file of files) {
    const extension = extensionOf(file.name);
    const isImage = rule.imageExtensions.includes(extension);
    const isVideo = rule.videoExtensions.includes(extension);
    if (!isImage && !isVideo) rejected.push({ name: file.name, reason: 'type', expected });
    else if (isImage && file.size > publishingLimits.imageMaxBytes)
      rejected.push({ name: file.name, reason: 'image-size', maxBytes: publishingLimits.imageMaxBytes });
    else if (isVideo && file.size > publishingLimits.videoMaxBytes)
      rejected.push({ name: file.name, reason: 'video-size', maxBytes: publishingLimits.videoMaxBytes });
    else if (alreadyHeld + accepted.length >= rule.max)
      rejected.push({ name: file.name, reason: 'count', max: rule.max });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
