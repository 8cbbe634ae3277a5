import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { commentHideReasons, pageSendingPauses, trailReasons } from './trail-reasons.ts';

/** Meta's limits for Messenger messages (Send API): the form and the API enforce the same numbers. */
export const messengerLimits = {
  textLength: 2000,
  /** A button template carries at most 640 characters of text above its buttons. */
  buttonTemplateTextLength: 640,
  buttonsPerMessage: 3,
  buttonTitleLength: 20,
  cardsPerMessage: 10,
  cardTitleLength: 80,
  cardSubtitleLength: 80,
  publicRepliesPerCampaign: 5,
  recommendedPublicReplies: 3,
  oldCommentsAnswered: 30,
} as const;

/** `products`: a card per store item with an "Order" button opening the page's order form (comment-to-order). */
export const replyMessageTypes = ['text', 'image', 'file', 'buttons', 'cards', 'products'] as const;
export type ReplyMessageType = (typeof replyMessageTypes)[number];
export * from './trail-reasons.ts';

export const replyStatuses = ['running', 'stopped_error', 'paused'] as const;
export type ReplyStatus = (typeof replyStatuses)[number];

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const messageButtonSchema = z
  .object({
    type: z.enum(['web_url', 'postback']).describe('web_url opens a link; postback sends the payload back to the bot'),
    title: trimmed(messengerLimits.buttonTitleLength),
    url: z.url().optional(),
    payload: z.string().trim().min(1).max(1000).optional(),
  })
  .refine((button) => (button.type === 'web_url' ? Boolean(button.url) : Boolean(button.payload)), {
    message: 'A link button needs a url, a postback button a payload',
    path: ['url'],
  });
export type MessageButton = z.infer<typeof messageButtonSchema>;

export const messageCardSchema = z.object({
  title: trimmed(messengerLimits.cardTitleLength),
  subtitle: z.string().trim().max(messengerLimits.cardSubtitleLength).optional(),
  image_url: z.url().optional(),
  buttons: z.array(messageButtonSchema).max(messengerLimits.buttonsPerMessage).default([]),
});
export type MessageCard = z.infer<typeof messageCardSchema>;

/** Meta refuses a button template whose text is longer than 640 characters, where a plain message takes 2000. */
export function checkButtonTemplateText(text: string, ctx: z.RefinementCtx) {
  const max = messengerLimits.buttonTemplateTextLength;
  if ([...text].length > max)
    ctx.addIssue({ code: 'custom', path: ['message'], message: 'max', params: { rule: 'max', max } });
}

/** The store items a product card shows, one card each (a carousel for several, Meta's 10 at most). */
export const productItemIds = z
  .array(idSchema)
  .max(messengerLimits.cardsPerMessage)
  .default([])
  .describe("The page's store items sent as product cards for message type products");

/** The private message: what the commenter receives in Messenger. */
export const privateMessageSchema = z
  .object({
    message_type: z.enum(replyMessageTypes).default('text'),
    message: z.string().trim().max(messengerLimits.textLength).default(''),
    buttons: z.array(messageButtonSchema).max(messengerLimits.buttonsPerMessage).default([]),
    cards: z.array(messageCardSchema).max(messengerLimits.cardsPerMessage).default([]),
    attachment_url: z
      .url()
      .nullable()
      .default(null)
      .describe('The image or file sent for message types image and file'),
    item_ids: productItemIds,
  })
  .superRefine((value, ctx) => {
    const need = (path: string, ok: boolean) =>
      ok || ctx.addIssue({ code: 'custom', path: [path], message: 'required', params: { rule: 'required' } });
    if (value.message_type === 'text') need('message', value.message.length > 0);
    if (value.message_type === 'buttons') {
      need('message', value.message.length > 0);
      need('buttons', value.buttons.length > 0);
      checkButtonTemplateText(value.message, ctx);
    }
    if (value.message_type === 'cards') need('cards', value.cards.length > 0);
    if (value.message_type === 'products') need('item_ids', value.item_ids.length > 0);
    if (value.message_type === 'image' || value.message_type === 'file')
      need('attachment_url', Boolean(value.attachment_url));
  });
export type PrivateMessage = z.infer<typeof privateMessageSchema>;

/** Multipart forms send every value as text: booleans arrive as "true"/"false"/"1"/"0"/"on". */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

const wordList = z.array(z.string().trim().min(1).max(100)).max(50).default([]);

/** The reply form's fields, shared with Instagram's form (which narrows some of them). */
export const replyCampaignFields = {
  id: idSchema.optional().describe('Set to edit an existing campaign'),
  name: trimmed(100).describe('Campaign name, shown in the list and the reports'),
  post: z
    .string()
    .trim()
    .regex(/^\d+(_\d+)?$/)
    .describe("The Facebook post the campaign answers comments on (Meta's post id)"),
  comment_enabled: formBoolean.default(true).describe('Reply publicly under each comment'),
  comments: z
    .array(z.string().trim().min(1).max(messengerLimits.textLength))
    .max(messengerLimits.publicRepliesPerCampaign)
    .default([])
    .describe(
      'Public reply texts (at most 5, 3 recommended); comment_number different ones are picked at random per comment',
    ),
  comment_template_id: idSchema.nullable().default(null).describe('Use a saved comment template instead of comments'),
  comment_number: z.coerce
    .number()
    .int()
    .min(1)
    .max(messengerLimits.publicRepliesPerCampaign)
    .default(1)
    .describe(
      'Public replies per matched comment, each a different text (fewer when there are fewer texts); each counts as one reply of the monthly quota',
    ),
  message_enabled: formBoolean
    .default(false)
    .describe('Send a private Messenger reply to each commenter (once per comment, within 7 days)'),
  message_type: z.enum(replyMessageTypes).default('text'),
  message: z.string().trim().max(messengerLimits.textLength).default(''),
  buttons: z.array(messageButtonSchema).max(messengerLimits.buttonsPerMessage).default([]),
  cards: z.array(messageCardSchema).max(messengerLimits.cardsPerMessage).default([]),
  attachment_url: z.url().nullable().default(null),
  item_ids: productItemIds,
  reply_type: z.enum(['generic']).default('generic'),
  keywords: wordList.describe(
    'Reply only to comments containing one of these (Arabic-aware); empty answers every comment',
  ),
  filter_words: wordList.describe('Never reply to comments containing one of these'),
  not_matching_reply: z
    .string()
    .trim()
    .max(messengerLimits.textLength)
    .nullable()
    .default(null)
    .describe('Public reply for comments that match no keyword; empty skips them'),
  enable_old: formBoolean.default(false).describe('When started, also answer the last 30 existing comments'),
  enable_multiple: formBoolean.default(false).describe('Answer every comment of the same person, not only the first'),
  include_url: formBoolean.default(false).describe('Add the post link to the private message'),
  flow_id: idSchema
    .nullable()
    .default(null)
    .describe('Comment to DM: the bot flow the commenter enters when they answer the private message (Messenger)'),
  hide_contact_comments: formBoolean
    .default(false)
    .describe(
      'Hide comments that contain a phone number or a link (from everyone but their author and friends); the private reply is still sent, the public reply is not',
    ),
  stop_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .describe('The campaign stops replying at this time'),
  schedule: z
    .object({
      type: z.literal('stop'),
      message: z.string().trim().max(messengerLimits.textLength).nullable().default(null),
    })
    .nullable()
    .default(null)
    .describe('After stop_at: comments get this public message instead (e.g. "the offer has ended")'),
};

type CampaignFormValue = {
  comment_enabled: boolean;
  message_enabled: boolean;
  comments: string[];
  comment_template_id?: number | null;
};

/** The form's cross-field rules: something to send, public texts when replying publicly, a whole private message. */
export function checkReplyCampaignForm(
  value: CampaignFormValue,
  ctx: z.RefinementCtx,
  messageSchema: z.ZodType = privateMessageSchema,
) {
  const required = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'required', params: { rule: 'required' } });
  if (!value.comment_enabled && !value.message_enabled) required('comment_enabled');
  if (value.comment_enabled && value.comments.length === 0 && (value.comment_template_id ?? null) === null)
    required('comments');
  if (value.message_enabled) {
    const message = messageSchema.safeParse(value);
    for (const issue of message.success ? [] : message.error.issues)
      ctx.addIssue({ ...issue, path: issue.path } as never);
  }
}

export const replyCampaignInputSchema = z
  .object(replyCampaignFields)
  .superRefine((value, ctx) => checkReplyCampaignForm(value, ctx));
export type ReplyCampaignInput = z.infer<typeof replyCampaignInputSchema>;

/**
 * What a campaign keeps of its form (everything but the id), as read back from storage: the same fields, without
 * the form's cross-field rules (they were checked when the campaign was saved).
 */
export const replyCampaignSettingsSchema = z.object(replyCampaignFields).omit({ id: true });
export type ReplyCampaignSettings = z.infer<typeof replyCampaignSettingsSchema>;

export const commentTemplateInputSchema = z.object({
  id: idSchema.optional(),
  name: trimmed(100),
  replies: z.array(trimmed(messengerLimits.textLength)).min(1).max(messengerLimits.publicRepliesPerCampaign),
});

export const replyTemplateInputSchema = z.intersection(
  z.object({ id: idSchema.optional(), name: trimmed(100) }),
  privateMessageSchema,
);
export type CommentTemplateInput = z.infer<typeof commentTemplateInputSchema>;
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

export const replyCampaignSchema = z.object({
  id: z.number(),
  page_id: z.number().nullable().describe('The page that sends; null for an Instagram account linked without a page'),
  name: z.string(),
  post: z.string(),
  status: z.enum(replyStatuses),
  error: z
    .string()
    .nullable()
    .describe('Why the campaign stopped (status stopped_error), in the caller\u2019s language'),
  plan_limit_reached: z.boolean(),
  paused: z
    .object({
      reason: z.enum(pageSendingPauses),
      until: z.string().nullable(),
      permission: z.string().nullable(),
      message: z.string(),
    })
    .nullable()
    .describe('Why the page sends nothing for now although the campaign runs, in the caller\u2019s language'),
  comment_enabled: z.boolean(),
  comments: z.array(z.string()),
  comment_template_id: z.number().nullable(),
  comment_number: z.number(),
  message_enabled: z.boolean(),
  message_type: z.enum(replyMessageTypes),
  message: z.string(),
  buttons: z.array(messageButtonSchema),
  cards: z.array(messageCardSchema),
  attachment_url: z.string().nullable(),
  item_ids: z.array(z.number()),
  reply_type: z.literal('generic'),
  keywords: z.array(z.string()),
  filter_words: z.array(z.string()),
  not_matching_reply: z.string().nullable(),
  enable_old: z.boolean(),
  enable_multiple: z.boolean(),
  include_url: z.boolean(),
  flow_id: z.number().nullable(),
  hide_contact_comments: z.boolean(),
  stop_at: z.string().nullable(),
  schedule: z.object({ type: z.literal('stop'), message: z.string().nullable() }).nullable(),
  created_at: z.string(),
  counts: z.object({
    comments: z.number(),
    public_sent: z.number(),
    private_sent: z.number(),
    skipped: z.number(),
    failed: z.number(),
  }),
});
export type ReplyCampaign = z.infer<typeof replyCampaignSchema>;

export const trailEntrySchema = z.object({
  comment_id: z
    .string()
    .describe("Meta's comment id exactly as Meta gave it, e.g. 122131676912594941_1213590066982748 (never a number)"),
  commenter_id: z.string().nullable(),
  commenter_name: z.string().nullable(),
  comment_text: z.string(),
  commented_at: z.string().nullable(),
  decision: z.enum(['matched', 'not_matching', 'filtered', 'skipped']),
  reason: z
    .enum(trailReasons)
    .nullable()
    .describe(
      'Why it was skipped or not answered, e.g. filter-word, already-answered-person, plan-limit, older-than-7-days',
    ),
  matched_word: z.string().nullable(),
  public_status: z.enum(['none', 'pending', 'sent', 'failed', 'skipped']),
  public_reply_id: z.string().nullable(),
  public_error: z.string().nullable(),
  private_status: z.enum(['none', 'pending', 'sent', 'failed', 'skipped']),
  private_message_id: z.string().nullable(),
  private_error: z.string().nullable(),
  created_at: z.string(),
  hidden: z.boolean().describe('Hidden on Meta by this product (the campaign or the owner), as last set here'),
  hide_status: z
    .enum(['none', 'pending', 'sent', 'failed', 'skipped'])
    .describe("The campaign's own hiding of the comment (none: the campaign did not hide it)"),
  hide_reason: z
    .enum(commentHideReasons)
    .nullable()
    .describe('Why the campaign hid the comment: contains-phone-number or contains-link'),
  hide_error: z.string().nullable().describe("Meta's words when it refused to hide the comment"),
  answered_late: z
    .boolean()
    .describe(
      'Found by reading the post back after the webhook did not bring it (an outage, a lost token, no subscription)',
    ),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;

export const campaignDetailSchema = z.object({
  campaign: replyCampaignSchema,
  trail: z.array(trailEntrySchema),
  trail_total: z.number(),
});

export const quotaSchema = z.object({ used: z.number(), limit: z.number().nullable(), month: z.string() });

const postSummarySchema = z.object({
  id: z.string(),
  message: z.string(),
  created_time: z.string().nullable(),
  picture: z.string().nullable(),
  permalink_url: z.string().nullable(),
  campaigns: z.array(z.object({ id: z.number(), name: z.string(), status: z.enum(replyStatuses) })),
});
export const pagePostsSchema = z.object({ posts: z.array(postSummarySchema), scheduled: z.array(postSummarySchema) });

export const commentTemplateSchema = z.object({ id: z.number(), name: z.string(), replies: z.array(z.string()) });
export const replyTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.record(z.string(), z.unknown()),
});

export const replyDependenciesSchema = z.object({
  comment_templates: z.array(commentTemplateSchema),
  reply_templates: z.array(replyTemplateSchema),
  quota: quotaSchema,
});

export const replyReportsSchema = z.object({
  totals: z.object({
    comments: z.number(),
    public_sent: z.number(),
    private_sent: z.number(),
    skipped: z.number(),
    failed: z.number(),
  }),
  order_funnel: z
    .object({
      comments: z.number(),
      private_sent: z.number(),
      forms_opened: z.number().describe("Product cards' order forms opened (one per item card opened)"),
      orders: z.number().describe('Orders customers made from those forms'),
    })
    .describe('Comment-to-order: comments → private replies → order forms opened → orders'),
  skipped_by_reason: z.array(z.object({ reason: z.enum(trailReasons), count: z.number() })),
  daily: z.array(
    z.object({
      day: z.string(),
      comments: z.number(),
      public_sent: z.number(),
      private_sent: z.number(),
      failed: z.number(),
    }),
  ),
  quota: quotaSchema,
});
