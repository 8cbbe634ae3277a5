import { describe, expect, it } from 'vitest';
import { hashtagsIn, sessionResponseSchema } from '../src/index.ts';

describe('hashtags in an Instagram caption', () => {
  it('counts # followed by letters, digits or underscores, in any script', () => {
    expect(hashtagsIn('وصل الآن #فستان_خطوبة #sale2026 #عيد')).toEqual(['#فستان_خطوبة', '#sale2026', '#عيد']);
    expect(hashtagsIn('a lone # is no hashtag')).toEqual([]);
    expect(hashtagsIn('no tags here')).toEqual([]);
  });

  it("is told to the web in the session, as the server's configured cap", () => {
    const cap = sessionResponseSchema.shape.instagram_hashtags_per_caption;
    expect(cap.parse(5)).toBe(5);
    expect(cap.safeParse(undefined).success).toBe(false);
  });
});
