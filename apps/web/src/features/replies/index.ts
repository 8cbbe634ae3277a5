// The replies feature's entry for other features: the page's posts and the Instagram account's (the demo's customer
// comments on them), and where their campaigns are.
export { usePagePosts } from './api/get-page-posts.ts';
export { useInstagramPosts } from './api/instagram-posts.ts';
export { instagramReplyPaths, replyPaths } from './reply-paths.ts';
