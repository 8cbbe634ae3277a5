import {
  demoCommentBodySchema,
  demoInstagramCommentBodySchema,
  demoMessageBodySchema,
  demoQuickReplyPressBodySchema,
  demoStoryActionBodySchema,
  type InterfaceLocale,
} from '@app/contract';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';

export type CustomerAction = 'comment' | 'message' | 'quickReply' | 'story';
export type CustomerChannel = 'facebook' | 'instagram';

/** One form for every action; each action sends the fields of its own API body. */
export type CustomerFormValues = {
  customer: string;
  post_id: string;
  message: string;
  text: string;
  payload: string;
  kind: 'mention' | 'reply';
};

const schemas: Record<CustomerAction, z.ZodType> = {
  comment: demoCommentBodySchema,
  message: demoMessageBodySchema,
  quickReply: demoQuickReplyPressBodySchema,
  story: demoStoryActionBodySchema,
};

// The form keeps the post in `post_id` on both channels; Instagram's API names it `media_id`.
const instagramCommentSchema = demoInstagramCommentBodySchema
  .omit({ media_id: true })
  .extend({ post_id: demoInstagramCommentBodySchema.shape.media_id });

/** The action's API body schema: the form and the API word each rule the same way. Loaded on first validation. */
export function customerResolver(action: CustomerAction, channel: CustomerChannel, locale: InterfaceLocale) {
  const schema = action === 'comment' && channel === 'instagram' ? instagramCommentSchema : schemas[action];
  return localizedZodResolver(schema as unknown as z.ZodType<CustomerFormValues, FieldValues>, locale);
}
