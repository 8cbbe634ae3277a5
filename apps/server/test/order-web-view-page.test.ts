import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFormEndpoints, type OrderForm } from '@app/contract';
import { orderLinks, storeItems } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { issueOrderLink, sellingPage } from './order-form-fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// A stand-in for the built web view: the server adds the form before </body>.
const webViewPage = '<!doctype html><html><head></head><body><main id="order-form"></main></body></html>';

let server: TestServer;
beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDistDir, 'order-form'));
  writeFileSync(path.join(webDistDir, 'order-form', 'index.html'), webViewPage);
  server = await startTestServer({ WEB_DIST_DIR: webDistDir });
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.runtime.database.db;

async function openPage(token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/order/${encodeURIComponent(token)}`, { headers });
  const html = await response.text();
  const data = /<script type="application\/json" id="order-form-data">(.*?)<\/script>/s.exec(html)?.[1];
  return { response, html, form: data === undefined ? undefined : (JSON.parse(data) as OrderForm) };
}

const openCountOf = async (linkId: number) =>
  (await db().select().from(orderLinks).where(eq(orderLinks.id, linkId)))[0]!.openCount;

describe('the web view page a product card opens', () => {
  it('holds the order form itself, in the customer language, so the phone needs no second call', async () => {
    const owner = await createOwner(db());
    const { shirt, bag } = await sellingPage(db(), owner.user.id, owner.page.id);
    const link = await issueOrderLink(server, owner.page.id, [bag.id, shirt.id]);

    const english = await openPage(link.token, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.response.status).toBe(200);
    expect(english.response.headers.get('cache-control')).toBe('no-store');
    expect(english.response.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://www.messenger.com https://www.facebook.com',
    );
    expect(english.form).toMatchObject({ locale: 'en', direction: 'ltr', page: { name: owner.page.name } });
    expect(english.form!.items.map((item) => item.name)).toEqual(['Brown leather bag', 'White linen shirt']);
    expect(english.form!.submission_key).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // The same form the page's own call answers, but for the submission key made for each visit.
    const called = await server.call(orderFormEndpoints.show, {
      params: { token: link.token },
      query: { lang: 'ar' },
    });
    const arabic = await openPage(`${link.token}`, {});
    expect({ ...arabic.form, submission_key: '' }).toEqual({ ...called.body, submission_key: '' });
    const asked = await fetch(`${server.baseUrl}/order/${link.token}?lang=en`).then((response) => response.text());
    expect(asked).toContain('"locale":"en"');
    expect(await openCountOf(link.id)).toBe(4);
  });

  it("keeps a product's name that looks like markup or a replacement pattern exactly as written", async () => {
    const owner = await createOwner(db());
    const { shirt } = await sellingPage(db(), owner.user.id, owner.page.id);
    const name = "</script><script>alert(1)</script> <!-- $& $' $1";
    await db()
      .update(storeItems)
      .set({ names: { ar: name, en: name } })
      .where(eq(storeItems.id, shirt.id));
    const link = await issueOrderLink(server, owner.page.id, [shirt.id]);
    const { html, form } = await openPage(link.token);
    expect(form!.items[0]!.name).toBe(name);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
  });

  it('leaves a link it cannot show to the page, which asks and shows the localized refusal', async () => {
    const owner = await createOwner(db());
    const { hidden } = await sellingPage(db(), owner.user.id, owner.page.id);
    const onlyHidden = await issueOrderLink(server, owner.page.id, [hidden.id]);
    for (const token of [onlyHidden.token, `${onlyHidden.token}x`, 'not-a-token']) {
      const page = await openPage(token);
      expect(page.response.status, token).toBe(200);
      expect(page.form, token).toBeUndefined();
      expect(page.html, token).toBe(webViewPage);
    }
  });

  it('does not read or count the form for a link preview (Messenger, WhatsApp)', async () => {
    const owner = await createOwner(db());
    const { shirt } = await sellingPage(db(), owner.user.id, owner.page.id);
    const link = await issueOrderLink(server, owner.page.id, [shirt.id]);
    for (const agent of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
    ]) {
      const preview = await openPage(link.token, { 'user-agent': agent });
      expect(preview.form, agent).toBeUndefined();
    }
    expect(await openCountOf(link.id)).toBe(0);
  });
});
