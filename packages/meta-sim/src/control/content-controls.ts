import { pictureUrl } from '../graph/users.ts';
import { addFacebookComment } from '../graph/comments.ts';
import { emitFeedComment } from '../webhooks/events.ts';
import { addIgComment } from '../graph/instagram.ts';
import { createPost } from '../graph/posts.ts';
import { mintIgObjectId, mintPersonId, mintShortcode } from '../ids.ts';
import { ensurePerson, instagramInbox, messengerInbox, receiveMessage } from '../messaging.ts';
import { badInput, notFound } from './control-error.ts';
import { slug, type ControlContext } from './control-context.ts';
import type { ControlApi } from './control-types.ts';

/** What customers do: posts and media on the pages, comments on them and messages to the pages. */
export function createContentControls(
  context: ControlContext,
): Pick<ControlApi, 'createPost' | 'createComment' | 'sendMessage' | 'message' | 'editComment' | 'deleteComment'> {
  const { rt, world, changed, pageFor } = context;
  return {
    createPost(input) {
      if (typeof input.message !== 'string') throw badInput('message is required');
      const { page, ig } = pageFor(input);
      if (!ig) {
        const scheduled = input.scheduledPublishTime ?? null;
        if (scheduled !== null && (!Number.isInteger(scheduled) || scheduled <= 0))
          throw badInput('scheduled_publish_time must be Unix seconds');
        const post = createPost(rt, page, {
          message: input.message,
          link: null,
          // a time already past is published by the next Graph call, dated at that time
          state: scheduled !== null ? 'scheduled' : 'published',
          scheduledPublishTime: scheduled,
          photoIds: [],
        });
        changed();
        return { id: post.id };
      }
      if (input.story && input.reel) throw badInput('a media is a story or a reel, not both');
      const id = mintIgObjectId();
      world().igMedia[id] = {
        id,
        igUserId: ig.id,
        caption: input.message,
        mediaType: input.reel ? 'VIDEO' : 'IMAGE',
        productType: input.story ? 'STORY' : input.reel ? 'REELS' : 'FEED',
        mediaUrl:
          input.mediaUrl ??
          (input.reel
            ? `https://scontent.simulator.local/videos/${id}.mp4`
            : pictureUrl(rt.settings.publicUrl, `media-${id}`)),
        thumbnailUrl: input.reel ? pictureUrl(rt.settings.publicUrl, `reel-${id}`) : null,
        shortcode: mintShortcode(),
        commentEnabled: true,
        likeCount: input.likeCount ?? 0,
        childIds: [],
        isCarouselChild: false,
        createdAt: rt.nowMs(),
      };
      changed();
      return { id };
    },

    createComment(input) {
      if (typeof input.message !== 'string' || input.message === '') throw badInput('message is required');
      const post = world().posts[input.postId];
      const media = world().igMedia[input.postId];
      if (!post && !media) throw notFound('Post or media', input.postId);
      if (input.parentId) {
        const parent = world().comments[input.parentId];
        if (!parent || parent.objectId !== input.postId) throw notFound(`Comment on ${input.postId}`, input.parentId);
      }
      const name = input.from?.name ?? 'Simulated Customer';
      const from = {
        id: input.from?.id ?? mintPersonId(),
        name,
        username: input.from?.username ?? slug(name).replace(/\./g, '_'),
      };
      let id: string;
      if (post) {
        const fromHidden = input.withoutFrom === true;
        id = addFacebookComment(rt, {
          post,
          parentId: input.parentId ?? null,
          from,
          message: input.message,
          fromHidden,
        }).id;
        ensurePerson(rt, post.pageId, from.id, from.name);
      } else {
        if (!media!.commentEnabled) throw badInput('comments are disabled on this media');
        id = addIgComment(rt, {
          media: media!,
          parentId: input.parentId ?? null,
          from,
          message: input.message,
          fromHidden: input.withoutFrom === true,
        }).id;
        ensurePerson(rt, media!.igUserId, from.id, from.name, from.username);
      }
      changed();
      return { id };
    },

    // The commenter edits: Facebook sends a `feed` change with verb `edited`; Instagram has no comment edit at all.
    editComment({ id, message }) {
      const comment = world().comments[id];
      if (!comment) throw notFound('Comment', id);
      if (typeof message !== 'string' || message === '') throw badInput('message is required');
      if (comment.platform === 'instagram') throw badInput('Instagram comments cannot be edited');
      comment.message = message;
      emitFeedComment(rt, comment, 'edited');
      changed();
      return { id };
    },

    // The commenter deletes: Facebook sends verb `remove` (replies go with it); Instagram sends no webhook.
    deleteComment(id) {
      const comment = world().comments[id];
      if (!comment) throw notFound('Comment', id);
      if (comment.platform === 'facebook') emitFeedComment(rt, comment, 'remove');
      delete world().comments[id];
      for (const reply of Object.values(world().comments)) if (reply.parentId === id) delete world().comments[reply.id];
      changed();
    },

    sendMessage(input) {
      if (!input.from?.id) throw badInput('from.id is required');
      const found = pageFor(input);
      const wantsInstagram =
        found.ig !== null ||
        input.storyMention === true ||
        input.replyToStoryId !== undefined ||
        input.shareMediaId !== undefined;
      const account = found.ig ?? (found.page.igUserId ? world().igAccounts[found.page.igUserId] : undefined);
      if (wantsInstagram && !account)
        throw badInput('story mentions, story replies and shares need a page with an Instagram account');
      const inbox = account && wantsInstagram ? instagramInbox(rt, account) : messengerInbox(found.page!);
      const sharedMedia = input.shareMediaId !== undefined ? world().igMedia[input.shareMediaId] : undefined;
      if (input.shareMediaId !== undefined) {
        if (!sharedMedia || sharedMedia.igUserId !== account?.id || sharedMedia.isCarouselChild)
          throw notFound('Post or reel of the account', input.shareMediaId);
        if (sharedMedia.productType === 'STORY') throw badInput('a story is mentioned or replied to, not shared');
      }
      if (
        !sharedMedia &&
        !input.text &&
        input.quickReplyPayload === undefined &&
        input.postbackPayload === undefined &&
        !input.storyMention &&
        !input.attachments?.length
      ) {
        throw badInput(
          'one of text, quick_reply_payload, postback_payload, story_mention, share_media_id or attachments is required',
        );
      }
      const message = receiveMessage(rt, {
        inbox,
        personId: input.from.id,
        ...(input.from.name !== undefined ? { personName: input.from.name } : {}),
        ...(input.text !== undefined ? { text: input.text } : {}),
        ...(input.quickReplyPayload !== undefined ? { quickReplyPayload: input.quickReplyPayload } : {}),
        ...(input.postbackPayload !== undefined ? { postbackPayload: input.postbackPayload } : {}),
        ...(input.postbackTitle !== undefined ? { postbackTitle: input.postbackTitle } : {}),
        ...(input.storyMention !== undefined ? { storyMention: input.storyMention } : {}),
        ...(input.replyToStoryId !== undefined ? { replyToStoryId: input.replyToStoryId } : {}),
        ...(sharedMedia ? { sharedMedia } : {}),
        ...(input.attachments !== undefined ? { attachments: input.attachments } : {}),
      });
      changed();
      return { mid: message.id };
    },

    message(mid) {
      const message = world().messages[mid];
      if (!message) throw notFound('Message', mid);
      return {
        id: message.id,
        from_page: message.fromAccount,
        text: message.text,
        quick_replies: message.quickReplies,
      };
    },
  };
}
