// Zod-free: the web view checks a customer's answers with these rules before sending, and the server checks them
// again with the same ones, so what the form accepts the API accepts.
import { checkRule } from './validation/rules.ts';

import type { OrderFormField, OrderFormFieldType } from './order-form-rules.ts';

/** The longest answer a field takes, in characters. */
export const orderFormAnswerMaxLength: Record<OrderFormFieldType, number> = {
  text: 200,
  textarea: 2000,
  email: 254,
  number: 30,
  select: 200,
  date: 10,
};

/** How many of one item a customer may order in one request. */
export const orderQuantityRange = { min: 1, max: 99 } as const;

/** What is wrong with one answer; each has the spec's message (`orderFormAnswerMessages`). */
export type OrderFormAnswerProblem = 'required' | 'email' | 'number' | 'date' | 'option' | 'too-long';

/** The spec's English messages (section 5), and the form-level one shown when any field is wrong. */
export const orderFormAnswerMessages: Record<OrderFormAnswerProblem | 'form', string> = {
  required: 'This field is required',
  email: 'Enter a valid email',
  number: 'Enter a valid number',
  date: 'Enter a valid date',
  option: 'Choose one of the options',
  'too-long': 'This answer is too long',
  form: 'please fill all required fields',
};

// A customer may type Arabic-Indic or Persian digits on their phone's keyboard: they are the same numbers.
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
export function westernDigits(value: string): string {
  return value.replace(easternDigits, (digit) => String(digit.charCodeAt(0) & 0xf));
}

const numberPattern = /^[+-]?\d+([.,]\d+)?$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The answer as stored: trimmed, with a number's or a date's digits written in English digits. */
export function normalizedOrderFormAnswer(field: OrderFormField, value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return field.type === 'number' || field.type === 'date' ? westernDigits(trimmed) : trimmed;
}

/** The problem with one answer, or null when it is fine. An optional field left empty is fine. */
export function orderFormAnswerProblem(
  field: OrderFormField,
  value: string | undefined,
): OrderFormAnswerProblem | null {
  const answer = normalizedOrderFormAnswer(field, value);
  if (answer === '') return field.required ? 'required' : null;
  if ([...answer].length > orderFormAnswerMaxLength[field.type]) return 'too-long';
  switch (field.type) {
    case 'email':
      return checkRule('email', answer) ? null : 'email';
    case 'number':
      return numberPattern.test(answer) ? null : 'number';
    case 'date':
      return isCalendarDate(answer) ? null : 'date';
    case 'select':
      return field.options.includes(answer) ? null : 'option';
    default:
      return null;
  }
}

/** Every answer's problem, by field name (empty: the form may be sent). Answers to no field are ignored. */
export function orderFormAnswersProblems(
  fields: readonly OrderFormField[],
  answers: Readonly<Record<string, string | undefined>>,
): Record<string, OrderFormAnswerProblem> {
  const problems: Record<string, OrderFormAnswerProblem> = {};
  for (const field of fields) {
    const problem = orderFormAnswerProblem(field, answers[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

export function isOrderQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= orderQuantityRange.min && quantity <= orderQuantityRange.max;
}

/** The request's total: each item's price times its quantity, in the currency's cents so sums do not drift. */
export function orderTotal(lines: readonly { price: number; quantity: number }[]): number {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return cents / 100;
}
