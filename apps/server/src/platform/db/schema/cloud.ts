import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/** A folder of the owner's media cloud (one level); a file names at most one (`media_files.folder_id`). */
export const mediaFolders = pgTable(
  'media_folders',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('media_folders_owner_name_unique').on(table.ownerUserId, table.name),
    index('media_folders_owner_idx').on(table.ownerUserId),
  ],
);
