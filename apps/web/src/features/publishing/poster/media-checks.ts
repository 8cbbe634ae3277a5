import {
  instagramImageExtensions,
  postImageExtensions,
  postVideoExtensions,
  publishingLimits,
  type PostNetwork,
  type PostType,
} from '@app/contract/publishing-limits';
import { acceptOf, checkUploadFile, type UploadRejection } from '@/shared/upload/upload-checks.ts';

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
export const acceptOfRule = (rule: MediaRule): string => acceptOf([...rule.imageExtensions, ...rule.videoExtensions]);

export type FileRejection = UploadRejection | { name: string; reason: 'count'; max: number };

/**
 * Checks picked files before any byte is uploaded: the type and size by the one upload check (a post's own size
 * limits), and the count against what the post already holds.
 */
export function checkPickedFiles(
  files: readonly File[],
  rule: MediaRule,
  alreadyHeld: number,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const extensions = [...rule.imageExtensions, ...rule.videoExtensions];
  const postLimits = { image: publishingLimits.imageMaxBytes, video: publishingLimits.videoMaxBytes };
  for (const file of files) {
    const rejection = checkUploadFile(file, extensions, postLimits);
    if (rejection) rejected.push(rejection);
    else if (alreadyHeld + accepted.length >= rule.max)
      rejected.push({ name: file.name, reason: 'count', max: rule.max });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
