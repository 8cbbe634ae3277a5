import { describe, expect, it } from 'vitest';
import { offeredPostTypes } from '@/features/publishing/poster/offered-post-types.ts';

describe('the post kinds the poster offers', () => {
  it('offers stories only while every chosen Instagram account is a business account', () => {
    expect(offeredPostTypes('instagram', ['BUSINESS'], 'image')).toEqual(['image', 'carousel', 'reel', 'story']);
    expect(offeredPostTypes('instagram', [], 'image')).toContain('story');
    expect(offeredPostTypes('instagram', ['MEDIA_CREATOR'], 'image')).toEqual(['image', 'carousel', 'reel']);
    expect(offeredPostTypes('instagram', ['BUSINESS', 'MEDIA_CREATOR'], 'reel')).not.toContain('story');
  });

  it('keeps story while it is the chosen kind, so the pre-flight can name the creator account', () => {
    expect(offeredPostTypes('instagram', ['MEDIA_CREATOR'], 'story')).toContain('story');
  });

  it('leaves the Facebook kinds alone', () => {
    expect(offeredPostTypes('facebook', ['MEDIA_CREATOR'], 'message')).toEqual(['message', 'photos', 'video', 'link']);
  });
});
