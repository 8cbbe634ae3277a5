import { postReadyVideos } from './graph/page-videos.ts';
import type { SimRuntime } from './runtime.ts';

// Time-driven transitions that Meta performs on its own, applied lazily before each request
export function refreshWorld(rt: SimRuntime): void {
  postReadyVideos(rt);
  const now = rt.nowMs();
  for (const post of Object.values(rt.world.posts)) {
    if (post.state === 'scheduled' && post.scheduledPublishTime !== null && post.scheduledPublishTime * 1000 <= now) {
      post.state = 'published';
      post.createdAt = post.scheduledPublishTime * 1000;
      post.updatedAt = post.createdAt;
    }
  }
}
