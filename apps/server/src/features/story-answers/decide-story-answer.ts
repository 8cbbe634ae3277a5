import { findKeyword, messagingWindowAt, type StoryQuickReplyKind, type StoryQuickReplyReason } from '@app/contract';

export type IncomingStoryMessage = {
  kind: StoryQuickReplyKind;
  text: string | null;
  story: { id: string | null; url: string | null } | null;
};

export type StoryAnswerDecision = { answer: true } | { skip: StoryQuickReplyReason };

/**
 * Whether an enabled quick reply or story campaign answers this mention or reply now: the keywords (story replies only, empty
 * answers every reply, Arabic-aware) and Meta's 24-hour window, which the incoming message itself opened.
 */
export function decideStoryAnswer(
  settings: { keywords: readonly string[] },
  incoming: IncomingStoryMessage,
  window: { lastIncomingAt: Date | null; now: Date },
): StoryAnswerDecision {
  if (incoming.kind === 'story_reply' && settings.keywords.length > 0) {
    if (findKeyword(incoming.text ?? '', settings.keywords) === null) return { skip: 'keyword-miss' };
  }
  if (messagingWindowAt(window.lastIncomingAt, window.now, false).state !== 'open')
    return { skip: 'outside-messaging-window' };
  return { answer: true };
}

/** The story a mention or reply is about: Meta names a replied-to story by id, a mention only by its address. */
export const storyKeyOf = (story: IncomingStoryMessage['story']): string | null => story?.id ?? story?.url ?? null;

/** Held by the answer to one person for one story, so a second mention or reply of it is not answered again. */
export const onceKeyOf = (accountId: number, kind: StoryQuickReplyKind, metaUserId: string, storyKey: string) =>
  `${accountId}:${kind}:${metaUserId}:${storyKey}`;
