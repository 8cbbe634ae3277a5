import type {
  AppLocale,
  StoryMentionQuickReplyBody,
  StoryQuickReply,
  StoryQuickReplyKind,
  StoryQuickReplyTrailItem,
  StoryReplyQuickReplyBody,
} from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { failureText } from '../conversations/conversation-dto.ts';
import type { ConversationsRepository, Viewer } from '../conversations/conversations.repository.ts';
import type { StoryQuickRepliesRepository, StoryQuickReplySettings } from './story-quick-replies.repository.ts';

type SaveBody = StoryMentionQuickReplyBody | (StoryReplyQuickReplyBody & { keywords?: string[] });
type TrailRow = Awaited<ReturnType<StoryQuickRepliesRepository['latest']>>[number];

function toQuickReplyDto(kind: StoryQuickReplyKind, row: StoryQuickReplySettings | null, appUrl: string) {
  const dto: StoryQuickReply = {
    kind,
    enabled: row?.enabled ?? false,
    text: row?.text ?? '',
    media: row?.mediaId && row.mediaBlobKey ? { id: row.mediaId, url: `${appUrl}/${row.mediaBlobKey}` } : null,
    keywords: row?.keywords ?? [],
    once_per_story: row?.oncePerStory ?? true,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
  return dto;
}

function toTrailDto(row: TrailRow, locale: AppLocale): StoryQuickReplyTrailItem {
  const { trail } = row;
  const answer = row.answer ?? {
    status: null,
    metaMessageId: null,
    errorCode: null,
    errorSubcode: null,
    errorMessage: null,
  };
  // An answer row removed with its conversation's messages reads as failed: nothing says it was sent.
  const status = trail.status === 'skipped' ? 'skipped' : (answer.status ?? 'failed');
  return {
    id: trail.id,
    conversation_id: trail.subscriberId,
    person: { meta_user_id: row.personId, name: row.personName },
    story_url: row.incomingStory?.url ?? null,
    incoming_text: row.incomingText,
    status,
    reason: trail.reason,
    error:
      status === 'failed'
        ? failureText(
            {
              status: 'failed',
              errorCode: answer.errorCode ?? null,
              errorSubcode: answer.errorSubcode ?? null,
              errorMessage: answer.errorMessage ?? null,
            },
            locale,
          )
        : null,
    sent_message_id: status === 'sent' ? answer.metaMessageId : null,
    received_at: trail.createdAt.toISOString(),
  };
}

/** The two quick replies of an Instagram account (the insta-id header), read and saved by its owner. */
export function createStoryQuickRepliesService(deps: {
  stories: StoryQuickRepliesRepository;
  conversations: ConversationsRepository;
  clock: Clock;
  appUrl: string;
  instagramEnabled: boolean;
}) {
  const { stories } = deps;

  async function requireAccount(accountId: number | null): Promise<number> {
    if (!deps.instagramEnabled) throw notFound();
    if (accountId === null)
      throw new AppError('validation', {
        messageKey: 'instagram-account-required',
        fieldErrors: { 'insta-id': ['instagram-account-required'] },
      });
    const account = await stories.replyAccount(accountId);
    if (!account) throw notFound();
    if (!account.ownerCanReply) throw new AppError('forbidden', { messageKey: 'feature-missing' });
    return account.id;
  }

  async function imageOf(mediaId: number | null, viewer: Viewer): Promise<number | null> {
    if (mediaId === null) return null;
    const file = await deps.conversations.mediaFile(mediaId, viewer);
    if (!file) throw new AppError('validation', { fieldErrors: { media_id: ['inbox-media-not-found'] } });
    if (file.kind !== 'image')
      throw new AppError('validation', { fieldErrors: { media_id: ['story-quick-reply-image-only'] } });
    return file.id;
  }

  return {
    async get(kind: StoryQuickReplyKind, accountId: number | null, locale: AppLocale) {
      const id = await requireAccount(accountId);
      const [settings, trail] = await Promise.all([stories.settings(id, kind), stories.latest(id, kind)]);
      return {
        quick_reply: toQuickReplyDto(kind, settings, deps.appUrl),
        trail: trail.map((row) => toTrailDto(row, locale)),
      };
    },

    async save(kind: StoryQuickReplyKind, accountId: number | null, body: SaveBody, viewer: Viewer) {
      const id = await requireAccount(accountId);
      const mediaId = await imageOf(body.media_id, viewer);
      await stories.save({
        instagramAccountId: id,
        kind,
        enabled: body.enabled,
        text: body.text,
        mediaId,
        keywords: kind === 'story_reply' && 'keywords' in body ? (body.keywords ?? []) : [],
        oncePerStory: body.once_per_story,
        updatedAt: deps.clock.now(),
      });
      return { quick_reply: toQuickReplyDto(kind, await stories.settings(id, kind), deps.appUrl) };
    },
  };
}
export type StoryQuickRepliesService = ReturnType<typeof createStoryQuickRepliesService>;
