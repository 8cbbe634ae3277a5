// The replies feature's entry for other features: the page's posts (the demo's customer comments on them).
export { usePagePosts } from './api/get-page-posts.ts';
export { replyPaths } from './reply-paths.ts';
