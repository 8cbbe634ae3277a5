import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import {
  checkReplyCampaignForm,
  formBoolean,
  messengerLimits,
  quotaSchema,
  replyCampaignFields,
  replyCampaignSchema,
  trailEntrySchema,
} from './replies.ts';
import { instagramDirectTextLength } from './story-quick-replies.ts';

/**
 * Instagram's limits for comment reply campaigns. The Direct message is Instagram's 1000 characters (as the story
 * quick replies); the reference states no length for a public reply to an Instagram comment, so it is Facebook's.
 * Instagram private replies carry no buttons or cards: a text, or an image.
 */
export const instagramReplyLimits = {
  publicReplyLength: messengerLimits.textLength,
  directTextLength: instagramDirectTextLength,
} as const;

export const instagramReplyMessageTypes = ['text', 'image'] as const;

/** The Instagram private reply: what the commenter receives by Direct message. */
export const instagramPrivateMessageSchema = z
  .object({
    message_type: z.enum(instagramReplyMessageTypes).default('text'),
    message: z.string().trim().max(instagramReplyLimits.directTextLength).default(''),
    attachment_url: z.url().nullable().default(null).describe('The image sent for message type image'),
  })
  .superRefine((value, ctx) => {
    const need = (path: string, ok: boolean) =>
      ok || ctx.addIssue({ code: 'custom', path: [path], message: 'required', params: { rule: 'required' } });
    if (value.message_type === 'text') need('message', value.message.length > 0);
    if (value.message_type === 'image') need('attachment_url', Boolean(value.attachment_url));
  });

const publicText = z.string().trim().min(1).max(instagramReplyLimits.publicReplyLength);

/** The form of `POST /api/instagram/reply/add/{mediaId}`: the Facebook form without buttons, cards and templates of comments. */
export const instagramReplyCampaignInputSchema = z
  .object({
    id: replyCampaignFields.id,
    name: replyCampaignFields.name,
    comment_enabled: replyCampaignFields.comment_enabled,
    comments: z
      .array(publicText)
      .max(messengerLimits.publicRepliesPerCampaign)
      .default([])
      .describe('Public reply texts (at most 5); comment_number different ones are picked at random per comment'),
    comment_number: replyCampaignFields.comment_number,
    message_enabled: formBoolean
      .default(false)
      .describe('Send a private reply by Direct message to each commenter (once per comment, within 7 days)'),
    message_type: z.enum(instagramReplyMessageTypes).default('text'),
    message: z.string().trim().max(instagramReplyLimits.directTextLength).default(''),
    attachment_url: z.url().nullable().default(null),
    keywords: replyCampaignFields.keywords,
    filter_words: replyCampaignFields.filter_words,
    not_matching_reply: publicText
      .nullable()
      .default(null)
      .describe('Public reply for comments that match no keyword; empty skips them'),
    enable_old: replyCampaignFields.enable_old,
    enable_multiple: replyCampaignFields.enable_multiple,
    hide_contact_comments: replyCampaignFields.hide_contact_comments,
    stop_at: replyCampaignFields.stop_at,
    schedule: z
      .object({ type: z.literal('stop'), message: publicText.nullable().default(null) })
      .nullable()
      .default(null)
      .describe('After stop_at: comments get this public message instead (e.g. "the offer has ended")'),
  })
  .superRefine((value, ctx) => checkReplyCampaignForm(value, ctx, instagramPrivateMessageSchema));
export type InstagramReplyCampaignInput = z.infer<typeof instagramReplyCampaignInputSchema>;

export const instagramReplyCampaignSchema = replyCampaignSchema
  .omit({
    page_id: true,
    buttons: true,
    cards: true,
    comment_template_id: true,
    include_url: true,
    flow_id: true,
    reply_type: true,
  })
  .extend({
    instagram_account_id: z.number(),
    post: z.string().describe("The Instagram media (post or reel) the campaign answers comments on (Meta's id)"),
    message_type: z.enum(instagramReplyMessageTypes),
  });
export type InstagramReplyCampaign = z.infer<typeof instagramReplyCampaignSchema>;

export const instagramCampaignDetailSchema = z.object({
  campaign: instagramReplyCampaignSchema,
  trail: z.array(trailEntrySchema),
  trail_total: z.number(),
});

export const instagramReplyTemplateInputSchema = z.intersection(
  z.object({ id: idSchema.optional(), name: z.string().trim().min(1).max(100) }),
  instagramPrivateMessageSchema,
);
export type InstagramReplyTemplateInput = z.infer<typeof instagramReplyTemplateInputSchema>;

export const instagramReplyTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.record(z.string(), z.unknown()),
});

export const instagramReplyDependenciesSchema = z.object({
  reply_templates: z.array(instagramReplyTemplateSchema),
  quota: quotaSchema,
});

export const instagramCampaignStatusParams = z.object({
  id: idSchema,
  status: z.enum(['running', 'paused']).describe('running starts or restarts the campaign, paused stops it'),
});
