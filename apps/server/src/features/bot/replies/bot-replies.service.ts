import type { z } from 'zod';
import {
  botLimits,
  type InterfaceLocale,
  type BotReplyBody,
  type botReplyListQuerySchema,
  type botTrailQuerySchema,
} from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { AnswerTrailReports } from '../../inbox/index.ts';
import type { BotPages } from '../bot-page.ts';
import type { BotRepliesRepository, BotReplyValues, StoredBotReply } from './bot-replies.repository.ts';
import { toBotReplyDto, toBotTrailDto } from './bot-reply-dto.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';

type Viewer = { userId: number; isAdmin: boolean };
type ListQuery = z.infer<typeof botReplyListQuerySchema>;
type TrailQuery = z.infer<typeof botTrailQuerySchema>;

/** The bot form's rules (spec section 3): the page's unique rules answered 409, the rest 422 on its field. */
export function createBotRepliesService(deps: {
  repository: BotRepliesRepository;
  /** The inbox's answer trail: the bots' rows and how many of their answers Meta accepted. */
  trails: AnswerTrailReports;
  pages: BotPages;
  clock: Clock;
  appUrl: string;
  /** The engine keeps the page's bots in memory a moment: a change is seen at once. */
  onBotsChanged: (pageId: number) => void;
}) {
  const { repository, trails, clock, appUrl } = deps;

  /** The bots as the form shows them, each with how many of its answers Meta accepted. */
  async function botDtos(rows: StoredBotReply[]) {
    const sent = await trails.sentAnswersByBot(rows.map((row) => row.id));
    return rows.map((row) => toBotReplyDto({ ...row, answered: sent.get(row.id) ?? 0 }, appUrl));
  }

  async function answer(pageId: number, id: number) {
    const row = await repository.find(pageId, id);
    if (!row) throw notFound();
    const [bot] = await botDtos([row]);
    return { bot: bot! };
  }

  async function valuesOf(pageId: number, body: BotReplyBody, viewer: Viewer, exceptId: number | null) {
    const flow = body.reply_type === 'flow';
    const postbackId = body.postback_id ? body.postback_id : null;
    const conflicts = await repository.conflicts(
      pageId,
      { postbackId, isDefault: body.keyword_type === 'reply' && postbackId === null },
      exceptId,
    );
    if (conflicts.postback) throw new AppError('conflict', { messageKey: 'bot-postback-taken' });
    if (conflicts.default) throw new AppError('conflict', { messageKey: 'bot-default-reply-taken' });
    if (flow && !(await repository.flowOfPage(pageId, body.flow_id!)))
      throw new AppError('validation', { fieldErrors: { flow_id: ['bot-flow-not-found'] } });
    const usesMedia = !flow && (body.message_type === 'image' || body.message_type === 'file');
    if (usesMedia && body.media_id !== null) {
      const file = await repository.mediaFile(body.media_id, viewer);
      if (!file) throw new AppError('validation', { fieldErrors: { media_id: ['inbox-media-not-found'] } });
      if (body.message_type === 'image' && file.kind !== 'image')
        throw new AppError('validation', { fieldErrors: { media_id: ['bot-media-image-only'] } });
    }
    const values: BotReplyValues = {
      botName: body.bot_name,
      enabled: body.enabled,
      replyType: body.reply_type,
      flowId: flow ? body.flow_id : null,
      messageType: body.message_type,
      message: body.message,
      buttons: body.buttons,
      cards: body.cards,
      replies: body.replies,
      mediaId: usesMedia ? body.media_id : null,
      itemIds: !flow && body.message_type === 'products' ? body.item_ids : [],
      typingOnSettings: body.typing_on_settings,
      delayInReply: body.delay_in_reply,
      keywords: body.keyword_type === 'reply' ? [] : body.keywords,
      keywordType: body.keyword_type,
      postbackId,
      updatedAt: clock.now(),
    };
    return values;
  }

  return {
    async list(pageId: number | null, query: ListQuery) {
      const page = await deps.pages.require(pageId);
      return { bots: await botDtos(await repository.list(page, query.q)) };
    },

    async get(pageId: number | null, id: number) {
      return answer(await deps.pages.require(pageId), id);
    },

    async create(pageId: number | null, body: BotReplyBody, viewer: Viewer) {
      const page = await deps.pages.require(pageId);
      if ((await repository.count(page)) >= botLimits.botsPerPage)
        throw new AppError('validation', { messageKey: 'bot-limit-reached' });
      const id = await repository.insert(page, await valuesOf(page, body, viewer, null));
      // Another request took the postback id or the default reply between the check and the insert.
      if (id === null) throw new AppError('conflict');
      deps.onBotsChanged(page);
      return answer(page, id);
    },

    async update(pageId: number | null, id: number, body: BotReplyBody, viewer: Viewer) {
      const page = await deps.pages.require(pageId);
      if (!(await repository.find(page, id))) throw notFound();
      const values = await valuesOf(page, body, viewer, id);
      try {
        if (!(await repository.update(page, id, values))) throw notFound();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict');
        throw error;
      }
      deps.onBotsChanged(page);
      return answer(page, id);
    },

    async remove(pageId: number | null, id: number) {
      const page = await deps.pages.require(pageId);
      if (!(await repository.remove(page, id))) throw notFound();
      deps.onBotsChanged(page);
      return {};
    },

    async trail(pageId: number | null, query: TrailQuery, locale: InterfaceLocale) {
      const page = await deps.pages.require(pageId);
      const rows = await trails.botTrail(page, query.bot_id, query.limit);
      return { trail: rows.map((row) => toBotTrailDto(row, locale)) };
    },
  };
}
export type BotRepliesService = ReturnType<typeof createBotRepliesService>;
