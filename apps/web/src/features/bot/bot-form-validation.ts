import { botReplyBodySchema, localizeIssue, type InterfaceLocale } from '@app/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { botBodyOf, type BotFormValues } from './bot-form-values.ts';

/** The fields whose missing value reads "enter {message} please" (spec section 5), by the noun that fills it. */
const enterKeys: Record<string, string> = {
  message: 'botReplies.fields.message',
  keywords: 'botReplies.fields.keywords',
  buttons: 'botReplies.fields.buttons',
  cards: 'botReplies.fields.cards',
  replies: 'botReplies.fields.replies',
  media_id: 'botReplies.fields.media',
  flow_id: 'botReplies.fields.flow',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type BotFormErrors = Record<string, string>;

/**
 * The contract's own rules (the API refuses the same things) worded as the spec says: no name is "please give the
 * bot a name", a missing part "enter {message} please"; the rest in the shared validation catalogue.
 */
export function validateBotForm(values: BotFormValues, t: Translate, locale: InterfaceLocale): BotFormErrors {
  const result = botReplyBodySchema.safeParse(botBodyOf(values));
  if (result.success) return {};
  const errors: BotFormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const field = String(issue.path[0]);
    if (field === 'bot_name' && isRequired(issue)) errors[path] = t('botReplies.errors.name');
    else if (issue.path.length === 1 && enterKeys[field] && isRequired(issue))
      errors[path] = t('botReplies.errors.enter', { message: t(enterKeys[field]) });
    else errors[path] = localizeIssue(issue, locale);
  }
  return errors;
}

function isRequired(issue: { code: string; params?: Record<string, unknown> | undefined }): boolean {
  return issue.code === 'custom' && issue.params?.rule === 'required';
}

/** The same rules as a react-hook-form resolver: each problem under its dotted path, read back with `errorAt`. */
export function botFormResolver(t: Translate, locale: InterfaceLocale): Resolver<BotFormValues> {
  return (values) => {
    const errors = validateBotForm(values, t, locale);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [path, { type: 'validation', message }]),
    );
    return { values: {}, errors: fieldErrors as FieldErrors<BotFormValues> };
  };
}
