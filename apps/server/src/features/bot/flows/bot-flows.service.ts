import { randomBytes } from 'node:crypto';
import {
  flowDocumentUploads,
  flowDocumentVersion,
  flowLimits,
  validateFlowDocument,
  type InterfaceLocale,
  type BotFlow,
  type FlowDocument,
  type FlowRunEvent,
  type FlowStats,
  type TryFlowBody,
  type TryFlowResult,
} from '@app/contract';
import type { ProductCards } from '../../orders/index.ts';
import type { BotPages } from '../bot-page.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { BotFlowRow, BotFlowSummaryRow, BotFlowsRepository } from './bot-flows.repository.ts';
import { migrateFlowDocument, storedFlowDocument } from './flow-document-json.ts';
import { localizeFlowProblems, publishErrorsOf } from './flow-problems.ts';
import type { FlowRunsRepository } from './run/flow-runs.repository.ts';
import { stepFlow, type FlowInput } from './run/flow-step.ts';

type Deps = {
  repository: BotFlowsRepository;
  runs: FlowRunsRepository;
  pages: BotPages;
  clock: Clock;
  appUrl: string;
  /** What a products message shows in try it: the page's visible items (no order link is issued). */
  productCards?: Pick<ProductCards, 'options'> | undefined;
  /** A flow was published or deleted: the bot reads the page's flows again. */
  onFlowsChanged: (pageId: number) => void;
};
type SaveDraft = { name?: string | undefined; draft: FlowDocument; draft_revision: number };

/** A new flow's draft: its start alone, where the canvas opens. */
const firstDraft = (): FlowDocument => ({
  version: flowDocumentVersion,
  nodes: [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }],
  edges: [],
});

/** The m.me link's ref: unguessable and URL-safe (Meta allows letters, digits, `-` and `_` in it). */
const newRef = () => randomBytes(12).toString('base64url');

function toSummary(row: BotFlowSummaryRow): Omit<BotFlow, 'draft'> {
  return {
    id: row.id,
    page_id: row.pageId,
    name: row.name,
    draft_revision: row.draftRevision,
    published_version: row.publishedVersion,
    published_at: row.publishedAt?.toISOString() ?? null,
    has_unpublished_changes: row.hasUnpublishedChanges,
    ref: row.ref,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const toFlow = (row: BotFlowRow): BotFlow => ({ ...toSummary(row), draft: migrateFlowDocument(row.draft) });

/** The flow builder's flows: drafts saved from the canvas, checked, and published as frozen numbered versions. */
export function createBotFlowsService(deps: Deps) {
  const { repository, runs, pages, clock, appUrl, onFlowsChanged } = deps;
  const requireBotPage = (pageId: number | null) => pages.require(pageId);

  async function requireFlow(pageId: number | null, id: number) {
    const page = await requireBotPage(pageId);
    const row = await repository.find(page, id);
    if (!row) throw notFound();
    return { page, row };
  }

  /** A products message's items as the try pane shows them: the visible ones, in the order chosen. */
  async function withProducts(page: number, event: FlowRunEvent): Promise<FlowRunEvent> {
    if (event.kind !== 'message' || event.message.message_type !== 'products' || !deps.productCards) return event;
    const { items, store } = await deps.productCards.options(page);
    const currency = store?.currency ?? '';
    const byId = new Map(items.map((item) => [item.id, item]));
    const products = event.message.item_ids.flatMap((itemId) => {
      const item = byId.get(itemId);
      return item ? [{ id: item.id, name: item.name, price: item.price, currency, image_url: item.image_url }] : [];
    });
    return { ...event, products };
  }

  /** A message's image or file as the try pane shows it. */
  async function withMedia(event: FlowRunEvent): Promise<FlowRunEvent> {
    if (event.kind !== 'message' || event.message.media_id === null) return event;
    const type = event.message.message_type;
    const blobKey = await runs.mediaBlobKey(event.message.media_id);
    if (blobKey === null || (type !== 'image' && type !== 'file')) return event;
    return { ...event, media: { id: event.message.media_id, url: `${appUrl}/${blobKey}`, kind: type } };
  }

  /** The rules' findings for a stored draft, with what they need to know of the page. */
  async function findingsOf(page: number, draft: FlowDocument) {
    const flows = new Set(await repository.flowIdsOfPage(page));
    const media = new Set(await repository.mediaOfPageOwners(page, [...new Set(flowDocumentUploads(draft))]));
    return validateFlowDocument(draft, { flowExists: (id) => flows.has(id), mediaExists: (id) => media.has(id) });
  }

  return {
    async list(pageId: number | null) {
      const page = await requireBotPage(pageId);
      return { flows: (await repository.list(page)).map(toSummary) };
    },

    async get(pageId: number | null, id: number) {
      const { row } = await requireFlow(pageId, id);
      return { flow: toFlow(row) };
    },

    async create(pageId: number | null, body: { name: string }) {
      const page = await requireBotPage(pageId);
      if ((await repository.countOfPage(page)) >= flowLimits.flowsPerPage)
        throw new AppError('validation', {
          messageKey: 'flow-limit-reached',
          params: { max: flowLimits.flowsPerPage },
          fieldErrors: { name: [{ key: 'flow-limit-reached', params: { max: flowLimits.flowsPerPage } }] },
        });
      const draft = storedFlowDocument(firstDraft());
      // 96 random bits: a taken ref is drawn again rather than expected.
      for (let attempt = 0; attempt < 3; attempt++) {
        const row = await repository.insert({ pageId: page, name: body.name, draft, ref: newRef(), now: clock.now() });
        if (row) return { flow: toFlow(row) };
      }
      throw new AppError('server-error');
    },

    /** Refused with 409 when the draft was saved since the revision the canvas started from. */
    async saveDraft(pageId: number | null, id: number, body: SaveDraft) {
      const { page } = await requireFlow(pageId, id);
      const row = await repository.saveDraft({
        pageId: page,
        id,
        revision: body.draft_revision,
        name: body.name,
        draft: storedFlowDocument(body.draft),
        now: clock.now(),
      });
      if (!row) {
        // Not found a moment ago means it was deleted meanwhile; otherwise another save came first.
        if (!(await repository.find(page, id))) throw notFound();
        throw new AppError('conflict', { messageKey: 'flow-draft-changed' });
      }
      return { flow: toFlow(row) };
    },

    async check(pageId: number | null, id: number, locale: InterfaceLocale) {
      const { page, row } = await requireFlow(pageId, id);
      const draft = migrateFlowDocument(row.draft);
      return { problems: localizeFlowProblems(await findingsOf(page, draft), draft, locale) };
    },

    /**
     * The draft as the next version, unless it has problems (422, keyed by node). Publishing a draft that is the
     * published version already answers the flow as it is; a save or another publish landing between the check and
     * the freeze sends it round again (so two clicks at once make one version).
     */
    async publish(pageId: number | null, id: number) {
      let { page, row } = await requireFlow(pageId, id);
      for (let attempt = 0; attempt < 3; attempt++) {
        if (row.publishedVersion !== null && !row.hasUnpublishedChanges) return { flow: toFlow(row) };
        const draft = migrateFlowDocument(row.draft);
        const findings = await findingsOf(page, draft);
        if (findings.length > 0)
          throw new AppError('validation', {
            messageKey: 'flow-not-publishable',
            fieldErrors: publishErrorsOf(findings, draft),
          });
        const published = await repository.publish({
          pageId: page,
          id,
          revision: row.draftRevision,
          publishedVersion: row.publishedVersion,
          now: clock.now(),
        });
        if (published) {
          onFlowsChanged(page);
          return { flow: toFlow(published) };
        }
        ({ page, row } = await requireFlow(pageId, id));
      }
      throw new AppError('conflict', { messageKey: 'flow-draft-changed' });
    },

    async remove(pageId: number | null, id: number) {
      const page = await requireBotPage(pageId);
      if (!(await repository.remove(page, id))) throw notFound();
      onFlowsChanged(page);
      return {};
    },

    /** One move of the saved draft for the builder's test subscriber: the engine's own steps, nothing sent. */
    async tryDraft(pageId: number | null, id: number, body: TryFlowBody): Promise<TryFlowResult> {
      const { page, row } = await requireFlow(pageId, id);
      const draft = migrateFlowDocument(row.draft);
      const { state } = body;
      const input: FlowInput =
        body.input.type === 'branch'
          ? { type: 'branch', nodeId: body.input.node_id, branch: body.input.branch }
          : body.input;
      const position = state && { nodeId: state.node_id, waitingFor: state.waiting_for, attempts: state.attempts };
      const step = stepFlow(draft, body.input.type === 'start' ? null : position, input, {
        fields: state?.fields ?? {},
        labels: state?.labels ?? [],
        windowOpen: body.window_open,
        source: body.source,
      });
      const next = step.position;
      const events: FlowRunEvent[] = [];
      for (const event of step.events) events.push(await withProducts(page, await withMedia(event)));
      return {
        events,
        consumed: step.consumed,
        state: next && {
          node_id: next.nodeId,
          waiting_for: next.waitingFor,
          attempts: next.attempts,
          fields: { ...step.subscriber.fields },
          labels: [...step.subscriber.labels],
        },
      };
    },

    /** The canvas's statistics, over every version of the flow. */
    async stats(pageId: number | null, id: number): Promise<FlowStats> {
      await requireFlow(pageId, id);
      const { visits, running, finished } = await runs.stats(id);
      return {
        nodes: visits
          .filter((visit) => visit.branch === '')
          .map((visit) => ({ node_id: visit.nodeId, reached: visit.subscribers })),
        branches: visits
          .filter((visit) => visit.branch !== '')
          .map((visit) => ({ node_id: visit.nodeId, branch: visit.branch, pressed: visit.subscribers })),
        running,
        finished,
      };
    },
  };
}
export type BotFlowsService = ReturnType<typeof createBotFlowsService>;
