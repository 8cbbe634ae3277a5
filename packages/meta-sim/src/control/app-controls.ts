import { randomDigits } from '../ids.ts';
import { badInput, notFound } from './control-error.ts';
import type { ControlContext } from './control-context.ts';
import type { ControlApi } from './control-types.ts';

/** The Meta app's dashboard (Require App Secret, development mode, roles) and Business portfolios. */
export function createAppControls(
  context: ControlContext,
): Pick<ControlApi, 'appSettings' | 'setAppSettings' | 'createBusiness'> {
  const { world, changed } = context;
  return {
    appSettings: () => world().app,

    setAppSettings(input) {
      const app = world().app;
      if (input.requireAppSecret !== undefined) app.requireAppSecret = input.requireAppSecret;
      if (input.developmentMode !== undefined) app.developmentMode = input.developmentMode;
      if (input.roleIds !== undefined) app.roleIds = [...new Set(input.roleIds)];
      if (input.appType !== undefined) app.appType = input.appType;
      if (input.loginConfigs !== undefined) app.loginConfigs = input.loginConfigs;
      if (input.permissionsWebhook !== undefined) app.permissionsWebhook = input.permissionsWebhook;
      changed();
      return app;
    },

    createBusiness(input) {
      if (!input.name) throw badInput('name is required');
      const id = input.id ?? randomDigits(15);
      if (world().businesses[id]) throw badInput(`business ${id} already exists`);
      for (const userId of input.userIds) if (!world().users[userId]) throw notFound('User', userId);
      const ownedPageIds = input.ownedPageIds ?? [];
      const clientPageIds = input.clientPageIds ?? [];
      for (const pageId of [...ownedPageIds, ...clientPageIds])
        if (!world().pages[pageId]) throw notFound('Page', pageId);
      world().businesses[id] = {
        id,
        name: input.name,
        userIds: [...input.userIds],
        ownedPageIds,
        clientPageIds,
        createdAt: context.rt.nowMs(),
      };
      changed();
      return { id, name: input.name };
    },
  };
}
