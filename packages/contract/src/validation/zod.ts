import { z } from 'zod';
import { formMessage, ruleMessage, tooManyItemsMessage } from './messages.ts';
import { checkRule, type RuleName, type RuleParams } from './rules.ts';

/** A zod refinement for one of our rules; the issue carries the rule name so it can be localized later. */
export function ruleCheck<T>(rule: RuleName, params: RuleParams = {}) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (!checkRule(rule, value, params)) {
      ctx.addIssue({
        code: 'custom',
        message: ruleMessage('en', rule, params),
        params: { rule, ...numericParams(params) },
      });
    }
  };
}

function numericParams(params: RuleParams) {
  const { max, min, length } = params;
  return { max, min, length };
}

export const passwordField = () =>
  z.string().superRefine(ruleCheck<string>('required')).superRefine(ruleCheck<string>('password'));
export const urlField = () => z.string().trim().superRefine(ruleCheck<string>('url'));
export const emailField = () => z.string().trim().max(254).superRefine(ruleCheck<string>('email'));
export const phoneField = () => z.string().trim().superRefine(ruleCheck<string>('phone'));
export const positiveField = () => z.string().trim().superRefine(ruleCheck<string>('positive'));

type IssueLike = {
  code: string;
  message?: string;
  params?: Record<string, unknown>;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  input?: unknown;
};

/** Turns any zod issue into a message in the caller's language. */
export function localizeIssue(issue: IssueLike, locale: string): string {
  const rule = issue.params?.rule as RuleName | undefined;
  const own = issue.code === 'custom' ? formMessage(locale, issue.params?.message) : null;
  if (own) return own;
  if (issue.code === 'custom' && rule) {
    return ruleMessage(locale, rule, issue.params as RuleParams);
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? ruleMessage(locale, 'required')
        : ruleMessage(locale, 'regex');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return ruleMessage(locale, 'required');
      if (issue.origin === 'string') return ruleMessage(locale, 'min', { min: Number(issue.minimum) });
      if (issue.origin === 'array') return ruleMessage(locale, 'required');
      return ruleMessage(locale, 'between', { min: Number(issue.minimum), max: Infinity });
    case 'too_big':
      if (issue.origin === 'string') return ruleMessage(locale, 'max', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return tooManyItemsMessage(locale, Number(issue.maximum));
      return ruleMessage(locale, 'between', { min: -Infinity, max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return ruleMessage(locale, 'email');
      if (issue.format === 'url') return ruleMessage(locale, 'url');
      return ruleMessage(locale, 'regex');
    case 'invalid_value':
      return ruleMessage(locale, 'regex');
    default:
      return locale === 'ar' ? 'قيمة هذا الحقل غير صالحة' : 'The field is invalid';
  }
}
