import type { MediaCheckSettings } from '../media-check.ts';
import { badInput, notFound } from './control-error.ts';
import type { ControlContext } from './control-context.ts';
import type { ControlApi } from './control-types.ts';

const DEFAULT_CONTAINER_FAILURE = { subcode: 2207001, message: 'An unexpected error has occurred. Please retry.' };

/** Publishing going wrong on Meta's side: failed containers and videos, and whether media URLs are fetched. */
export function createPublishingControls(
  context: ControlContext,
): Pick<ControlApi, 'failContainer' | 'failVideo' | 'mediaCheckSettings' | 'setMediaCheckSettings'> {
  const { rt, world, changed } = context;
  return {
    failContainer({ id, subcode, message }) {
      const container = world().containers[id];
      if (!container) throw notFound('Container', id);
      if (container.publishedMediaId) throw badInput('the container is already published');
      container.failure = {
        subcode: subcode ?? DEFAULT_CONTAINER_FAILURE.subcode,
        message: message ?? DEFAULT_CONTAINER_FAILURE.message,
      };
      changed();
      return { id };
    },

    failVideo({ id, message }) {
      const video = world().videos[id];
      if (!video) throw notFound('Video', id);
      if (video.postId) throw badInput('the video is already processed and posted');
      video.failure = { message: message ?? 'The video could not be processed.' };
      changed();
      return { id };
    },

    mediaCheckSettings: () => ({ ...rt.mediaChecks }),
    setMediaCheckSettings(input: Partial<MediaCheckSettings>) {
      if (input.fetchTimeoutMs !== undefined && !(input.fetchTimeoutMs > 0))
        throw badInput('fetch_timeout_ms must be a positive number');
      rt.mediaChecks = { ...rt.mediaChecks, ...input };
      return { ...rt.mediaChecks };
    },
  };
}
