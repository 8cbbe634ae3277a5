// Loaded with the user forms' first validation (lazyResolver): zod and the contract's schemas stay out of the list.
import {
  adminUserCreateSchema,
  adminUserPasswordSchema,
  adminUserUpdateSchema,
  type AdminUserCreate,
  type InterfaceLocale,
} from '@app/contract';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';

export type UserFormValues = AdminUserCreate;

/** A new user needs a password; an edited one keeps theirs (it is reset on its own). */
export function userFormResolver(creating: boolean, locale: InterfaceLocale) {
  const schema = creating ? adminUserCreateSchema : adminUserUpdateSchema;
  return localizedZodResolver(schema as unknown as z.ZodType<UserFormValues, FieldValues>, locale);
}

export function passwordFormResolver(locale: InterfaceLocale) {
  return localizedZodResolver(adminUserPasswordSchema as z.ZodType<{ password: string }, FieldValues>, locale);
}
