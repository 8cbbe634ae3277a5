import { GraphError, missingParameter } from '../graph-error.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';

function requireAppToken(ctx: GraphContext) {
  if (ctx.auth.kind !== 'app')
    throw new GraphError({ code: 15, message: '(#15) This method must be called with an app access_token.' });
}

// The Permissions object's fields are the permissions themselves; these are the ones the product asks for.
const permissionFields = [
  'pages_messaging',
  'pages_manage_engagement',
  'pages_manage_posts',
  'instagram_manage_messages',
].map((name) => ({ name, version: 'v21.0' }));

// App-level webhook subscriptions: the simulator treats every field as subscribed at app level, this edge only reports it
export const appRoutes: GraphRoute[] = [
  // `development_mode` is the simulator's own: Meta's app node does not tell the mode.
  route('app', 'GET', '', (ctx) => ({
    id: ctx.rt.settings.appId,
    name: ctx.rt.settings.appName,
    development_mode: ctx.rt.world.app.developmentMode,
  })),
  route('app', 'GET', 'subscriptions', (ctx) => {
    requireAppToken(ctx);
    const callback = ctx.rt.settings.webhookUrl;
    if (!callback) return { data: [] };
    return {
      data: [
        {
          object: 'page',
          callback_url: callback,
          active: true,
          fields: [
            { name: 'feed', version: 'v21.0' },
            { name: 'messages', version: 'v21.0' },
            { name: 'messaging_postbacks', version: 'v21.0' },
            { name: 'message_echoes', version: 'v21.0' },
          ],
        },
        {
          object: 'instagram',
          callback_url: callback,
          active: true,
          fields: [
            { name: 'comments', version: 'v21.0' },
            { name: 'messages', version: 'v21.0' },
            { name: 'messaging_postbacks', version: 'v21.0' },
          ],
        },
        ...(ctx.rt.world.app.permissionsWebhook
          ? [{ object: 'permissions', callback_url: callback, active: true, fields: permissionFields }]
          : []),
      ],
    };
  }),
  route('app', 'POST', 'subscriptions', (ctx) => {
    requireAppToken(ctx);
    const object = ctx.params.string('object');
    if (!object) throw missingParameter('object');
    if (object === 'permissions') {
      ctx.rt.world.app.permissionsWebhook = true;
      ctx.rt.saver.schedule();
    }
    return { success: true };
  }),
];
