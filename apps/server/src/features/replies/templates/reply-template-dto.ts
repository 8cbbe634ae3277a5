import type { ReplyTemplateRow } from './templates.repository.ts';

/** A private message template as the API shows it. */
export const toReplyTemplateDto = (row: ReplyTemplateRow) => ({ id: row.id, name: row.name, message: row.message });
