import type { FeatureGroup } from '@app/contract';

/** What a page or an Instagram account may be asked to do; each engine and screen names the one it needs. */
export type Capability =
  | 'reply-comments'
  | 'private-reply'
  | 'like-comments'
  | 'moderate-comments'
  | 'bot'
  | 'story-answers'
  | 'inbox'
  | 'publish'
  | 'messenger-profile'
  | 'read-posts'
  | 'read-profiles'
  | 'hashtag-search'
  | 'webhooks';

type CapabilityRule = {
  /** Meta's permissions the call needs, per network (Instagram calls go out with the linked page's token). */
  facebook: readonly string[];
  instagram: readonly string[];
  /** The plan's feature the engine needs at the time it acts (null: any linked page may). */
  feature: FeatureGroup | null;
  /** Sends something in the page's name: a sending pause (Meta's 368, 10/1893063) holds it back. */
  sends: boolean;
};

export const capabilityRules: Record<Capability, CapabilityRule> = {
  'reply-comments': {
    facebook: ['pages_manage_engagement'],
    instagram: ['instagram_manage_comments'],
    feature: 'has_reply',
    sends: true,
  },
  'private-reply': {
    facebook: ['pages_messaging'],
    instagram: ['instagram_manage_messages'],
    feature: 'has_reply',
    sends: true,
  },
  'like-comments': { facebook: ['pages_manage_engagement'], instagram: [], feature: 'has_reply', sends: true },
  // Hiding publishes nothing in the page's name: Meta's sending pause does not hold it back.
  'moderate-comments': {
    facebook: ['pages_manage_engagement'],
    instagram: ['instagram_manage_comments'],
    feature: 'has_reply',
    sends: false,
  },
  bot: { facebook: ['pages_messaging'], instagram: ['instagram_manage_messages'], feature: 'has_bot', sends: true },
  'story-answers': { facebook: [], instagram: ['instagram_manage_messages'], feature: 'has_reply', sends: true },
  inbox: { facebook: ['pages_messaging'], instagram: ['instagram_manage_messages'], feature: null, sends: true },
  publish: {
    facebook: ['pages_manage_posts'],
    instagram: ['instagram_content_publish'],
    feature: null,
    sends: true,
  },
  'messenger-profile': {
    facebook: ['pages_messaging'],
    instagram: ['instagram_manage_messages'],
    feature: null,
    sends: false,
  },
  'read-posts': {
    facebook: ['pages_read_engagement'],
    instagram: ['instagram_basic'],
    feature: null,
    sends: false,
  },
  'read-profiles': {
    facebook: ['pages_messaging'],
    instagram: ['instagram_manage_messages'],
    feature: null,
    sends: false,
  },
  'hashtag-search': { facebook: [], instagram: ['instagram_basic'], feature: null, sends: false },
  webhooks: { facebook: ['pages_manage_metadata'], instagram: ['pages_manage_metadata'], feature: null, sends: false },
};

/** The permission a refusal is recorded against when Meta did not name one: the capability's first. */
export function permissionToRecord(capability: Capability, network: 'facebook' | 'instagram', named: string | null) {
  if (named) return named;
  const rule = capabilityRules[capability];
  return rule[network][0] ?? rule.facebook[0] ?? rule.instagram[0] ?? 'pages_show_list';
}
