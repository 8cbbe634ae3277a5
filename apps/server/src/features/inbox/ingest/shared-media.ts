import type { AppLogger } from '../../../platform/logger.ts';
import type { GraphClient } from '../../../platform/meta/graph-client.ts';
import { MetaApiError } from '../../../platform/meta/meta-errors.ts';
import type { PageGate } from '../../pages/index.ts';
import { gateSubjectOf } from '../conversations/inbox-deps.ts';
import type { InboxEvents } from '../inbox-events.ts';
import type { SharedMediaRepository } from './shared-media.repository.ts';

type MetaMedia = { permalink?: string; media_url?: string; thumbnail_url?: string };

/**
 * What a shared post's or reel's card needs and the webhook leaves out, read from Meta off the message path (job
 * `inbox.shared-media`): the permalink, and a reel's cover (its webhook `url` is the video). A media Meta does not
 * show to the page's token (deleted, or not the account's) keeps the webhook's caption and picture, no link.
 */
export function createSharedMediaReader(deps: {
  repository: SharedMediaRepository;
  pages: PageGate;
  graph: GraphClient;
  events: InboxEvents;
  logger: AppLogger;
}) {
  const { repository } = deps;
  return async function readSharedMedia(messageId: number): Promise<void> {
    const message = await repository.sharedMediaMessage(messageId);
    const [shared] = message?.attachments ?? [];
    if (!message || !shared?.share || shared.share.permalink !== null) return;
    const gate = await deps.pages.check(gateSubjectOf(message), 'read-posts');
    if (!gate.open) return;
    let media: MetaMedia;
    try {
      media = await deps.graph.request<MetaMedia>({
        method: 'GET',
        path: `/${shared.share.media_id}`,
        query: { fields: 'permalink,media_url,thumbnail_url' },
        token: gate.token,
        limitKey: gate.health.metaPageId,
        host: gate.graph,
      });
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      // Meta's bad moment: the queue asks again with the project's backoff.
      if (error.errorClass === 'slow-down' || error.errorClass === 'retry-later') throw error;
      deps.logger.info({ err: error, messageId }, 'shared media not shown by Meta');
      return;
    }
    const pictureUrl = shared.share.picture_url ?? media.thumbnail_url ?? media.media_url ?? null;
    const share = { ...shared.share, picture_url: pictureUrl, permalink: media.permalink ?? null };
    await repository.saveSharedMedia(messageId, [{ ...shared, share }]);
    void deps.events.publish('inbox.message-stored', { conversationId: message.subscriberId, messageId });
  };
}
