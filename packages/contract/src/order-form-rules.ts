// Zod-free: the form builder, the server and the customer's web view read the same field rules (spec section 5).
import { translateText } from './i18n/translations.ts';

/** Spec section 5's field types of a web-view form. */
export const orderFormFieldTypes = ['text', 'textarea', 'email', 'number', 'select', 'date'] as const;
export type OrderFormFieldType = (typeof orderFormFieldTypes)[number];

/** One field of an order form as the owner defines it; `name` is the answer's key. */
export type OrderFormField = {
  title: string;
  name: string;
  placeholder: string;
  type: OrderFormFieldType;
  /** A select's options; empty for the other types. */
  options: string[];
  required: boolean;
};

/**
 * Bounds the spec leaves open: a form a customer fills in on a phone stays short, and every text fits a Messenger
 * web view's line. The web view's answers are bounded by its own rules.
 */
export const orderFormLimits = {
  formName: 100,
  fields: 30,
  title: 100,
  name: 40,
  placeholder: 150,
  options: 50,
  option: 100,
  pages: 100,
} as const;

/** The spec's own messages for these rules (`formMessage` keys, Arabic and English in validation/messages.ts). */
export type OrderFormProblem =
  | 'form-name-required'
  | 'field-title-required'
  | 'field-id-required'
  | 'field-id-repeated'
  | 'field-id-start-letter'
  | 'field-id-english'
  | 'field-options-required';

/** A problem with the path of the field it belongs to, as a 422 names it (`fields.2.name`). */
export type OrderFormIssue = { path: (string | number)[]; problem: OrderFormProblem };

const startsWithLetter = /^[A-Za-z]/;
const englishIdentifier = /^[A-Za-z0-9_]+$/;

/** Spec section 5: the options of a select are written separated by a dash. */
export function splitSelectOptions(text: string): string[] {
  return text
    .split('-')
    .map((option) => option.trim())
    .filter((option) => option.length > 0);
}

export function joinSelectOptions(options: readonly string[]): string {
  return options.join(' - ');
}

/** The rule of one field id alone: the first problem, or null. */
export function fieldIdProblem(name: string): OrderFormProblem | null {
  if (name.trim() === '') return 'field-id-required';
  if (!startsWithLetter.test(name)) return /^[0-9_]/.test(name) ? 'field-id-start-letter' : 'field-id-english';
  if (!englishIdentifier.test(name)) return 'field-id-english';
  return null;
}

/**
 * The rules across a form's fields: each id valid and used once (every repetition after the first is marked, so the
 * owner sees which one to change), a title, and a select with at least one option.
 */
export function orderFormFieldIssues(fields: readonly OrderFormField[]): OrderFormIssue[] {
  const issues: OrderFormIssue[] = [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (field.title.trim() === '') issues.push({ path: ['fields', index, 'title'], problem: 'field-title-required' });
    const idProblem = fieldIdProblem(field.name);
    if (idProblem) issues.push({ path: ['fields', index, 'name'], problem: idProblem });
    else if (seen.has(field.name.toLowerCase()))
      issues.push({ path: ['fields', index, 'name'], problem: 'field-id-repeated' });
    seen.add(field.name.toLowerCase());
    if (field.type === 'select' && field.options.filter((option) => option.trim() !== '').length === 0)
      issues.push({ path: ['fields', index, 'options'], problem: 'field-options-required' });
  });
  return issues;
}

/** The form a store uses when it has none of its own: what any order needs to reach the customer. */
export const defaultOrderFormFields: readonly OrderFormField[] = [
  { title: 'Name', name: 'name', placeholder: '', type: 'text', options: [], required: true },
  { title: 'Phone', name: 'phone', placeholder: '+963...', type: 'text', options: [], required: true },
  { title: 'Address', name: 'address', placeholder: '', type: 'textarea', options: [], required: true },
  { title: 'Notes', name: 'notes', placeholder: '', type: 'textarea', options: [], required: false },
];

/** The default form's titles as written (the store's first language is usually Arabic). */
export const defaultOrderFormTitles: Record<'ar' | 'en', Record<string, string>> = {
  ar: { name: 'الاسم', phone: 'رقم الهاتف', address: 'العنوان', notes: 'ملاحظات' },
  en: { name: 'Name', phone: 'Phone', address: 'Address', notes: 'Notes' },
};

/** A default field's title in `locale`: translated (`orderForm.defaults.<name>`), else Arabic or English. */
export function defaultOrderFormTitle(locale: string, name: string): string {
  const english = defaultOrderFormTitles.en[name] ?? name;
  return translateText(locale, `orderForm.defaults.${name}`, {
    ar: defaultOrderFormTitles.ar[name] ?? english,
    en: english,
  });
}

/** The authored titles, keyed as their translations are (`orderForm.defaults.…`), for the translation source. */
export function orderFormSourceTexts(locale: 'ar' | 'en'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(defaultOrderFormTitles[locale]).map(([name, title]) => [`orderForm.defaults.${name}`, title]),
  );
}

export type WebViewDomainProblem = 'domain-invalid' | 'domain-https-required';

/**
 * The page's web-view domain as stored: an origin (`https://shop.example.com`, a port allowed), no path, query or
 * user. Plain http is accepted only for this machine (`localhost`, `127.0.0.1` with a port), where the demo and the
 * tests run; the server refuses it too in production.
 */
export function parseWebViewDomain(
  text: string,
): { origin: string; secure: boolean; problem: null } | { origin: null; secure: false; problem: WebViewDomainProblem } {
  const refused = (problem: WebViewDomainProblem) => ({ origin: null, secure: false as const, problem });
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return refused('domain-invalid');
  }
  const bare =
    url.username === '' && url.password === '' && url.search === '' && url.hash === '' && url.pathname === '/';
  const withoutSlash = text.trim().replace(/\/$/, '');
  if (!bare || withoutSlash.toLowerCase() !== url.origin.toLowerCase()) return refused('domain-invalid');
  if (url.protocol === 'https:')
    return url.hostname.includes('.') ? { origin: url.origin, secure: true, problem: null } : refused('domain-invalid');
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol === 'http:' && local && url.port !== '') return { origin: url.origin, secure: false, problem: null };
  return refused(url.protocol === 'http:' ? 'domain-https-required' : 'domain-invalid');
}
