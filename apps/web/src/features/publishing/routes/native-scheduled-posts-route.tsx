import { NativeScheduledPosts } from '../lists/native-scheduled-posts.tsx';

/** /dashboard/fb/fb-scheduled-posts */
export function NativeScheduledPostsRoute() {
  return <NativeScheduledPosts />;
}
