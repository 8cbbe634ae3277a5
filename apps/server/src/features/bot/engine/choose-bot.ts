import type { NamedStop } from '../../pages/index.ts';
import {
  findKeyword,
  getStartedPayload,
  normalizeForMatching,
  type BotKeywordType,
  type BotSkipReason,
  type BotTrigger,
} from '@app/contract';

/** What choosing needs of a bot. */
export type BotRule = {
  id: number;
  enabled: boolean;
  keywordType: BotKeywordType;
  keywords: readonly string[];
  postbackId: string | null;
};

/** A customer's message as the bot reads it: its text, and the payload of a quick reply or a postback. */
export type IncomingForBot = { kind: string; text: string | null; payload: string | null };

export type BotChoice<B> = { bot: B; trigger: BotTrigger; keyword: string | null };

const byKeywordType = (type: Exclude<BotKeywordType, 'reply'>, text: string, keywords: readonly string[]) => {
  if (type === 'contains') return findKeyword(text, keywords);
  const message = normalizeForMatching(text);
  if (!message) return null;
  for (const keyword of keywords) {
    const wanted = normalizeForMatching(keyword);
    if (!wanted) continue;
    if (type === 'exact' ? message === wanted : `${message} `.startsWith(`${wanted} `)) return keyword;
  }
  return null;
};

/**
 * Which enabled bot answers: a quick reply's or postback's payload names the bot with that postback id; otherwise
 * (or when none has it) the text is matched by keyword type, exact first, then starts with, then contains (Arabic
 * aware, the comment engine's normalization), the oldest bot first within a type; else the page's default reply.
 */
export function chooseBot<B extends BotRule>(
  bots: readonly B[],
  incoming: IncomingForBot,
  /** Instagram's postbacks name their bot by payload alone: no keyword or default reply answers them. */
  byPayloadOnly = false,
): BotChoice<B> | null {
  const enabled = bots.filter((bot) => bot.enabled).sort((a, b) => a.id - b.id);
  if (incoming.payload !== null) {
    const bot = enabled.find((candidate) => candidate.postbackId === incoming.payload);
    if (bot) {
      const trigger: BotTrigger =
        incoming.kind === 'quick_reply'
          ? 'quick-reply'
          : incoming.payload === getStartedPayload
            ? 'get-started'
            : 'postback';
      return { bot, trigger, keyword: null };
    }
  }
  if (byPayloadOnly) return null;
  const text = incoming.text ?? '';
  if (text)
    for (const type of ['exact', 'starts_with', 'contains'] as const) {
      for (const bot of enabled) {
        if (bot.keywordType !== type) continue;
        const keyword = byKeywordType(type, text, bot.keywords);
        if (keyword !== null) return { bot, trigger: 'keyword', keyword };
      }
    }
  const fallback = enabled.find((bot) => bot.keywordType === 'reply' && bot.postbackId === null);
  return fallback ? { bot: fallback, trigger: 'default-reply', keyword: null } : null;
}

/** Whether the chosen bot may answer now, or why not (in the order the trail explains it). */
export function decideBotAnswer(state: {
  botEnabled: boolean;
  takenOver: boolean;
  chosen: boolean;
  windowOpen: boolean;
  canSend: boolean;
  /** Why the page cannot send, when the page gate named it (a block, a lapsed plan, Meta's pause). */
  sendStop?: NamedStop | null;
  flow: { published: boolean } | null;
  /** An Instagram conversation: flows run on Messenger only. */
  onInstagram?: boolean;
}): { answer: true } | { skip: BotSkipReason } {
  if (!state.botEnabled) return { skip: 'bot-disabled' };
  if (state.takenOver) return { skip: 'human-takeover' };
  if (!state.chosen) return { skip: 'no-match' };
  if (!state.windowOpen) return { skip: 'outside-messaging-window' };
  if (!state.canSend) return { skip: state.sendStop ?? 'page-cannot-send' };
  if (state.flow && state.onInstagram) return { skip: 'flow-not-on-instagram' };
  if (state.flow && !state.flow.published) return { skip: 'flow-not-published' };
  return { answer: true };
}
