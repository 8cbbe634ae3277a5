import { instagramQuickRepliesEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireInstagramAccount, sessionActor } from '../../platform/http/request-context.ts';
import type { StoryQuickRepliesService } from './story-quick-replies.service.ts';

export function storyQuickRepliesRoutes(router: EndpointRouter, { stories }: { stories: StoryQuickRepliesService }) {
  router.route(endpoints.storyMention, ({ context }) =>
    stories.get('story_mention', requireInstagramAccount(context), context.locale),
  );
  router.route(endpoints.saveStoryMention, ({ request, context, body }) =>
    stories.save('story_mention', requireInstagramAccount(context), body, sessionActor(request)),
  );
  router.route(endpoints.storyReply, ({ context }) =>
    stories.get('story_reply', requireInstagramAccount(context), context.locale),
  );
  router.route(endpoints.saveStoryReply, ({ request, context, body }) =>
    stories.save('story_reply', requireInstagramAccount(context), body, sessionActor(request)),
  );
}
