import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { ConversationsRepository, Viewer } from '../inbox/index.ts';
import type { StoryQuickRepliesRepository } from './story-quick-replies.repository.ts';

/**
 * The account of the insta-id header for the story answers' screens (quick replies and story campaigns): there (404).
 * The header given, owned, and Instagram turned on are the request context's; the reply feature is the route's.
 */
export async function requireStoryAnswerAccount(
  deps: { stories: StoryQuickRepliesRepository },
  accountId: number,
): Promise<number> {
  const account = await deps.stories.replyAccount(accountId);
  if (!account) throw notFound();
  return account.id;
}

/** The image of an answer: an upload of the viewer's own, and an image. */
export async function storyAnswerImageOf(
  conversations: ConversationsRepository,
  mediaId: number | null,
  viewer: Viewer,
): Promise<number | null> {
  if (mediaId === null) return null;
  const file = await conversations.mediaFile(mediaId, viewer);
  if (!file) throw new AppError('validation', { fieldErrors: { media_id: ['inbox-media-not-found'] } });
  if (file.kind !== 'image')
    throw new AppError('validation', { fieldErrors: { media_id: ['story-quick-reply-image-only'] } });
  return file.id;
}
