import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import {
  orderFormFieldIssues,
  orderFormFieldTypes,
  orderFormLimits as limits,
  parseWebViewDomain,
  splitSelectOptions,
  type OrderFormProblem,
} from './order-form-rules.ts';

const requiredText = (max: number) => z.string().trim().max(max);

/** A select's options: the spec's dash-separated text, or the list already split. */
const optionsSchema = z
  .union([z.string().max(limits.options * (limits.option + 3)), z.array(z.string().trim().max(limits.option))])
  .transform((value) => (typeof value === 'string' ? splitSelectOptions(value) : value.filter((item) => item !== '')))
  .pipe(z.array(z.string().max(limits.option)).max(limits.options))
  .describe('A select\'s options: a list, or one text with the options separated by a dash ("S - M - L")');

export const orderFormFieldSchema = z.object({
  title: requiredText(limits.title).describe('The label the customer reads'),
  name: z
    .string()
    .trim()
    .max(limits.name)
    .describe('The field identifier: English letters, digits and _, starting with a letter, unique in the form'),
  placeholder: requiredText(limits.placeholder).default(''),
  type: z.enum(orderFormFieldTypes),
  options: optionsSchema.default([]),
  required: z.boolean().default(false),
});

function problemIssue(ctx: z.core.$RefinementCtx<unknown>, path: (string | number)[], problem: OrderFormProblem) {
  ctx.addIssue({ code: 'custom', path, message: problem, params: { message: problem } });
}

export const webviewTemplateBodySchema = z
  .object({
    name: requiredText(limits.formName).describe('The form name'),
    fields: z.array(orderFormFieldSchema).min(1).max(limits.fields),
    page_ids: z.array(idSchema).max(limits.pages).default([]).describe("The caller's pages this form is assigned to"),
  })
  .superRefine((value, ctx) => {
    if (value.name === '') problemIssue(ctx, ['name'], 'form-name-required');
    for (const issue of orderFormFieldIssues(value.fields)) problemIssue(ctx, issue.path, issue.problem);
  });
export type WebviewTemplateBody = z.infer<typeof webviewTemplateBodySchema>;

export const webviewTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fields: z.array(
    z.object({
      title: z.string(),
      name: z.string(),
      placeholder: z.string(),
      type: z.enum(orderFormFieldTypes),
      options: z.array(z.string()),
      required: z.boolean(),
    }),
  ),
  pages: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('The pages it is assigned to'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebviewTemplate = z.infer<typeof webviewTemplateSchema>;
export const webviewTemplateResponseSchema = z.object({ template: webviewTemplateSchema });
export const webviewTemplateListSchema = z.object({ templates: z.array(webviewTemplateSchema) });

/** Whether Meta lets the page's Messenger web view open the domain, and why not. */
export const webViewDomainStates = [
  /** In the page's whitelisted domains, read back from Meta. */
  'whitelisted',
  /** No domain set. */
  'none',
  /** An http address (the demo's and the tests' own machine): Meta whitelists https only, so it is not asked. */
  'needs-https',
  /** Meta refused or could not be asked (the reason says why). */
  'refused',
  /** Meta accepted the save but the read-back does not list it. */
  'missing',
] as const;
export type WebViewDomainState = (typeof webViewDomainStates)[number];

export const webViewDomainSchema = z.object({
  page_id: z.number().int(),
  domain: z.string().nullable().describe('An origin such as https://shop.example.com'),
  whitelisted: z.boolean(),
  state: z.enum(webViewDomainStates),
  reason: z.string().nullable().describe("Why it is not whitelisted, in the caller's language (Meta's reason)"),
});
export type WebViewDomain = z.infer<typeof webViewDomainSchema>;

export const webViewDomainBodySchema = z
  .object({
    domain: z.string().trim().max(253).nullable().describe('An https origin without a path; null or empty clears it'),
  })
  .superRefine((value, ctx) => {
    if (!value.domain) return;
    const parsed = parseWebViewDomain(value.domain);
    if (parsed.problem)
      ctx.addIssue({ code: 'custom', path: ['domain'], message: parsed.problem, params: { message: parsed.problem } });
  });
