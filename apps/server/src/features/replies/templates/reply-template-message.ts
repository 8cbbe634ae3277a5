import { privateMessageSchema } from '@app/contract';
import { versionedJson } from '../../../platform/db/versioned-json.ts';

/** `reply_templates.message`: the private message a template sends, versioned. */
export const replyTemplateMessageJson = versionedJson(privateMessageSchema);
