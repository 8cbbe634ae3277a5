import { createHmac } from 'node:crypto';

export const DEFAULT_INSTAGRAM_APP_ID = 'simulator-instagram-app';

/** Stable for a given Facebook app secret, so the product can derive the same default without being told it. */
export function defaultInstagramAppSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('instagram').digest('hex');
}

/** Instagram Login's permissions, and the Facebook Login permission each stands for in the shared handlers. */
export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
  'instagram_business_content_publish',
];

const SCOPE_FOR_FACEBOOK_PERMISSION: Record<string, string> = {
  instagram_basic: 'instagram_business_basic',
  instagram_manage_comments: 'instagram_business_manage_comments',
  instagram_manage_messages: 'instagram_business_manage_messages',
  instagram_content_publish: 'instagram_business_content_publish',
  // Ice breakers and the menu on Instagram are part of messaging
  pages_messaging: 'instagram_business_manage_messages',
};

/** The Instagram Login scope that grants what a handler checks as a Facebook Login permission; null if none does. */
export function instagramScopeFor(permission: string): string | null {
  if (INSTAGRAM_SCOPES.includes(permission)) return permission;
  return SCOPE_FOR_FACEBOOK_PERMISSION[permission] ?? null;
}

export const SHORT_LIVED_IG_TOKEN_S = 3600;
export const LONG_LIVED_IG_TOKEN_S = 5_183_944;
export const IG_CODE_LIFETIME_MS = 10 * 60_000;
