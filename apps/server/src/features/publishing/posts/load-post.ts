import type { Post, PostProblem } from '@app/contract/publishing';
import type { PublishingDeps } from '../publishing-deps.ts';
import { toPostDto } from './post-dto.ts';
import type { PostRow } from './posts.repository.ts';

/** Posts as the API shows them, with their targets and media (one query each for the whole list). */
export async function loadPostDtos(deps: PublishingDeps, rows: PostRow[]): Promise<Post[]> {
  const { posts, media } = deps.repositories;
  const [targets, files] = await Promise.all([
    posts.targetsOf(rows.map((row) => row.id)),
    media.postMediaByIds([...new Set(rows.flatMap((row) => row.mediaIds))]),
  ]);
  return rows.map((row) => toPostDto(row, targets, files, deps.config.appUrl));
}

export async function loadPostDto(deps: PublishingDeps, row: PostRow, warnings?: PostProblem[]): Promise<Post> {
  const [post] = await loadPostDtos(deps, [row]);
  return warnings ? { ...post!, warnings } : post!;
}
