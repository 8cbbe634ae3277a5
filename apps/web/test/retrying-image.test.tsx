import { fireEvent, render, screen } from '@testing-library/react';
import type { InboxMessage } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessageBubble } from '@/features/inbox/chat/message-bubble.tsx';
import { initialsOf, PersonAvatar, RetryingImage } from '@/shared/ui/retrying-image.tsx';
import { useLocale } from './support/i18n.ts';

function storyMention(): InboxMessage {
  return {
    id: 1,
    conversation_id: 5,
    direction: 'in',
    kind: 'story_mention',
    author: 'customer',
    text: null,
    attachments: [{ type: 'image', url: 'https://cdn.example/photo.jpg' }],
    meta_message_id: 'm_1',
    story: { id: 'st_1', url: 'https://cdn.example/story.jpg' },
    postback_payload: null,
    status: null,
    error: null,
    tag: null,
    agent_name: null,
    arrived_late: false,
    created_at: '2026-11-20T09:00:00.000Z',
  };
}

describe('the image loader', () => {
  beforeAll(() => useLocale('en'));

  it('loads a failed picture once more, then says it could not be loaded and links to the original', () => {
    render(<RetryingImage src="https://cdn.example/a.jpg" alt="Image" link={{}} />);
    const first = screen.getByRole('img', { name: 'Image' });
    expect(first.getAttribute('data-attempt')).toBe('0');
    fireEvent.error(first);

    const second = screen.getByRole('img', { name: 'Image' });
    expect(second.getAttribute('data-attempt')).toBe('1');
    expect(screen.queryByTestId('image-fallback')).toBeNull();
    fireEvent.error(second);

    const fallback = screen.getByTestId('image-fallback');
    expect(fallback.textContent).toContain('The image could not be loaded');
    expect(screen.getByTestId('image-fallback-link').getAttribute('href')).toBe('https://cdn.example/a.jpg');
    expect(screen.queryByRole('img', { name: 'Image' })).toBeNull();
  });

  it('keeps a picture that loads on the second try', () => {
    render(<RetryingImage src="https://cdn.example/b.jpg" alt="Image" />);
    fireEvent.error(screen.getByRole('img', { name: 'Image' }));
    fireEvent.load(screen.getByRole('img', { name: 'Image' }));
    expect(screen.getByRole('img', { name: 'Image' }).getAttribute('src')).toBe('https://cdn.example/b.jpg');
    expect(screen.queryByTestId('image-fallback')).toBeNull();
  });

  it('shows the fallback for a message image and a story mention in Arabic, never an empty bubble', async () => {
    await useLocale('ar');
    try {
      render(<MessageBubble message={storyMention()} />);
      for (const name of ['صورة', 'قصة']) {
        const image = screen.getAllByRole('img').find((element) => element.getAttribute('alt') === name);
        expect(image, name).toBeTruthy();
        fireEvent.error(image!);
        fireEvent.error(screen.getAllByRole('img').find((element) => element.getAttribute('alt') === name)!);
      }
      const fallbacks = screen.getAllByTestId('image-fallback');
      expect(fallbacks).toHaveLength(2);
      expect(fallbacks[0]!.textContent).toContain('تعذّر تحميل الصورة');
      const links = screen.getAllByTestId('image-fallback-link').map((link) => link.getAttribute('href'));
      expect(links.sort()).toEqual(['https://cdn.example/photo.jpg', 'https://cdn.example/story.jpg']);
      expect(screen.getByTestId('message-story')).toBeTruthy();
    } finally {
      await useLocale('en');
    }
  });

  it("falls back to the person's initials when their picture fails twice", () => {
    const { container } = render(<PersonAvatar src="https://cdn.example/face.jpg" name="Sara Ahmed" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeTruthy();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('person-avatar').textContent).toBe('SA');
  });

  it('makes initials from the first and last word, keeps Arabic letters apart, and none from a number', () => {
    expect(initialsOf('sara ahmed khan')).toBe('SK');
    expect(initialsOf('Omar')).toBe('O');
    expect(initialsOf('سارة أحمد')).toBe('س\u200cأ');
    expect(initialsOf('24000000000001')).toBe('');
    expect(initialsOf(null)).toBe('');
  });
});
