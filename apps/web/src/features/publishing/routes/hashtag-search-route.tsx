import { HashtagSearch } from '../instagram/hashtag-search.tsx';

/** /dashboard/instagram/hashtag/search */
export function HashtagSearchRoute() {
  return <HashtagSearch />;
}
