import type { Clock } from '../../../platform/clock.ts';
import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphPublishing, PublishingCaller } from '../../../platform/meta/graph-publishing.ts';
import type { EngineRepository } from './engine.repository.ts';

/**
 * The first comment (`reply_message`) under a published post or media, sent once: its outcome is its own and a
 * failure never unpublishes the post. An unknown outcome is recorded as failed rather than risk a second comment.
 */
export async function sendFirstComment(
  deps: { graph: GraphPublishing; repository: EngineRepository; clock: Clock; logger: AppLogger },
  caller: PublishingCaller,
  targetId: number,
  objectId: string,
  message: string,
) {
  try {
    const created = await deps.graph.comment(caller, objectId, message);
    await deps.repository.setFirstComment(targetId, { status: 'sent', id: created.id, error: null }, deps.clock.now());
  } catch (error) {
    deps.logger.warn({ err: error, targetId }, 'the first comment of a published post failed');
    const text = error instanceof Error ? error.message : String(error);
    await deps.repository.setFirstComment(targetId, { status: 'failed', id: null, error: text }, deps.clock.now());
  }
}
