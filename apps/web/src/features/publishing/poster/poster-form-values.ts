import { publishingLimits, type PostNetwork, type PostType, type ScheduleType } from '@app/contract/publishing-limits';
import type { MediaFile, Post, PostInput, PostTemplate } from '@app/contract/publishing';

/**
 * One shape for both poster forms: `message` is the Facebook text or the Instagram caption, `targets` the pages
 * or the Instagram accounts, `media` the uploaded files in their order. `toPostInput` gives the contract's body.
 */
export type PosterFormValues = {
  id?: number | undefined;
  network: PostNetwork;
  type: PostType;
  message: string;
  fb_preset_id: string | null;
  targets: number[];
  reply_message: string;
  schedule_type: ScheduleType;
  schedule_time: string | null;
  template_id: number | null;
  link: string;
  media: MediaFile[];
};

export function emptyPoster(network: PostNetwork, currentTarget: number | null): PosterFormValues {
  return {
    network,
    type: network === 'facebook' ? 'message' : 'image',
    message: '',
    fb_preset_id: null,
    targets: currentTarget === null ? [] : [currentTarget],
    reply_message: '',
    schedule_type: 'now',
    schedule_time: null,
    template_id: null,
    link: '',
    media: [],
  };
}

export function posterFromPost(post: Post): PosterFormValues {
  return {
    id: post.id,
    network: post.network,
    type: post.type,
    message: post.message,
    fb_preset_id: post.fb_preset_id,
    targets: post.targets.map((target) => target.target_id),
    reply_message: post.reply_message ?? '',
    schedule_type: post.schedule_type,
    schedule_time: post.schedule_type === 'scheduled' ? post.scheduled_at : null,
    template_id: post.template_id,
    link: post.link ?? '',
    media: post.media,
  };
}

/** What a template brings into the form; the targets, the type and the time stay as the seller set them. */
export function withTemplate(values: PosterFormValues, template: PostTemplate): PosterFormValues {
  return {
    ...values,
    template_id: template.id,
    message: template.message,
    fb_preset_id: template.fb_preset_id,
    reply_message: template.reply_message ?? '',
    media: template.media.length ? template.media : values.media,
  };
}

/** Spec section 9: a status background only on a text post of at most 130 characters. */
export function statusBackgroundAllowed(values: Pick<PosterFormValues, 'type' | 'message'>): boolean {
  return values.type === 'message' && values.message.length <= publishingLimits.statusBackgroundMaxLength;
}

/** Post types that carry files. */
export function takesMedia(type: PostType): boolean {
  return type !== 'message' && type !== 'link';
}

export function toPostInput(values: PosterFormValues): PostInput {
  const common = {
    ...(values.id ? { id: values.id } : {}),
    reply_message: values.reply_message.trim() || null,
    schedule_type: values.schedule_type,
    schedule_time: values.schedule_type === 'scheduled' ? values.schedule_time : null,
    template_id: values.template_id,
    files: takesMedia(values.type) ? values.media.map((file) => file.id) : [],
  };
  if (values.network === 'instagram') {
    return {
      ...common,
      network: 'instagram',
      caption: values.message,
      accounts: values.targets,
      type: values.type as Extract<PostInput, { network: 'instagram' }>['type'],
    };
  }
  return {
    ...common,
    network: 'facebook',
    message: values.message,
    fb_preset_id: values.fb_preset_id && statusBackgroundAllowed(values) ? values.fb_preset_id : null,
    pages: values.targets,
    type: values.type as Extract<PostInput, { network: 'facebook' }>['type'],
    link: values.type === 'link' ? values.link.trim() || null : null,
  };
}

/** The form field a contract field's issue shows under (a server 422 or a schema issue; `files.2` -> `media`). */
export function formFieldOf(field: string): keyof PosterFormValues {
  const head = field.split('.')[0] ?? '';
  const renamed: Record<string, keyof PosterFormValues> = {
    caption: 'message',
    pages: 'targets',
    accounts: 'targets',
    files: 'media',
  };
  return renamed[head] ?? (head as keyof PosterFormValues);
}
