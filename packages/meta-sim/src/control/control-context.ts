import { randomDigits } from '../ids.ts';
import type { SimRuntime } from '../runtime.ts';
import type { IgAccountRecord, PageRecord, World } from '../world.ts';
import { badInput, notFound } from './control-error.ts';
import type { SimPageView } from './control-types.ts';

/** What every area of the control API shares: the runtime, the current world and the page lookups. */
export type ControlContext = {
  rt: SimRuntime;
  // `world` is replaced wholesale on reset, so it is always read through the runtime
  world(): World;
  changed(): void;
  pageView(page: PageRecord): SimPageView;
  /** The page, or the Instagram account (and its page: none for an account without one). */
  pageFor(input: {
    pageId?: string;
    igUserId?: string;
  }): { page: PageRecord; ig: null } | { page: PageRecord | null; ig: IgAccountRecord };
};

export function createControlContext(rt: SimRuntime): ControlContext {
  const world = () => rt.world;
  return {
    rt,
    world,
    changed: () => rt.saver.schedule(),

    pageView(page) {
      const ig = page.igUserId ? world().igAccounts[page.igUserId] : undefined;
      return {
        id: page.id,
        name: page.name,
        access_token: page.accessToken,
        instagram_business_account: ig ? { id: ig.id, username: ig.username } : null,
      };
    },

    pageFor(input) {
      if (input.igUserId) {
        const ig = world().igAccounts[input.igUserId];
        if (!ig) throw notFound('Instagram account', input.igUserId);
        return { page: ig.pageId ? (world().pages[ig.pageId] ?? null) : null, ig };
      }
      if (!input.pageId) throw badInput('page_id or ig_user_id is required');
      const page = world().pages[input.pageId];
      if (!page) throw notFound('Page', input.pageId);
      return { page, ig: null };
    },
  };
}

export function slug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return base || `page.${randomDigits(5)}`;
}
