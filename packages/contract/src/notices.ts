import { z } from 'zod';
import { idSchema } from './http/ids.ts';

const titleField = () => z.string().trim().min(1).max(120);
const textField = () => z.string().trim().min(1).max(2000);

/** An administrator's notice: to every owner or to one, worded in each language of the product. */
export const adminNoticeSchema = z.object({
  audience: z.enum(['all', 'owner']),
  user_id: idSchema.optional().describe("The owner's user id, when the audience is one owner"),
  title_ar: titleField(),
  text_ar: textField(),
  title_en: titleField(),
  text_en: textField(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const adminNoticeSentSchema = z.object({ recipients: z.number().describe('Owners the notice reached') });

/** What push can tell a device about, each chosen by its user. */
export const pushKinds = ['order', 'conversation', 'post'] as const;
export type PushKind = (typeof pushKinds)[number];

export const pushPreferencesSchema = z.object({
  order: z.boolean(),
  conversation: z.boolean(),
  post: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const pushSettingsSchema = z.object({
  /** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
  public_key: z.string(),
  preferences: pushPreferencesSchema,
  devices: z.number().describe('Devices of the user subscribed to push'),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) });
