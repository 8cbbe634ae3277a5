import { describe, expect, it } from 'vitest';
import {
  defaultOrderFormFields,
  fieldIdProblem,
  formMessage,
  orderFormFieldIssues,
  parseWebViewDomain,
  splitSelectOptions,
  webviewTemplateBodySchema,
  type OrderFormField,
} from '../src/index.ts';

const field = (name: string, overrides: Partial<OrderFormField> = {}): OrderFormField => ({
  title: name,
  name,
  placeholder: '',
  type: 'text',
  options: [],
  required: false,
  ...overrides,
});

describe('order form field rules', () => {
  it('accepts English identifiers that start with a letter', () => {
    expect(fieldIdProblem('phone_2')).toBeNull();
    expect(fieldIdProblem('Address')).toBeNull();
  });

  it('refuses an identifier starting with a digit or an underscore', () => {
    expect(fieldIdProblem('2phone')).toBe('field-id-start-letter');
    expect(fieldIdProblem('_phone')).toBe('field-id-start-letter');
  });

  it('refuses Arabic, spaces and dashes in an identifier', () => {
    expect(fieldIdProblem('الاسم')).toBe('field-id-english');
    expect(fieldIdProblem('full name')).toBe('field-id-english');
    expect(fieldIdProblem('full-name')).toBe('field-id-english');
    expect(fieldIdProblem('')).toBe('field-id-required');
  });

  it('marks every repetition of an identifier after the first, whatever its case', () => {
    const issues = orderFormFieldIssues([field('phone'), field('name'), field('Phone'), field('phone')]);
    expect(issues).toEqual([
      { path: ['fields', 2, 'name'], problem: 'field-id-repeated' },
      { path: ['fields', 3, 'name'], problem: 'field-id-repeated' },
    ]);
  });

  it('needs a title and, for a select, at least one option', () => {
    const issues = orderFormFieldIssues([field('size', { type: 'select', title: ' ' })]);
    expect(issues.map((issue) => issue.problem)).toEqual(['field-title-required', 'field-options-required']);
  });

  it('splits select options on dashes and drops empty ones', () => {
    expect(splitSelectOptions('S - M -L--  XL ')).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('has a valid default form', () => {
    expect(orderFormFieldIssues(defaultOrderFormFields)).toEqual([]);
    expect(defaultOrderFormFields.map((item) => item.name)).toEqual(['name', 'phone', 'address', 'notes']);
  });

  it("speaks the spec's messages in both languages", () => {
    expect(formMessage('en', 'field-id-repeated')).toBe('The field identifier cannot be repeated twice');
    expect(formMessage('ar', 'field-id-repeated')).toBe('لا يمكن تكرار معرّف الحقل مرتين');
    expect(formMessage('en', 'form-name-required')).toBe('enter the form name please');
  });
});

describe('the template body', () => {
  it('takes dash-separated options and reports problems on their fields', () => {
    const parsed = webviewTemplateBodySchema.safeParse({
      name: '',
      fields: [field('size', { type: 'select', options: 'S - M' as unknown as string[] }), field('size')],
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['name', 'fields.1.name']);
    const ok = webviewTemplateBodySchema.parse({
      name: 'Order',
      fields: [field('size', { type: 'select', options: 'S - M' as unknown as string[] })],
    });
    expect(ok.fields[0]!.options).toEqual(['S', 'M']);
  });
});

describe('the web-view domain', () => {
  it('keeps an https origin without a path', () => {
    expect(parseWebViewDomain('https://Shop.Example.com/')).toMatchObject({ origin: 'https://shop.example.com' });
    expect(parseWebViewDomain('https://shop.example.com:8443').origin).toBe('https://shop.example.com:8443');
  });

  it('refuses a path, a query, a bare host and other schemes', () => {
    for (const text of [
      'https://shop.example.com/order',
      'https://shop.example.com?x=1',
      'shop.example.com',
      'ftp://a.b',
    ])
      expect(parseWebViewDomain(text).problem, text).toBe('domain-invalid');
  });

  it('takes http only for this machine with a port', () => {
    expect(parseWebViewDomain('http://localhost:3000')).toMatchObject({
      origin: 'http://localhost:3000',
      secure: false,
    });
    expect(parseWebViewDomain('http://127.0.0.1:8080').secure).toBe(false);
    expect(parseWebViewDomain('http://shop.example.com').problem).toBe('domain-https-required');
    expect(parseWebViewDomain('http://localhost').problem).toBe('domain-https-required');
  });
});
