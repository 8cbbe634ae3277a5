import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/** One-time links to set a new password (issued by an admin or sent by email); only the token's SHA-256 is kept. */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The admin who issued it; null when the owner asked for it by email. */
    issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_links_token_hash_key').on(table.tokenHash),
    index('password_reset_links_user_id_idx').on(table.userId),
  ],
);
