import { z } from 'zod';
import { interfaceLocales } from './locale.ts';
import { ruleMessage } from './validation/messages.ts';
import { checkRule } from './validation/rules.ts';
import { emailField, passwordField } from './validation/zod.ts';

/** One signed-in session of the user: each sign-in is one. */
export const signedInSessionSchema = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  current: z.boolean().describe('The session this request was made with'),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionListSchema = z.object({ sessions: z.array(signedInSessionSchema) });
export type SignedInSessionList = z.infer<typeof signedInSessionListSchema>;

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  locale: z.enum(interfaceLocales),
  email: z
    .union([z.literal(''), emailField()])
    .optional()
    .describe('Where a password reset link is mailed (when the server sends mail); empty removes it'),
  avatar_url: z.string().max(500).optional().describe('Set by the server: the address of the stored `avatar`'),
  remove_avatar: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((value) => value === true || value === '1' || value === 'true'),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** A new password and its confirmation, by the spec's password rule (section 5). */
const newPasswordShape = { password: passwordField(), password_confirmation: z.string().min(1) };
function confirmationMatches(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (checkRule('confirmed', value.password_confirmation, { other: value.password })) return;
  ctx.addIssue({
    code: 'custom',
    path: ['password_confirmation'],
    message: ruleMessage('en', 'confirmed'),
    params: { rule: 'confirmed' },
  });
}

export const passwordResetTokenParams = z.object({ token: z.string().min(20).max(100) });
export const passwordResetRequestSchema = z
  .object({ token: z.string().min(20).max(100), ...newPasswordShape })
  .superRefine(confirmationMatches);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetLinkSchema = z.object({
  url: z.string().describe('The one-time address the owner opens to set a new password'),
  expires_at: z.string(),
});
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

export const passwordResetStatusSchema = z.object({ username: z.string(), expires_at: z.string() });
export type PasswordResetStatus = z.infer<typeof passwordResetStatusSchema>;

/** What the sign-in page offers besides signing in. */
export const signInOptionsSchema = z.object({
  password_reset_by_email: z
    .boolean()
    .describe('A forgotten password can be reset by a link mailed to the account’s email (the server sends mail)'),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const passwordResetByEmailSchema = z.object({
  login: z.string().trim().min(1).max(254).describe('The username or the email address of the account'),
});
export type PasswordResetByEmail = z.infer<typeof passwordResetByEmailSchema>;
