import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkRule,
  localizeIssue,
  passwordField,
  phoneField,
  positiveField,
  ruleMessage,
  urlField,
} from '../src/index.ts';

describe('password rule', () => {
  it.each(['Demo@2026', 'Abcdef1!', 'x(Y)z9zzzz'])('accepts %s', (value) =>
    expect(checkRule('password', value)).toBe(true),
  );
  it.each([
    ['too short', 'Ab1!xyz'],
    ['no digit', 'Abcdefg!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no special', 'Abcdefg1'],
    ['special outside the allowed set', 'Abcdef1?'],
  ])('refuses a password with %s', (_reason, value) => expect(checkRule('password', value)).toBe(false));
  it('says what it needs in Arabic and English', () => {
    expect(ruleMessage('en', 'password')).toContain(
      'one uppercase, one lowercase, one special character and one digit',
    );
    expect(ruleMessage('ar', 'password')).toContain('حرف كبير');
  });
});

describe('positive rule', () => {
  it.each(['0', '5', '12.5', ' 7 '])('accepts %s', (value) => expect(checkRule('positive', value)).toBe(true));
  it.each(['-1', 'abc', '١٢', '٥', '1e3', '1,5'])('refuses %s', (value) =>
    expect(checkRule('positive', value)).toBe(false),
  );
  it('asks for English digits', () => {
    expect(ruleMessage('en', 'positive')).toContain('English digits');
    expect(ruleMessage('ar', 'positive')).toContain('الإنجليزية');
  });
});

describe('url rule', () => {
  it.each(['', 'example.com', 'https://shop.example.com/p?id=1', 'http://a-b.store', 'www.site.co'])(
    'accepts "%s"',
    (value) => expect(checkRule('url', value)).toBe(true),
  );
  it.each(['not a url', 'https://localhost', 'example', 'https://example.c', 'https://example.toolong', 'ftp//x.com'])(
    'refuses "%s"',
    (value) => expect(checkRule('url', value)).toBe(false),
  );
  it('has an Arabic message about a full https address', () => expect(ruleMessage('ar', 'url')).toContain('https://'));
});

describe('phone rule', () => {
  it.each(['', '+963912345678', '+1 5551234', '+44-7911123456'])('accepts "%s"', (value) =>
    expect(checkRule('phone', value)).toBe(true),
  );
  it.each(['0912345678', '+963 12345', '+12345678901234567', '+963abc45678', '963912345678'])('refuses "%s"', (value) =>
    expect(checkRule('phone', value)).toBe(false),
  );
  it('gives the +963 form in Arabic', () => expect(ruleMessage('ar', 'phone')).toContain('+963'));
});

describe('standard rules', () => {
  it('required refuses empty and blank values only', () => {
    expect(checkRule('required', '')).toBe(false);
    expect(checkRule('required', '  ')).toBe(false);
    expect(checkRule('required', [])).toBe(false);
    expect(checkRule('required', null)).toBe(false);
    expect(checkRule('required', 0)).toBe(true);
    expect(checkRule('required', 'x')).toBe(true);
  });
  it('checks email, lengths, numbers and character classes', () => {
    expect(checkRule('email', 'a@b.co')).toBe(true);
    expect(checkRule('email', 'a@b')).toBe(false);
    expect(checkRule('max', 'مرحبا', { max: 5 })).toBe(true);
    expect(checkRule('max', 'مرحبا!', { max: 5 })).toBe(false);
    expect(checkRule('min', 'abc', { min: 4 })).toBe(false);
    expect(checkRule('length', 'abcd', { length: 4 })).toBe(true);
    expect(checkRule('between', '5', { min: 1, max: 10 })).toBe(true);
    expect(checkRule('between', '11', { min: 1, max: 10 })).toBe(false);
    expect(checkRule('integer', '-3')).toBe(true);
    expect(checkRule('integer', '3.5')).toBe(false);
    expect(checkRule('numeric', '3.5')).toBe(true);
    expect(checkRule('numeric', 'x')).toBe(false);
    expect(checkRule('digits', '1234', { length: 4 })).toBe(true);
    expect(checkRule('digits', '123', { length: 4 })).toBe(false);
    expect(checkRule('alpha', 'مرحباHello')).toBe(true);
    expect(checkRule('alpha', 'abc1')).toBe(false);
    expect(checkRule('alpha-num', 'abc1')).toBe(true);
    expect(checkRule('alpha-num', 'abc-1')).toBe(false);
    expect(checkRule('alpha-dash', 'abc-1_x')).toBe(true);
    expect(checkRule('alpha-dash', 'abc 1')).toBe(false);
    expect(checkRule('regex', 'AB', { pattern: /^[A-Z]+$/ })).toBe(true);
    expect(checkRule('confirmed', 'a', { other: 'a' })).toBe(true);
    expect(checkRule('confirmed', 'a', { other: 'b' })).toBe(false);
  });
  it('has a message in Arabic and English for every rule', () => {
    const rules = [
      'required',
      'email',
      'max',
      'min',
      'confirmed',
      'regex',
      'between',
      'alpha',
      'integer',
      'digits',
      'alpha-dash',
      'alpha-num',
      'length',
      'numeric',
      'password',
      'positive',
      'url',
      'phone',
    ] as const;
    for (const rule of rules) {
      expect(ruleMessage('ar', rule, { min: 1, max: 2, length: 3 })).toMatch(/[\u0600-\u06FF]/);
      expect(ruleMessage('en', rule, { min: 1, max: 2, length: 3 })).toMatch(/^[\x20-\x7E]+$/);
    }
  });
});

describe('zod fields and localized issues', () => {
  it('localizes rule issues from zod schemas', () => {
    const schema = z.object({
      password: passwordField(),
      url: urlField(),
      phone: phoneField(),
      price: positiveField(),
    });
    const result = schema.safeParse({ password: 'weak', url: 'nope', phone: '123', price: '٣' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], localizeIssue(issue as never, 'en')]),
    );
    expect(byField.password).toBe(ruleMessage('en', 'password'));
    expect(byField.url).toBe(ruleMessage('en', 'url'));
    expect(byField.phone).toBe(ruleMessage('en', 'phone'));
    expect(byField.price).toBe(ruleMessage('en', 'positive'));
  });
  it('treats empty url and phone as allowed', () => {
    expect(z.object({ url: urlField(), phone: phoneField() }).safeParse({ url: '', phone: '' }).success).toBe(true);
  });
  it('maps built-in zod issues to rule messages', () => {
    const result = z.object({ name: z.string().min(1), email: z.email() }).safeParse({ name: '', email: 'x' });
    const messages = result.error!.issues.map((issue) => localizeIssue(issue as never, 'ar'));
    expect(messages).toEqual([ruleMessage('ar', 'required'), ruleMessage('ar', 'email')]);
  });
});
