import type { OutgoingContent } from '../../../platform/meta/graph-messaging.ts';

/** One answer message as the inbox stores it (its thread shows it) and as the Send API takes it, in order. */
export type AnswerContent = {
  stored: {
    kind: 'text' | 'image' | 'file' | 'template';
    text: string | null;
    attachments: { type: string; url: string }[];
  };
  contents: OutgoingContent[];
};
