import type { GraphClient, GraphHost, GraphRequest } from './graph-client.ts';
import { MetaApiError } from './meta-errors.ts';

/** Meta's answer for a created object; `post_id` when a published photo also made a feed post. */
export type GraphCreated = { id: string; post_id?: string };
export type GraphPublishedPost = { id: string; message?: string; created_time?: string; permalink_url?: string };
export type GraphVideoStatus = { video_status?: string; processing_phase?: { status?: string } };
export type GraphContainer = { id: string; status_code?: string; status?: string };
export type GraphIgMedia = { id: string; caption?: string; timestamp?: string; permalink?: string };

/**
 * Facebook page (or Instagram account) the call is made for, with the page token used for it (or, `host`
 * instagram, an Instagram-Login account's own token on graph.instagram.com).
 */
export type PublishingCaller = { metaId: string; token: string; limitKey: string; host?: GraphHost };

export type GraphPublishingOptions = {
  /**
   * A publishing call that has not answered by then counts as an unknown outcome (the post may exist on Meta):
   * the engine looks on Meta before trying again, instead of waiting for the client's general timeout.
   */
  writeTimeoutMs: number;
};

const noop = () => undefined;

/** A write given up on while it may still reach Meta; settles when the call is really over. */
export function stillRunningCall(error: unknown): Promise<unknown> | null {
  return (error as { stillRunning?: Promise<unknown> } | null)?.stillRunning ?? null;
}

/** Typed Graph calls of content publishing (reference section 6). */
export function createGraphPublishing(client: GraphClient, options: GraphPublishingOptions) {
  function call<T>(caller: PublishingCaller, request: Omit<GraphRequest, 'token' | 'limitKey'>): Promise<T> {
    const sent = client.request<T>({ ...request, token: caller.token, limitKey: caller.limitKey, host: caller.host });
    if (request.method === 'GET') return sent;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new MetaApiError(0, { message: `No answer from Meta within ${options.writeTimeoutMs} ms` });
        // The call may still be waiting for its turn or its answer: the engine waits for it before looking on Meta.
        reject(Object.assign(error, { stillRunning: sent.then(noop, noop) }));
      }, options.writeTimeoutMs);
    });
    // The late answer, if any, is dropped: the outcome check reads what Meta did.
    sent.catch(() => undefined);
    return Promise.race([sent, timeout]).finally(() => clearTimeout(timer));
  }

  return {
    feed: (caller: PublishingCaller, body: Record<string, unknown>) =>
      call<GraphCreated>(caller, { method: 'POST', path: `/${caller.metaId}/feed`, body }),
    photo: (caller: PublishingCaller, body: { url: string; caption?: string; published?: boolean }) =>
      call<GraphCreated>(caller, { method: 'POST', path: `/${caller.metaId}/photos`, body }),
    video: (caller: PublishingCaller, body: { file_url: string; description?: string }) =>
      call<GraphCreated>(caller, { method: 'POST', path: `/${caller.metaId}/videos`, body }),
    videoStatus: (caller: PublishingCaller, videoId: string) =>
      call<{ id: string; status?: GraphVideoStatus; post_id?: string; permalink_url?: string }>(caller, {
        method: 'GET',
        path: `/${videoId}`,
        query: { fields: 'status,post_id,permalink_url' },
      }),
    photoStory: (caller: PublishingCaller, photoId: string) =>
      call<{ id: string; page_story_id?: string }>(caller, {
        method: 'GET',
        path: `/${photoId}`,
        query: { fields: 'id,page_story_id' },
      }),
    postPermalink: (caller: PublishingCaller, postId: string) =>
      call<{ id: string; permalink_url?: string }>(caller, {
        method: 'GET',
        path: `/${postId}`,
        query: { fields: 'permalink_url' },
      }),
    /** The page's published posts since a moment (unix seconds), newest first. */
    publishedPostsSince: (caller: PublishingCaller, sinceSeconds: number) =>
      call<{ data: GraphPublishedPost[] }>(caller, {
        method: 'GET',
        path: `/${caller.metaId}/published_posts`,
        query: { fields: 'id,message,created_time,permalink_url', since: sinceSeconds, limit: 100 },
      }),
    /** The page's newest videos, to find one uploaded by an attempt whose answer was lost. */
    recentVideos: (caller: PublishingCaller) =>
      call<{ data: Array<{ id: string; description?: string; created_time?: string }> }>(caller, {
        method: 'GET',
        path: `/${caller.metaId}/videos`,
        query: { fields: 'id,description,created_time', limit: 25 },
      }),
    comment: (caller: PublishingCaller, objectId: string, message: string) =>
      call<GraphCreated>(caller, { method: 'POST', path: `/${objectId}/comments`, body: { message } }),

    createContainer: (caller: PublishingCaller, body: Record<string, unknown>) =>
      call<GraphCreated>(caller, { method: 'POST', path: `/${caller.metaId}/media`, body }),
    container: (caller: PublishingCaller, containerId: string) =>
      call<GraphContainer>(caller, {
        method: 'GET',
        path: `/${containerId}`,
        query: { fields: 'status_code,status' },
      }),
    mediaPublish: (caller: PublishingCaller, creationId: string) =>
      call<GraphCreated>(caller, {
        method: 'POST',
        path: `/${caller.metaId}/media_publish`,
        body: { creation_id: creationId },
      }),
    igPermalink: (caller: PublishingCaller, mediaId: string) =>
      call<{ id: string; permalink?: string }>(caller, {
        method: 'GET',
        path: `/${mediaId}`,
        query: { fields: 'permalink' },
      }),
    /** The account's newest media, to find one published by an attempt whose answer was lost. */
    recentIgMedia: (caller: PublishingCaller) =>
      call<{ data: GraphIgMedia[] }>(caller, {
        method: 'GET',
        path: `/${caller.metaId}/media`,
        query: { fields: 'id,caption,timestamp,permalink', limit: 50 },
      }),
  };
}
export type GraphPublishing = ReturnType<typeof createGraphPublishing>;
