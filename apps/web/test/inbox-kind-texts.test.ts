import { inboxMessageKinds, type InboxMessage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { messageKindKey } from '../src/features/inbox/chat/shared-media-card.tsx';
import arabic from '../src/shared/i18n/locales/ar/inbox.json';
import english from '../src/shared/i18n/locales/en/inbox.json';

const textAt = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

const message = (kind: InboxMessage['kind'], type?: string): Pick<InboxMessage, 'kind' | 'attachments'> => ({
  kind,
  attachments: type ? [{ type, url: null }] : [],
});

describe('what a message is, in a word', () => {
  it('says whether a post or a reel was shared, and words every kind in Arabic and English', () => {
    expect(messageKindKey(message('share', 'ig_post'))).toBe('inbox.kinds.share');
    expect(messageKindKey(message('share', 'ig_reel'))).toBe('inbox.kinds.share_reel');
    expect(messageKindKey(message('image', 'image'))).toBe('inbox.kinds.image');
    const keys = [...inboxMessageKinds.map((kind) => messageKindKey(message(kind))), 'inbox.kinds.share_reel'];
    for (const messages of [arabic, english])
      for (const key of keys) expect(textAt(messages, key), key).toEqual(expect.stringMatching(/\S/));
    expect(textAt(english, 'inbox.kinds.share')).toBe('Shared a post');
    expect(textAt(arabic, 'inbox.kinds.share')).toBe('شارك منشورًا');
  });
});
