import {
  supportedLocales,
  type AppLocale,
  type HelpArticle,
  type HelpArticleAdmin,
  type HelpArticleSummary,
  type HelpCentre,
  type HelpSection,
  type HelpSectionInput,
  type HelpArticleInput,
} from '@app/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type {
  HelpArticleRow,
  HelpRepository,
  HelpSectionRow,
  HelpVersionRow,
  NewHelpVersion,
} from './help.repository.ts';
import { plainTextOf, sanitizeHelpHtml } from './sanitize-help-html.ts';

type ArticleWithVersions = HelpArticleRow & { versions: HelpVersionRow[] };

/** The version a reader sees: theirs, else Arabic, else English. */
export function shownVersion<Version extends { locale: string }>(versions: Version[], reader: AppLocale) {
  for (const locale of [reader, 'ar', 'en']) {
    const version = versions.find((candidate) => candidate.locale === locale);
    if (version) return version;
  }
  return versions[0];
}

const sectionTitle = (titles: HelpSectionRow['titles'], reader: AppLocale) => titles[reader] || titles.ar || titles.en;

const sectionOf = (row: HelpSectionRow, articleCount: number): HelpSection => ({
  id: row.id,
  position: row.position,
  titles: { ar: row.titles.ar, en: row.titles.en },
  article_count: articleCount,
});

function adminArticleOf(row: ArticleWithVersions): HelpArticleAdmin {
  const versions: HelpArticleAdmin['versions'] = {};
  for (const version of row.versions) {
    if (version.locale === 'ar' || version.locale === 'en')
      versions[version.locale] = { title: version.title, body: version.body };
  }
  return {
    id: row.id,
    section_id: row.sectionId,
    position: row.position,
    status: row.status,
    screen: row.screen,
    versions,
    updated_at: row.updatedAt.toISOString(),
  };
}

function summaryOf(row: HelpArticleRow, version: HelpVersionRow): HelpArticleSummary {
  return {
    id: row.id,
    section_id: row.sectionId,
    title: version.title,
    locale: version.locale as AppLocale,
    screen: row.screen,
  };
}

/** Some words around the first place the text has the searched words. */
function excerptOf(text: string, words: string) {
  const at = text.toLocaleLowerCase().indexOf(words.toLocaleLowerCase());
  const start = Math.max(0, at - 60);
  const excerpt = text.slice(start, start + 180);
  return `${start > 0 ? '…' : ''}${excerpt}${start + 180 < text.length ? '…' : ''}`;
}

/** `mediaPrefixes`: where our uploads are served, the only pictures besides https ones an article may show. */
export function createHelpService(deps: { repository: HelpRepository; mediaPrefixes: readonly string[] }) {
  const { repository } = deps;

  async function requireSection(id: number) {
    const section = await repository.section(id);
    if (!section) throw notFound();
    return section;
  }

  async function adminArticle(id: number) {
    const [row] = await repository.articles({ id });
    if (!row) throw notFound();
    return { article: adminArticleOf(row) };
  }

  /** The stored versions of an article's input: sanitized bodies and their plain text; at least one is required. */
  function versionsOf(input: HelpArticleInput['versions']): NewHelpVersion[] {
    const versions: NewHelpVersion[] = [];
    for (const locale of supportedLocales) {
      const version = input[locale];
      if (!version) continue;
      const body = sanitizeHelpHtml(version.body, deps.mediaPrefixes);
      versions.push({ locale, title: version.title.trim(), body, plainText: plainTextOf(body) });
    }
    if (versions.length === 0)
      throw new AppError('validation', { fieldErrors: { 'versions.ar.title': ['help-version-required'] } });
    return versions;
  }

  async function articleFields(input: HelpArticleInput) {
    if (!(await repository.section(Number(input.section_id))))
      throw new AppError('validation', { fieldErrors: { section_id: ['help-section-not-found'] } });
    return { sectionId: Number(input.section_id), status: input.status, screen: input.screen ?? null };
  }

  async function readerArticle(row: ArticleWithVersions, reader: AppLocale): Promise<HelpArticle> {
    const version = shownVersion(row.versions, reader)!;
    const section = await repository.section(row.sectionId);
    return {
      ...summaryOf(row, version),
      section_title: section ? sectionTitle(section.titles, reader) : '',
      body: version.body,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  return {
    async sections() {
      const rows = await repository.sections();
      return { sections: rows.map((row) => sectionOf(row, row.articleCount)) };
    },

    async section(id: number) {
      const section = await requireSection(id);
      const articles = await repository.articles({ sectionId: id });
      return { section: sectionOf(section, articles.length), articles: articles.map(adminArticleOf) };
    },

    async createSection(input: HelpSectionInput) {
      const row = await repository.createSection({ ar: input.titles.ar, en: input.titles.en ?? '' });
      return { section: sectionOf(row, 0) };
    },

    async renameSection(id: number, input: HelpSectionInput) {
      const row = await repository.renameSection(id, { ar: input.titles.ar, en: input.titles.en ?? '' });
      if (!row) throw notFound();
      return { section: sectionOf(row, (await repository.articles({ sectionId: id })).length) };
    },

    async deleteSection(id: number) {
      await requireSection(id);
      if (!(await repository.deleteEmptySection(id)))
        throw new AppError('conflict', { messageKey: 'help-section-not-empty' });
    },

    async reorderSections(ids: number[]) {
      const current = await repository.sectionIds();
      const complete = ids.length === current.length && new Set(ids).size === ids.length;
      if (!complete || !ids.every((id) => current.includes(id)))
        throw new AppError('validation', { fieldErrors: { ids: ['help-reorder-incomplete'] } });
      await repository.placeSections(ids);
    },

    async createArticle(input: HelpArticleInput) {
      const versions = versionsOf(input.versions);
      const id = await repository.createArticle(await articleFields(input), versions);
      return adminArticle(id);
    },

    async updateArticle(id: number, input: HelpArticleInput) {
      const versions = versionsOf(input.versions);
      if (!(await repository.updateArticle(id, await articleFields(input), versions))) throw notFound();
      return adminArticle(id);
    },

    async setArticleStatus(id: number, status: HelpArticleRow['status']) {
      if (!(await repository.setArticleStatus(id, status))) throw notFound();
      return adminArticle(id);
    },

    async deleteArticle(id: number) {
      if (!(await repository.deleteArticle(id))) throw notFound();
    },

    async centre(reader: AppLocale): Promise<HelpCentre> {
      const [sections, articles] = await Promise.all([
        repository.sections(),
        repository.articles({ publishedOnly: true }),
      ]);
      return {
        sections: sections
          .map((section) => ({
            id: section.id,
            title: sectionTitle(section.titles, reader),
            articles: articles
              .filter((article) => article.sectionId === section.id && article.versions.length > 0)
              .map((article) => summaryOf(article, shownVersion(article.versions, reader)!)),
          }))
          .filter((section) => section.articles.length > 0),
      };
    },

    async article(id: number, reader: AppLocale) {
      const [row] = await repository.articles({ id, publishedOnly: true });
      if (!row || row.versions.length === 0) throw notFound();
      return readerArticle(row, reader);
    },

    /** The screen's own article; a screen of one object (`…/process/12`) also finds its list's (`…/process`). */
    async forScreen(screen: string, reader: AppLocale) {
      const withoutIds = screen.replace(/(\/\d+)+\/?$/, '') || '/';
      for (const candidate of new Set([screen, withoutIds])) {
        const [row] = (await repository.articles({ screen: candidate, publishedOnly: true })).filter(
          (article) => article.versions.length > 0,
        );
        if (row) return { article: await readerArticle(row, reader) };
      }
      return { article: null };
    },

    async search(words: string, reader: AppLocale) {
      const matches = await repository.searchPublished(reader, words);
      const byArticle = new Map<number, { article: HelpArticleRow; versions: HelpVersionRow[] }>();
      for (const { article, version } of matches) {
        const entry = byArticle.get(article.id) ?? { article, versions: [] };
        entry.versions.push(version);
        byArticle.set(article.id, entry);
      }
      return {
        articles: [...byArticle.values()].map(({ article, versions }) => {
          const version = shownVersion(versions, reader)!;
          return { ...summaryOf(article, version), excerpt: excerptOf(version.plainText, words) };
        }),
      };
    },
  };
}
export type HelpService = ReturnType<typeof createHelpService>;
