import type { WebviewTemplate, WebviewTemplateBody } from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { StoredTemplate, WebviewTemplatesRepository } from './webview-templates.repository.ts';

type Viewer = { userId: number; isAdmin: boolean };

function toTemplateDto(row: StoredTemplate): WebviewTemplate {
  return {
    id: row.id,
    name: row.name,
    fields: row.fields,
    pages: row.pages,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The order forms (spec section 3 "Web-view template"): an owner's own, assigned to their own pages. */
export function createWebviewTemplatesService({
  repository,
  clock,
}: {
  repository: WebviewTemplatesRepository;
  clock: Clock;
}) {
  /** Another owner's form answers as missing, never as forbidden: its id tells nothing. */
  async function visible(id: number, viewer: Viewer) {
    const row = await repository.find(id);
    if (!row || (!viewer.isAdmin && row.ownerUserId !== viewer.userId)) throw notFound();
    return row;
  }

  /** Every page must be the form owner's: a page of someone else is a 422 on `page_ids`, not a silent drop. */
  async function valuesOf(ownerUserId: number, body: WebviewTemplateBody) {
    const pageIds = [...new Set(body.page_ids)];
    const owned = await repository.ownedPageIds(ownerUserId, pageIds);
    if (pageIds.some((pageId) => !owned.has(pageId)))
      throw new AppError('validation', { fieldErrors: { page_ids: ['webview-page-not-yours'] } });
    return { name: body.name, fields: body.fields, pageIds };
  }

  async function answer(id: number) {
    const row = await repository.find(id);
    if (!row) throw notFound();
    return { template: toTemplateDto(row) };
  }

  return {
    async list(pageId: number) {
      const rows = await repository.listForPage(pageId);
      return { templates: rows.map(toTemplateDto) };
    },

    get: async (id: number, viewer: Viewer) => ({ template: toTemplateDto(await visible(id, viewer)) }),

    /** An admin making a form for an owner's page makes it the page owner's. */
    async create(body: WebviewTemplateBody, viewer: Viewer) {
      const firstPage = body.page_ids[0];
      const adminFor = viewer.isAdmin && firstPage !== undefined ? await repository.firstOwnerOf(firstPage) : null;
      const ownerUserId = adminFor ?? viewer.userId;
      const id = await repository.create(ownerUserId, await valuesOf(ownerUserId, body), clock.now());
      return answer(id);
    },

    async update(id: number, body: WebviewTemplateBody, viewer: Viewer) {
      const row = await visible(id, viewer);
      await repository.update(id, await valuesOf(row.ownerUserId, body), clock.now());
      return answer(id);
    },

    async destroy(id: number, viewer: Viewer) {
      await visible(id, viewer);
      await repository.remove(id);
      return null;
    },
  };
}
export type WebviewTemplatesService = ReturnType<typeof createWebviewTemplatesService>;
