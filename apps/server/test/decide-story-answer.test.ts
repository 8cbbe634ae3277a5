import { describe, expect, it } from 'vitest';
import { decideStoryAnswer, onceKeyOf, storyKeyOf } from '../src/features/story-answers/decide-story-answer.ts';

const now = new Date('2026-11-25T12:00:00Z');
const justNow = { lastIncomingAt: now, now };
const reply = (text: string | null) => ({ kind: 'story_reply' as const, text, story: { id: 's1', url: null } });

describe('decideStoryAnswer', () => {
  it('answers every reply when there are no keywords, and mentions whatever the keywords', () => {
    expect(decideStoryAnswer({ keywords: [] }, reply('جميل'), justNow)).toEqual({ answer: true });
    const mention = { kind: 'story_mention' as const, text: null, story: { id: null, url: 'https://cdn/1' } };
    expect(decideStoryAnswer({ keywords: ['سعر'] }, mention, justNow)).toEqual({ answer: true });
  });

  it('matches keywords the Arabic-aware way and skips replies without one', () => {
    expect(decideStoryAnswer({ keywords: ['سعر'] }, reply('بكم السّعر؟'), justNow)).toEqual({ answer: true });
    expect(decideStoryAnswer({ keywords: ['سعر'] }, reply('مبروك'), justNow)).toEqual({ skip: 'keyword-miss' });
    expect(decideStoryAnswer({ keywords: ['سعر'] }, reply(null), justNow)).toEqual({ skip: 'keyword-miss' });
  });

  it('sends nothing once the 24-hour window has closed (a webhook delivered late)', () => {
    const late = { lastIncomingAt: new Date(now.getTime() - 25 * 3_600_000), now };
    expect(decideStoryAnswer({ keywords: [] }, reply('hi'), late)).toEqual({ skip: 'outside-messaging-window' });
  });

  it('keys a replied story by its id and a mentioned one by its address', () => {
    expect(storyKeyOf({ id: 's1', url: 'https://cdn/1' })).toBe('s1');
    expect(storyKeyOf({ id: null, url: 'https://cdn/1' })).toBe('https://cdn/1');
    expect(storyKeyOf(null)).toBeNull();
    expect(onceKeyOf(3, 'story_reply', '178', 's1')).toBe('3:story_reply:178:s1');
  });
});
