import type { StoryAnswerSource, StoryQuickReplyKind, StoryQuickReplyReason } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { inboxMessages, storyQuickReplyTrails } from '../../../platform/db/schema.ts';
import type { AnswerContent } from './answer-content.ts';
import type { TrailClaimOutcome } from './bot-trail.repository.ts';

/** A claim of one incoming story mention or reply: answered (with the pending answer's row) or skipped with why. */
export type StoryClaim = {
  instagramAccountId: number;
  kind: StoryQuickReplyKind;
  source: StoryAnswerSource;
  incomingMid: string;
  incomingMessageId: number;
  subscriberId: number;
  storyKey: string | null;
  onceKey: string | null;
  decision: { answer: AnswerContent } | { skip: StoryQuickReplyReason };
  at: Date;
};

/** The story answers' trail (`story_quick_reply_trails`): each incoming mention or reply claimed once. */
export function createStoryTrailRepository(db: Db) {
  return {
    /**
     * The trail row first (unique mid, and the once-per-story key while an answer stands), then the pending answer
     * in the conversation, in one transaction: a second delivery or a second reply to the same story claims nothing.
     */
    async claim(claim: StoryClaim): Promise<TrailClaimOutcome> {
      return db.transaction(async (tx) => {
        const answering = 'answer' in claim.decision;
        const [trail] = await tx
          .insert(storyQuickReplyTrails)
          .values({
            instagramAccountId: claim.instagramAccountId,
            kind: claim.kind,
            source: claim.source,
            incomingMid: claim.incomingMid,
            incomingMessageId: claim.incomingMessageId,
            subscriberId: claim.subscriberId,
            storyKey: claim.storyKey,
            onceKey: answering ? claim.onceKey : null,
            status: answering ? 'answered' : 'skipped',
            reason: 'skip' in claim.decision ? claim.decision.skip : null,
            createdAt: claim.at,
          })
          .onConflictDoNothing()
          .returning({ id: storyQuickReplyTrails.id });
        if (!trail) return { claimed: false };
        if (!('answer' in claim.decision)) return { claimed: true, trailId: trail.id, answerMessageId: null };
        const { stored } = claim.decision.answer;
        const [message] = await tx
          .insert(inboxMessages)
          .values({
            subscriberId: claim.subscriberId,
            direction: 'out',
            kind: stored.kind,
            author: 'bot',
            text: stored.text,
            attachments: stored.attachments,
            clientId: `story-quick-reply:${trail.id}`,
            status: 'pending',
            occurredAt: claim.at,
          })
          .returning({ id: inboxMessages.id });
        await tx
          .update(storyQuickReplyTrails)
          .set({ answerMessageId: message!.id })
          .where(eq(storyQuickReplyTrails.id, trail.id));
        return { claimed: true, trailId: trail.id, answerMessageId: message!.id };
      });
    },

    async claimedAlready(incomingMid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: storyQuickReplyTrails.id })
        .from(storyQuickReplyTrails)
        .where(eq(storyQuickReplyTrails.incomingMid, incomingMid));
      return row !== undefined;
    },

    /** A failed answer gives the story back: the person may be answered on their next mention or reply. */
    async releaseOnceKey(trailId: number): Promise<void> {
      await db.update(storyQuickReplyTrails).set({ onceKey: null }).where(eq(storyQuickReplyTrails.id, trailId));
    },
  };
}
export type StoryTrailRepository = ReturnType<typeof createStoryTrailRepository>;
