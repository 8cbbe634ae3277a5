import { InstagramStories } from '../instagram/instagram-stories.tsx';

/** /dashboard/instagram/instagram-stories */
export function InstagramStoriesRoute() {
  return <InstagramStories />;
}
