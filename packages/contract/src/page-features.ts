// Plain values with no zod: the web app's start-up code (route guards, stored selections) imports these, and
// keeping zod out of this module keeps it out of the login route's bundle.

export const featureSlugs = ['reply', 'comments', 'likes', 'poster', 'store', 'bot'] as const;
export type FeatureSlug = (typeof featureSlugs)[number];

export const modelTypes = ['fb', 'instagram', 'store'] as const;
export type ModelType = (typeof modelTypes)[number];

/** An Instagram professional account as Meta types it (`account_type`): only a business account may publish stories. */
export const instagramAccountTypes = ['BUSINESS', 'MEDIA_CREATOR'] as const;
export type InstagramAccountType = (typeof instagramAccountTypes)[number];

export const pageStatuses = ['subscribed', 'expired', 'blocked', 'deleted', 'renewed'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** Which features satisfy each feature group a route can require (spec section 2 guards). */
export const featureGroups = {
  has_reply: ['reply', 'comments', 'likes'],
  has_poster: ['poster'],
  has_store: ['store'],
  has_bot: ['bot'],
} as const satisfies Record<string, readonly FeatureSlug[]>;
export type FeatureGroup = keyof typeof featureGroups;

export function hasFeatureGroup(features: readonly { slug: FeatureSlug }[], group: FeatureGroup): boolean {
  const wanted: readonly FeatureSlug[] = featureGroups[group];
  return features.some((feature) => wanted.includes(feature.slug));
}
