import {
  instagramReplyLimits,
  instagramReplyMessageTypes,
  messengerLimits,
  replyMessageTypes,
  type ReplyMessageType,
} from '@app/contract';
import { instagramReplyPaths, replyPaths, type ReplyPaths } from '../reply-paths.ts';

/** The reply screens serve Facebook pages and Instagram accounts; the channel decides the API, limits and look. */
export type ReplyChannel = 'facebook' | 'instagram';

export type ReplyChannelRules = {
  /** The private reply's message types Meta accepts on the channel. */
  messageTypes: readonly ReplyMessageType[];
  privateTextLength: number;
  publicReplyLength: number;
  /** Facebook campaigns can take their public replies from a saved comment template. */
  commentTemplates: boolean;
  /** Facebook campaigns can add the post's link to the private reply. */
  postLink: boolean;
  paths: ReplyPaths;
};

export const replyChannelRules: Record<ReplyChannel, ReplyChannelRules> = {
  facebook: {
    messageTypes: replyMessageTypes,
    privateTextLength: messengerLimits.textLength,
    publicReplyLength: messengerLimits.textLength,
    commentTemplates: true,
    postLink: true,
    paths: replyPaths,
  },
  instagram: {
    messageTypes: instagramReplyMessageTypes,
    privateTextLength: instagramReplyLimits.directTextLength,
    publicReplyLength: instagramReplyLimits.publicReplyLength,
    commentTemplates: false,
    postLink: false,
    paths: instagramReplyPaths,
  },
};

export type PrivateMessageEditors = {
  text: boolean;
  attachment: 'image' | 'file' | null;
  buttons: boolean;
  cards: boolean;
};

/**
 * Which editors of the private reply show for a message type on a channel. A type the channel does not carry
 * (a Facebook template's cards opened for Instagram) shows as text, the one type every channel has.
 */
export function privateMessageEditors(channel: ReplyChannel, type: ReplyMessageType): PrivateMessageEditors {
  const shown = replyChannelRules[channel].messageTypes.includes(type) ? type : 'text';
  return {
    text: shown === 'text' || shown === 'buttons',
    attachment: shown === 'image' || shown === 'file' ? shown : null,
    buttons: shown === 'buttons',
    cards: shown === 'cards',
  };
}
