import type {
  InterfaceLocale,
  StoryMentionQuickReplyBody,
  StoryQuickReply,
  StoryQuickReplyKind,
  StoryQuickReplyTrailItem,
  StoryReplyQuickReplyBody,
} from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { failureText } from '../inbox/index.ts';
import type { AnswerTrailReports, ConversationsRepository, StoryAnswerTrailRow, Viewer } from '../inbox/index.ts';
import { requireStoryAnswerAccount, storyAnswerImageOf } from './story-answer-account.ts';
import type { StoryQuickRepliesRepository, StoryQuickReplySettings } from './story-quick-replies.repository.ts';

type SaveBody = StoryMentionQuickReplyBody | (StoryReplyQuickReplyBody & { keywords?: string[] });
/** How many of a story answer's latest trail rows its screen shows. */
export const storyTrailPageSize = 50;

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

/** One row of a story answer trail as the API shows it (the quick replies' and the story campaigns'). */
export function toStoryAnswerTrailDto(row: StoryAnswerTrailRow, locale: InterfaceLocale): StoryQuickReplyTrailItem {
  const { trail } = row;
  const answer = row.answer ?? {
    status: null,
    metaMessageId: null,
    errorCode: null,
    errorSubcode: null,
    errorMessage: null,
  };
  // An answer row removed with its conversation's messages reads as failed: nothing says it was sent.
  const status = trail.reason !== null ? 'skipped' : (answer.status ?? 'failed');
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
  /** The inbox's answer trail: the quick replies' rows. */
  trails: AnswerTrailReports;
  conversations: ConversationsRepository;
  clock: Clock;
  appUrl: string;
}) {
  const { stories, trails } = deps;

  const requireAccount = (accountId: number) => requireStoryAnswerAccount(deps, accountId);

  return {
    async get(kind: StoryQuickReplyKind, accountId: number, locale: InterfaceLocale) {
      const id = await requireAccount(accountId);
      const [settings, trail] = await Promise.all([
        stories.settings(id, kind),
        trails.storyTrail(id, { quickReply: kind }, storyTrailPageSize),
      ]);
      return {
        quick_reply: toQuickReplyDto(kind, settings, deps.appUrl),
        trail: trail.map((row) => toStoryAnswerTrailDto(row, locale)),
      };
    },

    async save(kind: StoryQuickReplyKind, accountId: number, body: SaveBody, viewer: Viewer) {
      const id = await requireAccount(accountId);
      const mediaId = await storyAnswerImageOf(deps.conversations, body.media_id, viewer);
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
