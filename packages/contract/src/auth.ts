import { z } from 'zod';
import { interfaceLocales } from './locale.ts';
import { linkedAccountsSchema } from './pages.ts';
import { ruleMessage } from './validation/messages.ts';
import { checkRule } from './validation/rules.ts';
import { passwordField } from './validation/zod.ts';

export const ownerLoginRequestSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
  oneTime: z
    .boolean()
    .default(false)
    .describe('True when remember-me is off: the token lives for a short session only'),
});
export type OwnerLoginRequest = z.infer<typeof ownerLoginRequestSchema>;

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable().optional().describe('Where a password reset link is mailed (null: none given)'),
  admin: z.boolean(),
  referral: z.boolean(),
  locale: z
    .enum(interfaceLocales)
    .nullable()
    .optional()
    .describe('The interface language the user chose on the profile screen (null: not chosen)'),
});
export type User = z.infer<typeof userSchema>;

export const storageSchema = z.object({
  availableStorage: z.number().describe('MB still free in the media cloud'),
  totalStorage: z.number().describe('MB in the media cloud plan'),
});

export const sessionResponseSchema = linkedAccountsSchema.extend({
  access_token: z.string(),
  expires_at: z.string().describe('ISO time after which the token is refused'),
  impersonating: z.boolean(),
  user: userSchema,
  admin: z.boolean(),
  referral: z.boolean(),
  storage: storageSchema,
  show_instagram: z.boolean(),
  instagram_login: z
    .boolean()
    .describe('Whether an Instagram account without a Facebook Page may be linked (Instagram Login is set up)'),
  business_time_zone: z
    .string()
    .describe('The IANA time zone the business reads times in (quota months, report days, every time shown)'),
  instagram_hashtags_per_caption: z
    .number()
    .int()
    .describe('At most this many hashtags in an Instagram caption (the server\u2019s INSTAGRAM_HASHTAGS_PER_CAPTION)'),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginCodeRequestSchema = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
  instagram: z.enum(['yes', 'no']).default('no'),
});
export type LoginCodeRequest = z.infer<typeof loginCodeRequestSchema>;

export const facebookDialogQuerySchema = z.object({
  instagram: z.enum(['yes', 'no']).default('no'),
  /** yes: Meta asks again for permissions the user declined before (auth_type=rerequest). */
  rerequest: z.enum(['yes', 'no']).default('no'),
});
export const facebookDialogSchema = z.object({ url: z.string(), state: z.string() });
export type FacebookDialog = z.infer<typeof facebookDialogSchema>;

/** The Instagram Login window's callback: the code and state Meta gave back (`#_` already stripped). */
export const instagramLoginCodeRequestSchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1),
});
export type InstagramLoginCodeRequest = z.infer<typeof instagramLoginCodeRequestSchema>;

export const facebookTokenRequestSchema = z.object({
  token: z.string().min(1).max(4096).describe('A Facebook user access token'),
});

export const impersonationResponseSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  url: z.string().describe('Web app address that signs in as the owner for this browser session only'),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponseSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1),
    password: passwordField(),
    password_confirmation: z.string().min(1),
  })
  .superRefine((value, ctx) => {
    if (!checkRule('confirmed', value.password_confirmation, { other: value.password })) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: ruleMessage('en', 'confirmed'),
        params: { rule: 'confirmed' },
      });
    }
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
