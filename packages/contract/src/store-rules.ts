// Zod-free: the product form and the server read the same rules.

/** How deep categories nest: a top category is level 0, its child level 1, and so on below this. */
export const storeCategoryMaxLevels = 4;
export const storePreparationUnits = ['minutes', 'hours', 'days'] as const;
export type StorePreparationUnit = (typeof storePreparationUnits)[number];
export const storeStockStatuses = ['in_stock', 'out_of_stock'] as const;
export type StoreStockStatus = (typeof storeStockStatuses)[number];
/** More pictures a product may have after its main one. */
export const storeItemMaxExtraImages = 9;
export const storeItemsPerPageMax = 100;

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/**
 * The video id of a YouTube link, or null when it is not one (spec section 5: "The YouTube link must be valid"):
 * youtube.com/watch?v=, youtu.be/, /shorts/, /embed/ and /live/, each with an 11-character id.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = parts.length === 1 ? parts[0]! : null;
  else if (youtubeHosts.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ['shorts', 'embed', 'live'].includes(parts[0]!)) id = parts[1]!;
  }
  return id !== null && youtubeId.test(id) ? id : null;
}

export const isYoutubeUrl = (link: string) => youtubeVideoId(link) !== null;

/** A category as the placement rule needs it. */
export type CategoryNode = { id: number; parentId: number | null };

/**
 * Whether `id` (null: a new category) may sit under `parentId` in `categories` (the whole store): never under
 * itself or one of its own subcategories, and its deepest subcategory still within `storeCategoryMaxLevels`.
 */
export function categoryPlacementProblem(
  categories: readonly CategoryNode[],
  id: number | null,
  parentId: number | null,
): 'cycle' | 'too-deep' | null {
  const byId = new Map(categories.map((category) => [category.id, category]));
  let parentLevel = -1;
  for (let at = parentId, steps = 0; at !== null; steps++) {
    if (at === id || steps > categories.length) return 'cycle';
    parentLevel++;
    at = byId.get(at)?.parentId ?? null;
  }
  const subtreeDepth = id === null ? 0 : depthBelow(categories, id);
  return parentLevel + 1 + subtreeDepth >= storeCategoryMaxLevels ? 'too-deep' : null;
}

/** How many levels of subcategories sit under `id` (0 without any). */
function depthBelow(categories: readonly CategoryNode[], id: number, seen = new Set<number>()): number {
  if (seen.has(id)) return 0;
  seen.add(id);
  const children = categories.filter((category) => category.parentId === id);
  return children.length === 0 ? 0 : 1 + Math.max(...children.map((child) => depthBelow(categories, child.id, seen)));
}
