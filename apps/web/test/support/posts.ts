import type { Post, PostTarget } from '@app/contract/publishing';

/** A post as `GET /api/posts` answers it, with one target unless told. */
export function makePost(overrides: Partial<Post> = {}, targets: Partial<PostTarget>[] = [{}]): Post {
  const network = overrides.network ?? 'facebook';
  return {
    id: 1,
    network,
    type: network === 'facebook' ? 'message' : 'image',
    message: 'عرض اليوم: خصم 20٪',
    link: null,
    fb_preset_id: null,
    reply_message: null,
    schedule_type: 'scheduled',
    scheduled_at: '2026-12-01T07:15:00.000Z',
    template_id: null,
    media: [],
    status: 'scheduled',
    warnings: [],
    editable: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
    targets: targets.map((target, index) => ({
      id: 100 + index,
      network,
      target_id: 1 + index,
      name: `Demo page ${index + 1}`,
      meta_id: `10${index}`,
      status: 'scheduled',
      meta_post_id: null,
      permalink: null,
      published_at: null,
      first_comment_status: 'none',
      first_comment_id: null,
      error: null,
      ...target,
    })),
  };
}
