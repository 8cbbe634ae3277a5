import {
  featureGroups,
  type StoryAnswerSource,
  type StoryQuickReplyKind,
  type StoryQuickReplyReason,
} from '@app/contract';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { answerMessage, incomingMessage, trailAnswerColumns } from '../inbox/index.ts';
import {
  inboxMessages,
  instagramAccountFeatures,
  instagramAccounts,
  mediaFiles,
  storyQuickReplies,
  storyQuickReplyTrails,
  subscribers,
} from '../../platform/db/schema.ts';

export type StoryQuickReplyRow = typeof storyQuickReplies.$inferSelect;
export type StoryQuickReplySettings = StoryQuickReplyRow & { mediaBlobKey: string | null };

/** A claim of one incoming mention or reply: answered (with the pending answer's row) or skipped with why. */
export type TrailClaim = {
  instagramAccountId: number;
  kind: StoryQuickReplyKind;
  source: StoryAnswerSource;
  incomingMid: string;
  incomingMessageId: number;
  subscriberId: number;
  storyKey: string | null;
  onceKey: string | null;
  decision: { answer: { text: string | null; attachmentUrl: string | null } } | { skip: StoryQuickReplyReason };
  at: Date;
};
export type ClaimOutcome = { claimed: false } | { claimed: true; trailId: number; answerMessageId: number | null };

const replyFeatureSlugs = [...featureGroups.has_reply];
const trailPageSize = 50;

export function createStoryQuickRepliesRepository(db: Db) {
  async function settingsWhere(accountId: number, kind: StoryQuickReplyKind) {
    const [row] = await db
      .select({ settings: storyQuickReplies, mediaBlobKey: mediaFiles.blobKey })
      .from(storyQuickReplies)
      .leftJoin(mediaFiles, eq(mediaFiles.id, storyQuickReplies.mediaId))
      .where(and(eq(storyQuickReplies.instagramAccountId, accountId), eq(storyQuickReplies.kind, kind)));
    return row ? { ...row.settings, mediaBlobKey: row.mediaBlobKey } : null;
  }

  /** The account when it exists and has a reply feature; ownership is the request context's. */
  async function replyAccountOf(accountId: number): Promise<{ id: number; ownerCanReply: boolean } | null> {
    const [row] = await db
      .select({
        id: instagramAccounts.id,
        ownerCanReply: sql<boolean>`exists (select 1 from ${instagramAccountFeatures}
          where ${instagramAccountFeatures.accountId} = ${instagramAccounts.id}
            and ${inArray(instagramAccountFeatures.slug, replyFeatureSlugs)})`,
      })
      .from(instagramAccounts)
      .where(and(eq(instagramAccounts.id, accountId), isNull(instagramAccounts.deletedAt)));
    return row ?? null;
  }

  return {
    replyAccount: replyAccountOf,

    settings: settingsWhere,

    /** The account's quick reply for an incoming event when it is enabled; whether the account may reply is the caller's. */
    async enabledSettings(accountId: number, kind: StoryQuickReplyKind): Promise<StoryQuickReplySettings | null> {
      const settings = await settingsWhere(accountId, kind);
      return settings?.enabled ? settings : null;
    },

    async save(values: typeof storyQuickReplies.$inferInsert): Promise<void> {
      const { instagramAccountId: _account, kind: _kind, ...changes } = values;
      await db
        .insert(storyQuickReplies)
        .values(values)
        .onConflictDoUpdate({ target: [storyQuickReplies.instagramAccountId, storyQuickReplies.kind], set: changes });
    },

    /**
     * The trail row first (unique mid, and the once-per-story key while an answer stands), then the pending answer
     * in the conversation, in one transaction: a second delivery or a second reply to the same story claims nothing.
     */
    async claim(claim: TrailClaim): Promise<ClaimOutcome> {
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
        const { text, attachmentUrl } = claim.decision.answer;
        const [message] = await tx
          .insert(inboxMessages)
          .values({
            subscriberId: claim.subscriberId,
            direction: 'out',
            kind: attachmentUrl ? 'image' : 'text',
            author: 'bot',
            text,
            attachments: attachmentUrl ? [{ type: 'image', url: attachmentUrl }] : [],
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

    /** The quick reply's latest rows, each with the incoming message, the person and the answer's own status. */
    latest: (accountId: number, kind: StoryQuickReplyKind) =>
      latestWhere(
        and(
          eq(storyQuickReplyTrails.instagramAccountId, accountId),
          eq(storyQuickReplyTrails.kind, kind),
          eq(storyQuickReplyTrails.source, 'quick-reply'),
        ),
      ),

    /** The latest rows of the campaign on one story's replies. */
    latestOfStoryCampaign: (accountId: number, storyId: string) =>
      latestWhere(
        and(
          eq(storyQuickReplyTrails.instagramAccountId, accountId),
          eq(storyQuickReplyTrails.storyKey, storyId),
          eq(storyQuickReplyTrails.source, 'story-campaign'),
        ),
      ),
  };

  function latestWhere(condition: SQL | undefined) {
    return db
      .select({ trail: storyQuickReplyTrails, ...trailAnswerColumns, incomingStory: incomingMessage.story })
      .from(storyQuickReplyTrails)
      .innerJoin(subscribers, eq(subscribers.id, storyQuickReplyTrails.subscriberId))
      .leftJoin(incomingMessage, eq(incomingMessage.id, storyQuickReplyTrails.incomingMessageId))
      .leftJoin(answerMessage, eq(answerMessage.id, storyQuickReplyTrails.answerMessageId))
      .where(condition)
      .orderBy(desc(storyQuickReplyTrails.id))
      .limit(trailPageSize);
  }
}
export type StoryQuickRepliesRepository = ReturnType<typeof createStoryQuickRepliesRepository>;
