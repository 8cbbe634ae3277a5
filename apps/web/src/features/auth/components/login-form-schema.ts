import { ownerLoginRequestSchema, type AppLocale } from '@app/contract';
import { z } from 'zod';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';

const loginFormSchema = ownerLoginRequestSchema
  .pick({ username: true, password: true })
  .extend({ remember: z.boolean() });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export function loginFormResolver(locale: AppLocale) {
  return localizedZodResolver(loginFormSchema, locale);
}
