import { NO_FAULTS } from '../faults.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { DEFAULT_MEDIA_CHECK_SETTINGS } from '../media-check.ts';
import type { SimRuntime } from '../runtime.ts';
import { DEFAULT_DELIVERY_OPTIONS } from '../webhooks/delivery.ts';
import { createEmptyWorld } from '../world.ts';

/**
 * Forgets everything but the pages kept on reset (the demo pages linked to the product), their owners,
 * Instagram accounts, tokens, posts and media; `seq` numbers keep growing.
 */
export function resetWorld(rt: SimRuntime, onReset: () => void): void {
  const old = rt.world;
  const fresh = createEmptyWorld();
  const keptPages = Object.values(old.pages).filter((p) => p.keepOnReset);
  const keptUserIds = new Set([
    ...Object.values(old.users)
      .filter((u) => u.keepOnReset)
      .map((u) => u.id),
    ...keptPages.map((p) => p.ownerUserId),
  ]);
  for (const id of keptUserIds) if (old.users[id]) fresh.users[id] = old.users[id];
  for (const page of keptPages) {
    fresh.pages[page.id] = page;
    const ig = page.igUserId ? old.igAccounts[page.igUserId] : undefined;
    if (ig) fresh.igAccounts[ig.id] = ig;
  }
  for (const token of Object.values(old.tokens))
    if (keptUserIds.has(token.userId) && (token.pageId === null || fresh.pages[token.pageId]))
      fresh.tokens[token.token] = token;
  for (const post of Object.values(old.posts)) if (fresh.pages[post.pageId]) fresh.posts[post.id] = post;
  for (const photo of Object.values(old.photos)) if (fresh.pages[photo.pageId]) fresh.photos[photo.id] = photo;
  for (const video of Object.values(old.videos)) if (fresh.pages[video.pageId]) fresh.videos[video.id] = video;
  for (const media of Object.values(old.igMedia)) if (fresh.igAccounts[media.igUserId]) fresh.igMedia[media.id] = media;
  rt.world = fresh;
  rt.faults = { ...NO_FAULTS };
  rt.limits = { ...DEFAULT_LIMITS };
  rt.deliveryOptions = { ...DEFAULT_DELIVERY_OPTIONS };
  rt.mediaChecks = { ...DEFAULT_MEDIA_CHECK_SETTINGS };
  rt.clock.setOffset(0);
  rt.rates.clear();
  rt.calls.clear();
  rt.webhooks.clear();
  onReset();
  rt.saver.schedule();
}
