import { StoryQuickReplyScreen } from './story-quick-reply-screen.tsx';

/** /dashboard/instagram/quick-reply/story-mention */
export function StoryMentionQuickReplyRoute() {
  return <StoryQuickReplyScreen kind="story_mention" />;
}

/** /dashboard/instagram/quick-reply/story-reply */
export function StoryReplyQuickReplyRoute() {
  return <StoryQuickReplyScreen kind="story_reply" />;
}
