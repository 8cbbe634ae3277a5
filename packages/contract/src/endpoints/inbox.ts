import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams } from '../http/ids.ts';
import {
  botSettingsResponseSchema,
  botSettingsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  inboxChannels,
  inboxMessageSchema,
  sendMessageBodySchema,
  subscriberLabelsBodySchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberSchema,
  threadQuerySchema,
  threadSchema,
  unreadCountsSchema,
} from '../inbox.ts';
import { attachmentFileSchema } from '../publishing.ts';
import { messageAttachmentExtensions } from '../uploads.ts';
import { emptyBody } from './common.ts';

const tags = ['inbox'];
const ownerErrors = [401, 403, 404, 422] as const;

/** An attachment of a message: any format of spec section 5, each within its kind's size. */
const attachmentUpload = defineEndpoint(apiRoutes.inbox.uploadAttachment, {
  tags,
  summary: 'Upload an image, video, audio or file to send in a message (multipart `file`)',
  description:
    'Images png, jpg, gif up to 8 MB; videos up to 100 MB; audio amr, mp3, wav and files pdf, xls, xlsx, csv, rar, zip, txt up to 25 MB (Messenger\u2019s limit). Answers the stored media; a message names it by `media_id`.',
  multipart: {
    fields: z.object({ file_url: z.string().describe('Set by the server: the stored address of `file`') }),
    files: { file: { description: 'The attachment', extensions: messageAttachmentExtensions } },
  },
  response: z.object({ media: attachmentFileSchema }),
  errors: [401, 413, 422],
});

export const inboxEndpoints = {
  conversations: defineEndpoint(apiRoutes.inbox.conversations, {
    tags,
    summary: 'Conversations of the current page (messenger, page-id) or Instagram account (instagram, insta-id)',
    description: 'Newest activity first, with unread counts; keyset paging with `before`.',
    query: conversationListQuerySchema,
    response: conversationListSchema,
    errors: ownerErrors,
  }),
  thread: defineEndpoint(apiRoutes.inbox.thread, {
    tags,
    summary: 'One conversation with its latest messages (older ones with before_id)',
    params: idParams,
    query: threadQuerySchema,
    response: threadSchema,
    errors: ownerErrors,
  }),
  send: defineEndpoint(apiRoutes.inbox.send, {
    tags,
    summary: 'Reply from the inbox: text, emoji, an image or a file, sent once per client_id',
    description:
      'Inside the 24 h window a RESPONSE; up to 7 days a HUMAN_AGENT-tagged message where the app has that feature; otherwise refused with 422 saying why. Typing and mark-seen follow the page\u2019s bot settings.',
    params: idParams,
    body: sendMessageBodySchema,
    response: z.object({ message: inboxMessageSchema }),
    errors: [401, 403, 404, 409, 422],
  }),
  markRead: defineEndpoint(apiRoutes.inbox.markRead, {
    tags,
    summary: 'Mark the conversation read here (and seen on Meta when mark-seen is on)',
    params: idParams,
    body: emptyBody,
    response: null,
    errors: ownerErrors,
  }),
  unread: defineEndpoint(apiRoutes.inbox.unread, {
    tags,
    summary: "Unread conversations of the caller's pages and Instagram accounts, for the menu badge",
    response: unreadCountsSchema,
    errors: [401],
  }),
  events: defineEndpoint(apiRoutes.inbox.events, {
    tags,
    summary: 'Server-sent events: new messages, reads and sends of the caller\u2019s conversations, as they happen',
    description:
      'text/event-stream; each event is `event: <type>` and `data: <json>`. Read with fetch (it needs the bearer header).',
    query: z.object({ channel: z.enum(inboxChannels).optional() }),
    response: z.string().describe('An event stream'),
    errors: [401, 422],
  }),
  uploadAttachment: attachmentUpload,
};

export const botEndpoints = {
  subscribers: defineEndpoint(apiRoutes.bot.subscribers, {
    tags: ['bot'],
    summary: 'Subscribers of the current page or Instagram account, searchable and filtered',
    query: subscriberListQuerySchema,
    response: subscriberListSchema,
    errors: ownerErrors,
  }),
  exportSubscribers: defineEndpoint(apiRoutes.bot.exportSubscribers, {
    tags: ['bot'],
    summary: 'The same list as CSV (UTF-8 with BOM, for spreadsheets)',
    query: subscriberListQuerySchema.omit({ page: true, limit: true }),
    response: z.string().describe('text/csv'),
    errors: ownerErrors,
  }),
  subscriberLabels: defineEndpoint(apiRoutes.bot.subscriberLabels, {
    tags: ['bot'],
    summary: "Set a subscriber's labels",
    params: idParams,
    body: subscriberLabelsBodySchema,
    response: z.object({ subscriber: subscriberSchema }),
    errors: ownerErrors,
  }),
  settings: defineEndpoint(apiRoutes.bot.settings, {
    tags: ['bot'],
    summary: "The current page's bot settings, as saved and as read back from Meta's Messenger Profile",
    response: botSettingsResponseSchema,
    errors: ownerErrors,
  }),
  saveSettings: defineEndpoint(apiRoutes.bot.saveSettings, {
    tags: ['bot'],
    summary: "Save the current page's bot settings and push them to Meta's Messenger Profile API",
    description: 'A refusal by Meta is answered with its message (422); the settings are kept either way.',
    body: botSettingsSchema,
    response: botSettingsResponseSchema,
    errors: ownerErrors,
  }),
  referralSubscribers: defineEndpoint(apiRoutes.bot.referralSubscribers, {
    tags: ['bot'],
    summary: "Subscribers of the pages a referral agent brought (spec: the referral agents' subscribers screen)",
    query: subscriberListQuerySchema,
    response: subscriberListSchema,
    errors: [401, 403, 422],
  }),
};
