import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@app/contract';
import { serverTranslationProblems } from '../scripts/i18n.ts';
import { defaultOrderForm } from '../src/features/orders/default-order-form.ts';
import { customerLocaleOf, customerStatusMessage } from '../src/features/orders/requests/status-texts.ts';
import { renderNotification } from '../src/features/notifications/notification-templates.ts';
import {
  contractSourceTexts,
  contractTranslationsDir,
  readTranslations,
  serverSourceTexts,
  serverTranslationsDir,
  translatedServerLocales,
} from '../src/platform/i18n/server-texts.ts';
import type { ValidationErrorBody } from './api-answers.ts';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the server's texts in every language", () => {
  it('are all extracted with their placeholders (a text the extraction cannot read would be lost to translators)', () => {
    for (const locale of ['en', 'ar'] as const) {
      const texts = { ...serverSourceTexts(locale), ...contractSourceTexts(locale) };
      expect(Object.keys(texts).length).toBeGreaterThan(300);
      const unreadable = Object.entries(texts).filter(([, text]) => /NaN|undefined|\[object|^\s*$/.test(text));
      expect(unreadable).toEqual([]);
    }
  });

  it.each(translatedServerLocales())('%s: every key of the English source, plural forms, placeholders', (locale) => {
    expect(serverTranslationProblems(locale)).toEqual([]);
  });
});

describe('answering in the caller’s language', () => {
  const french = readTranslations(serverTranslationsDir, 'fr')!;
  const frenchContract = readTranslations(contractTranslationsDir, 'fr')!;

  it('translates errors and validation messages, falls back to English, and to Arabic without a language', async () => {
    const owner = await createOwner(server.runtime.database.db);
    const refused = (locale?: string) =>
      server.callRefused(authEndpoints.ownerLogin, {
        body: { username: owner.user.username, password: 'Wrong@2026' },
        ...(locale ? { headers: { locale } } : {}),
      });
    expect((await refused('fr')).body.message).toBe(french['messages.wrong-data']);
    expect(french['messages.wrong-data']).not.toBe('The username or password is incorrect');
    expect((await refused('fr-CA')).body.message).toBe(french['messages.wrong-data']);
    expect((await refused('tlh')).body.message).toBe('The username or password is incorrect');
    expect((await refused()).body.message).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');

    const invalid = await server.request<ValidationErrorBody<'username'>>('POST', '/api/auth/owner-login', {
      body: { username: '  ' },
      headers: { locale: 'fr' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.username).toEqual([frenchContract['validation.required']]);
  });

  it('fills placeholders and plural forms in the language’s own rules', () => {
    const polish = readTranslations(serverTranslationsDir, 'pl')!;
    const rendered = renderNotification('renewal-requested', { name: 'Shop', plan: 'Gold', months: 3 }, 'pl')!;
    const period = polish['notifications.months_few']!.replace(/\{\{\s*count[^}]*\}\}/, '3');
    expect(rendered.message).toContain(period);
    expect(rendered.message).toContain('Shop');
    expect(rendered.message).not.toContain('{{');
  });

  it('writes a customer’s order messages and the default order form in the store’s language when translated', () => {
    expect(customerLocaleOf(['fr', 'ar'])).toBe('fr');
    expect(customerLocaleOf(['tlh', 'en'])).toBe('ar');
    const message = customerStatusMessage('fr', 'shipping_done', 512);
    expect(message).toBe(french['orderStatus.customer.shipping_done']!.replace(/\{\{\s*n\s*\}\}/, '512'));
    expect(defaultOrderForm('fr').map((field) => field.title)).toEqual(
      ['name', 'phone', 'address', 'notes'].map((name) => frenchContract[`orderForm.defaults.${name}`]),
    );
    expect(defaultOrderForm('tlh').map((field) => field.title)).toEqual(['Name', 'Phone', 'Address', 'Notes']);
  });
});
