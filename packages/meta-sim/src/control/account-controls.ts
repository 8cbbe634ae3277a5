import { mintIgUserId, mintPageId, mintUserId, randomDigits } from '../ids.ts';
import { mintPageToken } from '../tokens.ts';
import type { IgAccountRecord, PageRecord } from '../world.ts';
import { badInput, notFound } from './control-error.ts';
import { slug, type ControlContext } from './control-context.ts';
import type { ControlApi } from './control-types.ts';

/** Facebook users and their pages (with their Instagram accounts). */
export function createAccountControls(
  context: ControlContext,
): Pick<ControlApi, 'createUser' | 'listUsers' | 'createPage' | 'listPages' | 'unsubscribePage'> {
  const { rt, world, changed, pageView } = context;
  return {
    createUser(input, options) {
      if (!input.name) throw badInput('name is required');
      const id = input.id ?? mintUserId();
      if (world().users[id]) throw badInput(`user ${id} already exists`);
      world().users[id] = {
        id,
        name: input.name,
        createdAt: rt.nowMs(),
        grants: null,
        pickedPageIds: null,
        keepOnReset: options?.keepOnReset ?? false,
      };
      changed();
      return { id, name: input.name };
    },

    listUsers: () =>
      Object.values(world().users)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((u) => ({ id: u.id, name: u.name })),

    createPage(input, options) {
      const owner = world().users[input.ownerUserId];
      if (!owner) throw notFound('User', input.ownerUserId);
      if (!input.name) throw badInput('name is required');
      const id = input.id ?? mintPageId();
      if (world().pages[id]) throw badInput(`page ${id} already exists`);
      const keepOnReset = options?.keepOnReset ?? false;
      if (keepOnReset) owner.keepOnReset = true;
      const page: PageRecord = {
        id,
        name: input.name,
        username: slug(input.name),
        category: input.category ?? 'Shopping & retail',
        ownerUserId: owner.id,
        igUserId: null,
        keepOnReset,
        subscribedFields: input.subscribedFields ? [...input.subscribedFields] : null,
        messengerProfile: { messenger: {}, instagram: {} },
        accessToken: '',
        createdAt: rt.nowMs(),
      };
      world().pages[id] = page;
      mintPageToken(rt, page, owner.id);
      if (input.withInstagram) {
        const ig: IgAccountRecord = {
          id: mintIgUserId(),
          legacyId: randomDigits(11),
          pageId: id,
          username: (input.instagramUsername ?? slug(input.name).replace(/\./g, '_')).slice(0, 30),
          name: input.name,
          accountType: input.instagramAccountType ?? 'BUSINESS',
          biography: `${input.name} — simulated Instagram professional account`,
          followersCount: 2048,
          followsCount: 128,
          createdAt: rt.nowMs(),
        };
        world().igAccounts[ig.id] = ig;
        page.igUserId = ig.id;
      }
      changed();
      return pageView(page);
    },

    listPages: () =>
      Object.values(world().pages)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map(pageView),

    unsubscribePage(input) {
      const page = world().pages[input.pageId] ?? world().pages[world().igAccounts[input.pageId]?.pageId ?? ''] ?? null;
      if (!page) throw notFound('Page', input.pageId);
      const removed = input.fields ?? [];
      const left = (page.subscribedFields ?? []).filter((field) => !removed.includes(field));
      page.subscribedFields = removed.length === 0 || left.length === 0 ? null : left;
      changed();
      return { subscribed_fields: page.subscribedFields ?? [] };
    },
  };
}
