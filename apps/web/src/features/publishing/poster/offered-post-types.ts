import type { InstagramAccountType } from '@app/contract/page-features';
import {
  facebookPostTypes,
  instagramPostTypes,
  type PostNetwork,
  type PostType,
} from '@app/contract/publishing-limits';

/**
 * The kinds of post the form offers. Instagram publishes stories from business accounts only: with a creator
 * account among the chosen ones "story" is not offered, unless it is already the chosen kind (the form never shows
 * no kind chosen; the pre-flight names the creator account then).
 */
export function offeredPostTypes(
  network: PostNetwork,
  chosenAccountTypes: readonly InstagramAccountType[],
  currentType: PostType,
): readonly PostType[] {
  if (network === 'facebook') return facebookPostTypes;
  const storiesRefused = chosenAccountTypes.includes('MEDIA_CREATOR');
  return instagramPostTypes.filter((type) => type !== 'story' || !storiesRefused || currentType === 'story');
}
