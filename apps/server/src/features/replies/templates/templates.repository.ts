import type { PrivateMessage } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { commentTemplates, replyTemplates } from '../../../platform/db/schema.ts';
import { ownedBy, ownerColumns, type ReplyOwner } from '../scope/reply-owner.ts';
import { replyTemplateMessageJson } from './reply-template-message.ts';

type StoredReplyTemplate = typeof replyTemplates.$inferSelect;
export type ReplyTemplateRow = Omit<StoredReplyTemplate, 'message'> & { message: PrivateMessage };

const toReplyTemplate = (row: StoredReplyTemplate): ReplyTemplateRow => ({
  ...row,
  message: replyTemplateMessageJson.read(row.message),
});

/** Saved public reply texts (comment templates) and private messages (reply templates) of a page. */
export function createTemplatesRepository(db: Db) {
  return {
    listCommentTemplates: (pageId: number) =>
      db.select().from(commentTemplates).where(eq(commentTemplates.pageId, pageId)).orderBy(desc(commentTemplates.id)),

    async findCommentTemplate(id: number, pageId: number) {
      const [row] = await db
        .select()
        .from(commentTemplates)
        .where(and(eq(commentTemplates.id, id), eq(commentTemplates.pageId, pageId)));
      return row ?? null;
    },

    async saveCommentTemplate(pageId: number, values: { id?: number; name: string; replies: string[] }) {
      if (values.id) {
        const [row] = await db
          .update(commentTemplates)
          .set({ name: values.name, replies: values.replies })
          .where(and(eq(commentTemplates.id, values.id), eq(commentTemplates.pageId, pageId)))
          .returning();
        return row ?? null;
      }
      const [row] = await db
        .insert(commentTemplates)
        .values({ pageId, name: values.name, replies: values.replies })
        .returning();
      return row!;
    },

    async deleteCommentTemplate(id: number, pageId: number) {
      const rows = await db
        .delete(commentTemplates)
        .where(and(eq(commentTemplates.id, id), eq(commentTemplates.pageId, pageId)))
        .returning();
      return rows.length > 0;
    },

    async listReplyTemplates(owner: ReplyOwner) {
      const rows = await db
        .select()
        .from(replyTemplates)
        .where(ownedBy(replyTemplates, owner))
        .orderBy(desc(replyTemplates.id));
      return rows.map(toReplyTemplate);
    },

    async findReplyTemplate(id: number, owner: ReplyOwner) {
      const [row] = await db
        .select()
        .from(replyTemplates)
        .where(and(eq(replyTemplates.id, id), ownedBy(replyTemplates, owner)));
      return row ? toReplyTemplate(row) : null;
    },

    async saveReplyTemplate(owner: ReplyOwner, values: { id?: number; name: string; message: PrivateMessage }) {
      const message = replyTemplateMessageJson.write(values.message);
      if (values.id) {
        const [row] = await db
          .update(replyTemplates)
          .set({ name: values.name, message })
          .where(and(eq(replyTemplates.id, values.id), ownedBy(replyTemplates, owner)))
          .returning();
        return row ? toReplyTemplate(row) : null;
      }
      const pageId = owner.channel === 'fb' ? owner.pageId : null;
      const [row] = await db
        .insert(replyTemplates)
        .values({ pageId, ...ownerColumns(owner), name: values.name, message })
        .returning();
      return toReplyTemplate(row!);
    },

    async deleteReplyTemplate(id: number, owner: ReplyOwner) {
      const rows = await db
        .delete(replyTemplates)
        .where(and(eq(replyTemplates.id, id), ownedBy(replyTemplates, owner)))
        .returning();
      return rows.length > 0;
    },
  };
}
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
