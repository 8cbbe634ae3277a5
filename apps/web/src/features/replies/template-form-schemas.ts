import {
  commentTemplateInputSchema,
  instagramReplyTemplateInputSchema,
  replyTemplateInputSchema,
  type InterfaceLocale,
  type CommentTemplateInput,
} from '@app/contract';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';
import type { ReplyChannel } from './channel/reply-channel.ts';
import type { PrivateMessageValue } from '@/shared/messenger/messenger-message.ts';

/**
 * The template and page-commenter forms validate with the contract's own schemas (the API's rules and Meta's
 * numbers). The screens load this module on their first validation (`lazyResolver`), so zod stays out of them.
 */
export type CommentTemplateFormValues = CommentTemplateInput;
export type ReplyTemplateFormValues = PrivateMessageValue & { id?: number | undefined; name: string };
export type CommenterFormValues = { comments: string[]; comment_template_id: number | null };

export function commentTemplateResolver(locale: InterfaceLocale) {
  return localizedZodResolver(
    commentTemplateInputSchema as unknown as z.ZodType<CommentTemplateFormValues, FieldValues>,
    locale,
  );
}

export function replyTemplateResolver(channel: ReplyChannel, locale: InterfaceLocale) {
  return localizedZodResolver(
    (channel === 'instagram' ? instagramReplyTemplateInputSchema : replyTemplateInputSchema) as unknown as z.ZodType<
      ReplyTemplateFormValues,
      FieldValues
    >,
    locale,
  );
}

// The page commenter answers with the same 1–5 texts a comment template holds, or with a picked template.
const commenterTextsSchema = z.object({ comments: commentTemplateInputSchema.shape.replies });
const commenterTemplateSchema = z.object({ comment_template_id: z.number().int().positive() });

export function commenterResolver(source: 'texts' | 'template', locale: InterfaceLocale) {
  return localizedZodResolver(
    (source === 'texts' ? commenterTextsSchema : commenterTemplateSchema) as unknown as z.ZodType<
      CommenterFormValues,
      FieldValues
    >,
    locale,
  );
}
