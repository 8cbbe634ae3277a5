import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLegalPage } from '../src/features/legal/legal-page.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ OPERATOR_NAME: 'سوق دمشق', OPERATOR_EMAIL: 'privacy@souq.example' });
});
afterAll(async () => {
  await server?.stop();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

describe('public privacy policy and terms (issue 28: what a live app must have)', () => {
  it('serves the privacy policy as a whole page in Arabic by default, naming the operator and its address', async () => {
    const { status, type, html } = await page('/privacy');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>سياسة الخصوصية</h1>');
    expect(html).toContain('سوق دمشق');
    expect(html).toContain('privacy@souq.example');
    // Readable without JavaScript: the text is in the page, no script.
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/privacy?lang=en"');
    expect(html).toContain('href="/terms?lang=ar"');
  });

  it('answers in English when asked by the link or by the browser, and falls back for a language it lacks', async () => {
    const byLink = await page('/privacy?lang=en');
    expect(byLink.html).toContain('<html lang="en" dir="ltr">');
    expect(byLink.html).toContain('<h1>Privacy policy</h1>');
    const byBrowser = await page('/terms', { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(byBrowser.html).toContain('<h1>Terms of service</h1>');
    const unknown = await page('/terms?lang=xx', { 'Accept-Language': 'en' });
    expect(unknown.html).toContain('<h1>Terms of service</h1>');
    const arabicTerms = await page('/terms?lang=ar', { 'Accept-Language': 'en' });
    expect(arabicTerms.html).toContain('<h1>شروط الخدمة</h1>');
  });

  it('names the product when no operator is configured, and escapes what the operator wrote', () => {
    const unnamed = renderLegalPage('privacy', 'en', { name: null, email: null });
    expect(unnamed).toContain('Seller Dashboard runs this service');
    expect(unnamed).not.toMatch(/[\w.]+@[\w-]+\.[a-z]+/);
    const tricky = renderLegalPage('terms', 'en', { name: 'Shop <b>&</b> Co', email: null });
    expect(tricky).toContain('Shop &#60;b&#62;&#38;&#60;/b&#62; Co');
    expect(tricky).not.toContain('<b>');
  });
});
