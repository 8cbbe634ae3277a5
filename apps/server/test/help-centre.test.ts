import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpEndpoints as help, type HelpArticleInput } from '@app/contract';
import { createOwner } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let admin: string;
let owner: string;
const ar = { locale: 'ar' };
const en = { locale: 'en' };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin', 'Admin@2026')).access_token;
  const seller = await createOwner(server.runtime.database.db);
  owner = (await server.login(seller.user.username, seller.password)).access_token;
});
afterAll(async () => {
  await server?.stop();
});

async function newSection(titles = { ar: 'قسم', en: 'Section' }) {
  return (await server.call(help.createSection, { body: { titles }, token: admin })).body.section;
}

async function newArticle(input: HelpArticleInput) {
  return (await server.call(help.createArticle, { body: input, token: admin })).body.article;
}

describe('help centre', () => {
  it('stores bodies sanitized: no scripts, handlers, styles, javascript: links or foreign picture schemes', async () => {
    const section = await newSection();
    const article = await newArticle({
      section_id: section.id,
      status: 'draft',
      versions: {
        en: {
          title: 'Sanitized',
          body: [
            '<h2 style="color:red" onclick="steal()">Title</h2><script>alert(1)</script>',
            '<p>Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com/x">good</a>',
            ' <a href="/dashboard/help">inside</a></p>',
            '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><img src="/media/a.png" alt="ours">',
            '<img src="https://cdn.example.com/b.png"><iframe src="https://evil.example"></iframe>',
          ].join(''),
        },
      },
    });
    const body = article.versions.en!.body;
    expect(body).not.toMatch(/script|onclick|onerror|style=|javascript:|data:|iframe|src="x"/i);
    expect(body).toContain('<h2>Title</h2>');
    expect(body).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">good</a>');
    expect(body).toContain('<a href="/dashboard/help" rel="noopener noreferrer">inside</a>');
    expect(body).toContain('<a rel="noopener noreferrer">bad</a>');
    expect(body).toContain('<img src="/media/a.png" alt="ours" />');
    expect(body).toContain('<img src="https://cdn.example.com/b.png" />');

    const updated = await server.call(help.updateArticle, {
      params: { id: article.id },
      body: {
        section_id: section.id,
        status: 'draft',
        versions: { ar: { title: 'معقّم', body: '<p onmouseover="x()">نص<script>bad()</script></p>' } },
      },
      token: admin,
    });
    expect(updated.body.article.versions).toEqual({ ar: { title: 'معقّم', body: '<p>نص</p>' } });
  });

  it('shows the reader’s version, else Arabic, else English, and says which', async () => {
    const section = await newSection({ ar: 'قسم اللغات', en: 'Languages section' });
    const both = await newArticle({
      section_id: section.id,
      status: 'published',
      versions: {
        ar: { title: 'مقالة بلغتين', body: '<p>عربي</p>' },
        en: { title: 'Two languages', body: '<p>English</p>' },
      },
    });
    const arabicOnly = await newArticle({
      section_id: section.id,
      status: 'published',
      versions: { ar: { title: 'عربية فقط', body: '<p>فقط</p>' } },
    });
    const englishOnly = await newArticle({
      section_id: section.id,
      status: 'published',
      versions: { en: { title: 'English only', body: '<p>Only</p>' } },
    });

    const inEnglish = await server.call(help.article, { params: { id: both.id }, token: owner, headers: en });
    expect(inEnglish.body).toMatchObject({ title: 'Two languages', locale: 'en', section_title: 'Languages section' });
    const inArabic = await server.call(help.article, { params: { id: both.id }, token: owner, headers: ar });
    expect(inArabic.body).toMatchObject({ title: 'مقالة بلغتين', locale: 'ar', body: '<p>عربي</p>' });
    const fallback = await server.call(help.article, { params: { id: arabicOnly.id }, token: owner, headers: en });
    expect(fallback.body).toMatchObject({ title: 'عربية فقط', locale: 'ar' });
    const lastResort = await server.call(help.article, { params: { id: englishOnly.id }, token: owner, headers: ar });
    expect(lastResort.body).toMatchObject({ title: 'English only', locale: 'en' });

    const centre = await server.call(help.centre, { token: owner, headers: en });
    const listed = centre.body.sections.find((candidate) => candidate.id === section.id);
    expect(listed?.title).toBe('Languages section');
    expect(listed?.articles.map((article) => [article.title, article.locale])).toEqual([
      ['Two languages', 'en'],
      ['عربية فقط', 'ar'],
      ['English only', 'en'],
    ]);
  });

  it('finds published articles by title or text in the reader’s language', async () => {
    const section = await newSection();
    await newArticle({
      section_id: section.id,
      status: 'published',
      versions: {
        ar: { title: 'شحن الطلبات', body: '<p>كيف ترسل <strong>زيبرا</strong> إلى الزبون</p>' },
        en: { title: 'Shipping orders', body: '<p>How to send a <strong>zebra-parcel</strong> to the customer</p>' },
      },
    });
    await newArticle({
      section_id: section.id,
      status: 'published',
      versions: { ar: { title: 'مقالة عربية عن الكنغر', body: '<p>نص</p>' } },
    });

    const byText = await server.call(help.search, { query: { q: 'ZEBRA-parcel' }, token: owner, headers: en });
    expect(byText.body.articles).toHaveLength(1);
    expect(byText.body.articles[0]).toMatchObject({ title: 'Shipping orders', locale: 'en' });
    expect(byText.body.articles[0]!.excerpt).toContain('zebra-parcel to the customer');
    // The Arabic version is not searched for an English reader when an English one exists.
    const otherLanguage = await server.call(help.search, { query: { q: 'زيبرا' }, token: owner, headers: en });
    expect(otherLanguage.body.articles).toEqual([]);
    const inArabic = await server.call(help.search, { query: { q: 'زيبرا' }, token: owner, headers: ar });
    expect(inArabic.body.articles.map((article) => article.title)).toEqual(['شحن الطلبات']);
    // An article without the reader's language is searched in the one shown instead.
    const fallback = await server.call(help.search, { query: { q: 'الكنغر' }, token: owner, headers: en });
    expect(fallback.body.articles.map((article) => [article.title, article.locale])).toEqual([
      ['مقالة عربية عن الكنغر', 'ar'],
    ]);
    const wildcard = await server.call(help.search, { query: { q: '%' }, token: owner, headers: en });
    expect(wildcard.body.articles).toEqual([]);
  });

  it('keeps drafts from owners until published, and finds the article of a screen', async () => {
    const section = await newSection();
    const draft = await newArticle({
      section_id: section.id,
      status: 'draft',
      screen: '/dashboard/help-test/orders',
      versions: { en: { title: 'Hidden walrus', body: '<p>walrus</p>' } },
    });
    expect((await server.callRefused(help.article, { params: { id: draft.id }, token: owner })).status).toBe(404);
    expect((await server.call(help.search, { query: { q: 'walrus' }, token: owner })).body.articles).toEqual([]);
    const screenQuery = { query: { screen: '/dashboard/help-test/orders/42' }, token: owner, headers: en };
    expect((await server.call(help.forScreen, screenQuery)).body.article).toBeNull();
    const centre = await server.call(help.centre, { token: owner });
    expect(centre.body.sections.some((candidate) => candidate.id === section.id)).toBe(false);

    await server.call(help.setArticleStatus, { params: { id: draft.id }, body: { status: 'published' }, token: admin });
    expect((await server.call(help.article, { params: { id: draft.id }, token: owner })).body.title).toBe(
      'Hidden walrus',
    );
    expect((await server.call(help.forScreen, screenQuery)).body.article?.id).toBe(draft.id);
    const other = { query: { screen: '/dashboard/help-test/unknown' }, token: owner };
    expect((await server.call(help.forScreen, other)).body.article).toBeNull();
  });

  it('refuses owners every admin endpoint, and keeps sections with articles', async () => {
    const section = await newSection();
    for (const call of [
      server.callRefused(help.sections, { token: owner }),
      server.callRefused(help.createSection, { body: { titles: { ar: 'x' } }, token: owner }),
      server.callRefused(help.deleteSection, { params: { id: section.id }, token: owner }),
      server.callRefused(help.createArticle, {
        body: { section_id: section.id, status: 'published', versions: { ar: { title: 'x', body: '' } } },
        token: owner,
      }),
    ]) {
      expect((await call).status).toBe(403);
    }
    const article = await newArticle({
      section_id: section.id,
      status: 'draft',
      versions: { ar: { title: 'باقية', body: '' } },
    });
    const refused = await server.callRefused(help.deleteSection, {
      params: { id: section.id },
      token: admin,
      headers: en,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This section still has articles. Move or delete them first.');
    await server.call(help.deleteArticle, { params: { id: article.id }, token: admin });
    expect((await server.call(help.deleteSection, { params: { id: section.id }, token: admin })).status).toBe(204);
  });

  it('requires a version, an existing section, and every section once to reorder', async () => {
    const section = await newSection();
    const noVersion = await server.callInvalid(help.createArticle, {
      body: { section_id: section.id, status: 'draft', versions: {} },
      token: admin,
      headers: en,
    });
    expect(noVersion.status).toBe(422);
    const noSection = await server.callInvalid(help.createArticle, {
      body: { section_id: 2_000_000_000, status: 'draft', versions: { en: { title: 'x', body: '' } } },
      token: admin,
    });
    expect(noSection.status).toBe(422);
    const { sections } = (await server.call(help.sections, { token: admin })).body;
    const ids = sections.map((candidate) => candidate.id);
    expect((await server.callInvalid(help.reorderSections, { body: { ids: ids.slice(1) }, token: admin })).status).toBe(
      422,
    );
    await server.call(help.reorderSections, { body: { ids: [...ids].reverse() }, token: admin });
    const reordered = (await server.call(help.sections, { token: admin })).body.sections.map((row) => row.id);
    expect(reordered).toEqual([...ids].reverse());
  });

  it('seeds the demo with published articles in both languages for the home, posts, bot and store screens', async () => {
    for (const screen of [
      '/dashboard',
      '/dashboard/fb/posts',
      '/dashboard/bot/settings',
      '/dashboard/store/products',
    ]) {
      const inArabic = await server.call(help.forScreen, { query: { screen }, token: owner, headers: ar });
      const inEnglish = await server.call(help.forScreen, { query: { screen }, token: owner, headers: en });
      expect(inArabic.body.article?.locale).toBe('ar');
      expect(inEnglish.body.article?.locale).toBe('en');
    }
  });
});
