import { ownerLoginRequestSchema, type InterfaceLocale } from '@app/contract';
import { z } from 'zod';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';

const loginFormSchema = ownerLoginRequestSchema
  .pick({ username: true, password: true })
  .extend({ remember: z.boolean() });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export function loginFormResolver(locale: InterfaceLocale) {
  return localizedZodResolver(loginFormSchema, locale);
}
