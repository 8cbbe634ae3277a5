import { z } from 'zod';
import { idSchema } from './http/ids.ts';
import { supportedLocales } from './locale.ts';

export const helpArticleStatuses = ['draft', 'published'] as const;
export type HelpArticleStatus = (typeof helpArticleStatuses)[number];

const helpLocaleSchema = z.enum(supportedLocales);

/** A web route path the article explains, e.g. `/dashboard/fb/posts` (no query, no host). */
export const helpScreenSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_-]*$/)
  .describe('The web route path the article explains, e.g. /dashboard/fb/posts');

/** A section's title per interface language; Arabic is required, the others fall back to it. */
export const helpSectionInputSchema = z.object({
  titles: z.object({
    ar: z.string().trim().min(1).max(120),
    en: z.string().trim().max(120).default(''),
  }),
});
export type HelpSectionInput = z.input<typeof helpSectionInputSchema>;

export const helpSectionSchema = z.object({
  id: z.number(),
  position: z.number(),
  titles: z.object({ ar: z.string(), en: z.string() }),
  article_count: z.number(),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;

export const helpReorderSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

const helpVersionInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().max(200_000).describe('Rich text as HTML; sanitized by the server on every write'),
});

export const helpArticleInputSchema = z.object({
  section_id: idSchema,
  status: z.enum(helpArticleStatuses),
  screen: helpScreenSchema.nullable().default(null),
  /** One version per interface language; at least one (checked by the server). */
  versions: z.object({ ar: helpVersionInputSchema.optional(), en: helpVersionInputSchema.optional() }),
});
export type HelpArticleInput = z.input<typeof helpArticleInputSchema>;

export const helpArticleStatusInputSchema = z.object({ status: z.enum(helpArticleStatuses) });

const helpVersionSchema = z.object({ title: z.string(), body: z.string() });

/** An article as the admin edits it: every version. */
export const helpArticleAdminSchema = z.object({
  id: z.number(),
  section_id: z.number(),
  position: z.number(),
  status: z.enum(helpArticleStatuses),
  screen: z.string().nullable(),
  versions: z.object({ ar: helpVersionSchema.optional(), en: helpVersionSchema.optional() }),
  updated_at: z.string(),
});
export type HelpArticleAdmin = z.infer<typeof helpArticleAdminSchema>;

export const helpSectionDetailSchema = z.object({
  section: helpSectionSchema,
  articles: z.array(helpArticleAdminSchema),
});
export type HelpSectionDetail = z.infer<typeof helpSectionDetailSchema>;

/** A published article in the reader's language, or the fallback one (`locale` says which is shown). */
export const helpArticleSummarySchema = z.object({
  id: z.number(),
  section_id: z.number(),
  title: z.string(),
  locale: helpLocaleSchema.describe('The language shown: the reader’s, else Arabic, else English'),
  screen: z.string().nullable(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({
  section_title: z.string(),
  body: z.string().describe('Sanitized HTML'),
  updated_at: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpCentreSchema = z.object({
  sections: z.array(z.object({ id: z.number(), title: z.string(), articles: z.array(helpArticleSummarySchema) })),
});
export type HelpCentre = z.infer<typeof helpCentreSchema>;

export const helpSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const helpSearchResultSchema = z.object({
  articles: z.array(helpArticleSummarySchema.extend({ excerpt: z.string() })),
});
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

export const helpScreenQuerySchema = z.object({ screen: helpScreenSchema });
export const helpScreenArticleSchema = z.object({ article: helpArticleSchema.nullable() });
