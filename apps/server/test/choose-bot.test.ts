import { describe, expect, it } from 'vitest';
import { chooseBot, decideBotAnswer, type BotRule } from '../src/features/bot/engine/choose-bot.ts';

const bot = (id: number, rule: Partial<BotRule>): BotRule => ({
  id,
  enabled: true,
  keywordType: 'contains',
  keywords: [],
  postbackId: null,
  ...rule,
});
const text = (value: string) => ({ kind: 'text', text: value, payload: null });

describe('chooseBot', () => {
  const bots = [
    bot(1, { keywordType: 'contains', keywords: ['سعر'] }),
    bot(2, { keywordType: 'exact', keywords: ['السعر'] }),
    bot(3, { keywordType: 'starts_with', keywords: ['مرحبا'] }),
    bot(4, { keywordType: 'reply' }),
    bot(5, { keywordType: 'reply', postbackId: 'ORDER' }),
    bot(6, { keywordType: 'contains', keywords: ['off'], enabled: false }),
  ];

  it('prefers exact, then starts with, then contains, Arabic-aware', () => {
    expect(chooseBot(bots, text('السّعر'))).toMatchObject({ bot: { id: 2 }, keyword: 'السعر', trigger: 'keyword' });
    expect(chooseBot(bots, text('مرحبا، بكم السعر؟'))).toMatchObject({ bot: { id: 3 }, keyword: 'مرحبا' });
    expect(chooseBot(bots, text('بكم السعر؟'))).toMatchObject({ bot: { id: 1 }, keyword: 'سعر' });
    // starts with is whole words: "مرحبابكم" does not start with the word "مرحبا".
    expect(chooseBot([bots[2]!], text('مرحبابكم'))).toBeNull();
  });

  it('answers a payload with the bot of that postback id, whatever its keyword type', () => {
    expect(chooseBot(bots, { kind: 'postback', text: 'Order', payload: 'ORDER' })).toMatchObject({
      bot: { id: 5 },
      trigger: 'postback',
    });
    expect(chooseBot(bots, { kind: 'quick_reply', text: 'Order', payload: 'ORDER' })).toMatchObject({
      trigger: 'quick-reply',
    });
    const started = chooseBot([bot(7, { postbackId: 'GET_STARTED' })], {
      kind: 'postback',
      text: null,
      payload: 'GET_STARTED',
    });
    expect(started).toMatchObject({ bot: { id: 7 }, trigger: 'get-started' });
  });

  it('falls back to the default reply (not a postback bot), and skips disabled bots', () => {
    expect(chooseBot(bots, text('off'))).toMatchObject({ bot: { id: 4 }, trigger: 'default-reply' });
    expect(chooseBot(bots, { kind: 'image', text: null, payload: null })).toMatchObject({ bot: { id: 4 } });
    expect(chooseBot([bots[4]!, bots[5]!], text('off'))).toBeNull();
  });

  it('answers an Instagram postback by its payload alone: no keyword, no default reply', () => {
    const tapped = (payload: string) => ({ kind: 'postback', text: 'السعر', payload });
    expect(chooseBot(bots, tapped('ORDER'), true)).toMatchObject({ bot: { id: 5 }, trigger: 'postback' });
    expect(chooseBot(bots, tapped('UNKNOWN'), true)).toBeNull();
    expect(chooseBot(bots, tapped('UNKNOWN'))).toMatchObject({ bot: { id: 2 }, trigger: 'keyword' });
  });
});

describe('decideBotAnswer', () => {
  const ok = { botEnabled: true, takenOver: false, chosen: true, windowOpen: true, canSend: true, flow: null };
  it('explains a silence in the order the trail shows it', () => {
    expect(decideBotAnswer(ok)).toEqual({ answer: true });
    expect(decideBotAnswer({ ...ok, botEnabled: false, takenOver: true })).toEqual({ skip: 'bot-disabled' });
    expect(decideBotAnswer({ ...ok, takenOver: true, chosen: false })).toEqual({ skip: 'human-takeover' });
    expect(decideBotAnswer({ ...ok, chosen: false })).toEqual({ skip: 'no-match' });
    expect(decideBotAnswer({ ...ok, windowOpen: false })).toEqual({ skip: 'outside-messaging-window' });
    expect(decideBotAnswer({ ...ok, canSend: false })).toEqual({ skip: 'page-cannot-send' });
    expect(decideBotAnswer({ ...ok, flow: { published: false } })).toEqual({ skip: 'flow-not-published' });
    expect(decideBotAnswer({ ...ok, flow: { published: true } })).toEqual({ answer: true });
    expect(decideBotAnswer({ ...ok, flow: { published: true }, onInstagram: true })).toEqual({
      skip: 'flow-not-on-instagram',
    });
    expect(decideBotAnswer({ ...ok, onInstagram: true })).toEqual({ answer: true });
  });
});
