import { PostListScreen } from '../lists/post-list-screen.tsx';

/** /dashboard/fb/published-posts */
export function FacebookPublishedPostsRoute() {
  return <PostListScreen network="facebook" mode="published" />;
}

/** /dashboard/fb/scheduled-posts (list, or the calendar with ?view=calendar) */
export function FacebookScheduledPostsRoute() {
  return <PostListScreen network="facebook" mode="scheduled" />;
}

/** /dashboard/instagram/published-posts */
export function InstagramPublishedPostsRoute() {
  return <PostListScreen network="instagram" mode="published" />;
}

/** /dashboard/instagram/scheduled-posts (list, or the calendar with ?view=calendar) */
export function InstagramScheduledPostsRoute() {
  return <PostListScreen network="instagram" mode="scheduled" />;
}
