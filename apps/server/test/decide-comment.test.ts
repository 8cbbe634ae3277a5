import { describe, expect, it } from 'vitest';
import { replyCampaignSettingsSchema, type ReplyCampaignSettings } from '@app/contract';
import { decideComment, type CampaignRules, type CommentFacts } from '../src/features/replies/engine/decide-comment.ts';
import type { IncomingComment } from '../src/features/replies/engine/incoming-comment.ts';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

function campaign(settings: Partial<ReplyCampaignSettings> = {}, stopAt: Date | null = null): CampaignRules {
  return {
    id: 7,
    pageId: 3,
    stopAt,
    postPermalink: null,
    settings: replyCampaignSettingsSchema.parse({
      name: 'dresses',
      post: '100_200',
      comments: ['Check your inbox!'],
      ...settings,
    }),
  };
}

function comment(values: Partial<IncomingComment> = {}): IncomingComment {
  return {
    id: '200_555',
    postId: '100_200',
    parentId: null,
    fromId: 'person-1',
    fromName: 'Mona',
    text: 'how much is the red dress?',
    createdAt: hoursAgo(1),
    byPage: false,
    ...values,
  };
}

const facts = (values: Partial<CommentFacts> = {}): CommentFacts => ({
  now,
  publicTexts: ['Check your inbox!'],
  random: () => 0,
  ...values,
});

const withMessage = { message_enabled: true, message: 'Here is the price list' } as const;

describe('decideComment', () => {
  it('answers a comment with a keyword in public and in private, and names the keyword', () => {
    const decision = decideComment(campaign({ keywords: ['price', 'how much'], ...withMessage }), comment(), facts());
    expect(decision.trail).toMatchObject({
      campaignId: 7,
      pageId: 3,
      decision: 'matched',
      matchedWord: 'how much',
      publicStatus: 'pending',
      privateStatus: 'pending',
    });
    expect(decision.actions).toEqual([
      {
        idempotencyKey: 'reply:7:555:public',
        kind: 'public_reply',
        request: { commentId: '200_555', message: 'Check your inbox!' },
      },
      {
        idempotencyKey: 'reply:7:555:private',
        kind: 'private_reply',
        request: { commentId: '200_555', messengerMessage: { text: 'Here is the price list' } },
      },
    ]);
  });

  it('answers every comment when the campaign has no keywords', () => {
    const decision = decideComment(campaign(), comment({ text: 'hello' }), facts());
    expect(decision.trail).toMatchObject({ decision: 'matched', matchedWord: null });
    expect(decision.actions).toHaveLength(1);
  });

  it('matches keywords in Arabic text', () => {
    const decision = decideComment(campaign({ keywords: ['السعر'] }), comment({ text: 'كم السعر؟' }), facts());
    expect(decision.trail).toMatchObject({ decision: 'matched', matchedWord: 'السعر' });
  });

  it('never answers a comment with a filter word, even when it has a keyword', () => {
    const decision = decideComment(
      campaign({ keywords: ['price'], filter_words: ['scam'] }),
      comment({ text: 'price? this is a scam' }),
      facts(),
    );
    expect(decision.trail).toMatchObject({ decision: 'filtered', reason: 'filter-word', matchedWord: 'scam' });
    expect(decision.actions).toEqual([]);
  });

  it('answers a comment without a keyword with the not-matching reply, in public only', () => {
    const decision = decideComment(
      campaign({ keywords: ['price'], not_matching_reply: 'Ask us anything in Messenger', ...withMessage }),
      comment({ text: 'nice photo' }),
      facts(),
    );
    expect(decision.trail).toMatchObject({
      decision: 'not_matching',
      matchedWord: null,
      publicStatus: 'pending',
      privateStatus: 'none',
    });
    expect(decision.actions).toEqual([
      {
        idempotencyKey: 'reply:7:555:public',
        kind: 'public_reply',
        request: { commentId: '200_555', message: 'Ask us anything in Messenger' },
      },
    ]);
  });

  it('leaves a comment without a keyword alone when there is no not-matching reply', () => {
    const decision = decideComment(campaign({ keywords: ['price'] }), comment({ text: 'nice photo' }), facts());
    expect(decision.trail).toMatchObject({ decision: 'not_matching', reason: 'no-not-matching-reply' });
    expect(decision.actions).toEqual([]);
  });

  it('writes nothing for the page\u2019s own comments', () => {
    expect(decideComment(campaign(), comment({ byPage: true }), facts())).toEqual({ trail: null, actions: [] });
  });

  it('skips replies to other comments but answers comments on the post itself', () => {
    const reply = decideComment(campaign(), comment({ parentId: '200_444' }), facts());
    expect(reply.trail).toMatchObject({ decision: 'skipped', reason: 'not-top-level' });
    expect(reply.actions).toEqual([]);
    const onPost = decideComment(campaign(), comment({ parentId: '100_200' }), facts());
    expect(onPost.trail).toMatchObject({ decision: 'matched' });
  });

  it('answers a person once unless the campaign answers every comment', () => {
    expect(decideComment(campaign(), comment(), facts()).trail?.oncePerPerson).toBe(true);
    expect(decideComment(campaign({ enable_multiple: true }), comment(), facts()).trail?.oncePerPerson).toBe(false);
  });

  it('answers with the stop message after the scheduled stop, in public only', () => {
    const decision = decideComment(
      campaign({ ...withMessage, schedule: { type: 'stop', message: 'The offer has ended' } }, hoursAgo(1)),
      comment(),
      facts(),
    );
    expect(decision.trail).toMatchObject({ decision: 'matched', publicStatus: 'pending', privateStatus: 'none' });
    expect(decision.actions).toEqual([
      expect.objectContaining({
        kind: 'public_reply',
        request: { commentId: '200_555', message: 'The offer has ended' },
      }),
    ]);
  });

  it('skips comments after the scheduled stop when there is no stop message', () => {
    const decision = decideComment(campaign({}, now), comment(), facts());
    expect(decision.trail).toMatchObject({ decision: 'skipped', reason: 'campaign-ended' });
    expect(decision.actions).toEqual([]);
  });

  it('answers as usual before the scheduled stop', () => {
    const decision = decideComment(campaign({}, new Date(now.getTime() + 1)), comment(), facts());
    expect(decision.trail).toMatchObject({ decision: 'matched' });
  });

  it('sends no private reply to a comment older than Meta\u2019s 7 days, and says why', () => {
    const old = comment({ createdAt: hoursAgo(7 * 24 + 1) });
    const both = decideComment(campaign(withMessage), old, facts());
    expect(both.actions.map((action) => action.kind)).toEqual(['public_reply']);
    expect(both.trail).toMatchObject({ privateStatus: 'none', reason: 'older-than-7-days' });
    const privateOnly = decideComment(campaign({ ...withMessage, comment_enabled: false }), old, facts());
    expect(privateOnly.trail).toMatchObject({ decision: 'matched', reason: 'older-than-7-days' });
    expect(privateOnly.actions).toEqual([]);
    const justInside = decideComment(campaign(withMessage), comment({ createdAt: hoursAgo(7 * 24) }), facts());
    expect(justInside.actions.map((action) => action.kind)).toEqual(['public_reply', 'private_reply']);
  });

  it('records nothing-to-send when a matched comment has no reply text', () => {
    const decision = decideComment(campaign(), comment(), facts({ publicTexts: [] }));
    expect(decision.trail).toMatchObject({ decision: 'matched', reason: 'nothing-to-send' });
    expect(decision.actions).toEqual([]);
  });

  it('adds the post link Meta gave to the private message when asked', () => {
    const permalink = 'https://www.facebook.com/100/posts/pfbid02x';
    const withLink = { ...campaign({ ...withMessage, include_url: true }), postPermalink: permalink };
    expect(decideComment(withLink, comment(), facts()).actions[1]?.request.messengerMessage).toEqual({
      text: `Here is the price list\n${permalink}`,
    });
  });

  it('links the post on facebook.com for a campaign saved before its permalink was kept', () => {
    const decision = decideComment(campaign({ ...withMessage, include_url: true }), comment(), facts());
    expect(decision.actions[1]?.request.messengerMessage).toEqual({
      text: 'Here is the price list\nhttps://www.facebook.com/100_200',
    });
  });

  it('picks the public text with the random source it is given', () => {
    const texts = ['first', 'second', 'third'];
    const pick = (random: number) =>
      decideComment(campaign(), comment(), facts({ publicTexts: texts, random: () => random })).actions[0]?.request
        .message;
    expect(pick(0)).toBe('first');
    expect(pick(0.5)).toBe('second');
    expect(pick(0.99)).toBe('third');
  });

  it('plans one quota unit per reply it sends', () => {
    expect(decideComment(campaign(withMessage), comment(), facts()).actions).toHaveLength(2);
    expect(decideComment(campaign(), comment(), facts()).actions).toHaveLength(1);
    expect(decideComment(campaign({ keywords: ['x'] }), comment(), facts()).actions).toHaveLength(0);
  });

  it('posts comment_number public replies, each a different text, under keys that keep the first one unchanged', () => {
    const decision = decideComment(
      campaign({ comment_number: 3, ...withMessage }),
      comment(),
      facts({ publicTexts: ['first', 'second', 'third', 'fourth'], random: () => 0 }),
    );
    expect(decision.actions.map((action) => [action.idempotencyKey, action.request.message])).toEqual([
      ['reply:7:555:public', 'first'],
      ['reply:7:555:public:2', 'second'],
      ['reply:7:555:public:3', 'third'],
      ['reply:7:555:private', undefined],
    ]);
    expect(decision.trail).toMatchObject({ decision: 'matched', publicStatus: 'pending', privateStatus: 'pending' });
  });

  it('picks the comment_number texts at random without repeating one', () => {
    const sequence = [0.99, 0.5, 0];
    const decision = decideComment(
      campaign({ comment_number: 3 }),
      comment(),
      facts({ publicTexts: ['a', 'b', 'c', 'd'], random: () => sequence.shift() ?? 0 }),
    );
    // 0.99 of [a, b, c, d] is d; 0.5 of [a, b, c] is b; 0 of [a, c] is a.
    expect(decision.actions.map((action) => action.request.message)).toEqual(['d', 'b', 'a']);
  });

  it('posts as many public replies as the list has different texts when comment_number asks for more', () => {
    const decision = decideComment(
      campaign({ comment_number: 5 }),
      comment(),
      facts({ publicTexts: ['same', 'other', 'same'], random: () => 0 }),
    );
    expect(decision.actions.map((action) => action.request.message)).toEqual(['same', 'other']);
  });

  it('posts the not-matching reply and the stop message once, whatever comment_number says', () => {
    const notMatching = decideComment(
      campaign({ comment_number: 3, keywords: ['price'], not_matching_reply: 'Ask us in Messenger' }),
      comment({ text: 'nice photo' }),
      facts({ publicTexts: ['first', 'second', 'third'] }),
    );
    expect(notMatching.actions.map((action) => action.request.message)).toEqual(['Ask us in Messenger']);
    const ended = decideComment(
      campaign({ comment_number: 3, schedule: { type: 'stop', message: 'The offer has ended' } }, hoursAgo(1)),
      comment(),
      facts({ publicTexts: ['first', 'second', 'third'] }),
    );
    expect(ended.actions.map((action) => action.request.message)).toEqual(['The offer has ended']);
  });
});

describe('decideComment: hiding comments with a phone number or a link', () => {
  const hiding = { hide_contact_comments: true } as const;

  it('hides a comment with a phone number: no public reply, the private reply still goes', () => {
    const decision = decideComment(
      campaign({ ...hiding, ...withMessage }),
      comment({ text: 'call 0999 123 456 for cheaper' }),
      facts(),
    );
    expect(decision.hide).toEqual({
      idempotencyKey: 'hide:7:555',
      kind: 'hide_comment',
      request: { commentId: '200_555' },
    });
    expect(decision.actions.map((action) => action.kind)).toEqual(['private_reply']);
    expect(decision.trail).toMatchObject({
      decision: 'matched',
      publicStatus: 'none',
      privateStatus: 'pending',
      hideStatus: 'pending',
      hideReason: 'contains-phone-number',
    });
  });

  it('says why nothing was sent when hiding left no reply, and hides filtered comments too', () => {
    const onlyPublic = decideComment(campaign(hiding), comment({ text: 'see www.cheaper.shop' }), facts());
    expect(onlyPublic.actions).toEqual([]);
    expect(onlyPublic.trail).toMatchObject({ reason: 'contains-link', hideReason: 'contains-link' });
    expect(onlyPublic.hide?.kind).toBe('hide_comment');

    const filtered = decideComment(
      campaign({ ...hiding, filter_words: ['cheaper'] }),
      comment({ text: 'cheaper at t.me/deals' }),
      facts(),
    );
    expect(filtered.trail).toMatchObject({ decision: 'filtered', hideStatus: 'pending', hideReason: 'contains-link' });
    expect(filtered.hide).toBeDefined();
  });

  it('leaves prices, normal comments, the page itself, ended campaigns and campaigns without the setting alone', () => {
    const price = decideComment(campaign(hiding), comment({ text: 'بكم؟ السعر 1500 ل.س' }), facts());
    expect(price.hide).toBeUndefined();
    expect(price.trail).toMatchObject({ publicStatus: 'pending' });
    expect(price.trail?.hideStatus).toBeUndefined();

    const off = decideComment(campaign(), comment({ text: 'call 0999 123 456' }), facts());
    expect(off.hide).toBeUndefined();
    expect(off.actions.map((action) => action.kind)).toEqual(['public_reply']);

    expect(decideComment(campaign(hiding), comment({ text: '0999123456', byPage: true }), facts())).toEqual({
      trail: null,
      actions: [],
    });
    const ended = decideComment(campaign(hiding, hoursAgo(2)), comment({ text: '0999123456' }), facts());
    expect(ended.hide).toBeUndefined();
    expect(ended.trail).toMatchObject({ reason: 'campaign-ended' });
  });
});
