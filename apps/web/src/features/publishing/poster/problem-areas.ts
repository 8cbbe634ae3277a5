import type { PostProblem, PostProblemCode } from '@app/contract/publishing';

/** Where on the form a pre-flight problem is shown: beside the field it concerns, or the targets for a page's. */
export type ProblemArea = 'targets' | 'message' | 'background' | 'link' | 'media' | 'schedule';

const areaOfCode: Partial<Record<PostProblemCode, ProblemArea>> = {
  'status-background-too-long': 'background',
  'status-background-text-only': 'background',
  'media-required': 'media',
  'media-not-found': 'media',
  'media-wrong-type': 'media',
  'media-too-large': 'media',
  'image-format': 'media',
  'aspect-ratio': 'media',
  'story-aspect-ratio': 'media',
  'carousel-size': 'media',
  'too-many-photos': 'media',
  'one-video-only': 'media',
  'link-required': 'link',
  'caption-too-long': 'message',
  'too-many-hashtags': 'message',
  'schedule-in-past': 'schedule',
  'schedule-too-far': 'schedule',
};

export function areaOf(problem: PostProblem): ProblemArea {
  if (problem.target_id !== null) return 'targets';
  return areaOfCode[problem.code] ?? 'targets';
}

export function problemsIn(problems: readonly PostProblem[], area: ProblemArea): PostProblem[] {
  return problems.filter((problem) => areaOf(problem) === area);
}
