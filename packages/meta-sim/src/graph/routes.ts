import type { Params } from '../params.ts';
import type { SimRuntime } from '../runtime.ts';
import { commentRoutes } from './comments.ts';
import type { GraphContext, GraphRoute } from './context.ts';
import { conversationRoutes } from './conversations.ts';
import { hashtagRoutes, hashtagSearch } from './hashtags.ts';
import { igPublishingRoutes } from './ig-publishing.ts';
import { instagramRoutes } from './instagram.ts';
import { accessTokenEndpoint, debugTokenEndpoint } from './oauth.ts';
import { pageRoutes } from './pages.ts';
import { pageVideoRoutes } from './page-videos.ts';
import { postRoutes } from './posts.ts';
import { profileRoutes } from './profiles.ts';
import { sendApiRoutes } from './send-api.ts';
import { userRoutes } from './users.ts';
import { appRoutes } from './app.ts';
import { businessRoutes } from './businesses.ts';
import { instagramAccountRoutes } from '../instagram-login/instagram-account-routes.ts';

export const GRAPH_ROUTES: GraphRoute[] = [
  ...userRoutes,
  ...pageRoutes,
  ...postRoutes,
  ...pageVideoRoutes,
  ...commentRoutes,
  ...sendApiRoutes,
  ...conversationRoutes,
  ...instagramRoutes,
  ...igPublishingRoutes,
  ...hashtagRoutes,
  ...appRoutes,
  ...businessRoutes,
  ...profileRoutes,
  ...instagramAccountRoutes,
];

export const UNAUTHENTICATED_ROOTS: Record<string, (rt: SimRuntime, params: Params) => unknown> = {
  'oauth/access_token': accessTokenEndpoint,
};

export const ROOT_ROUTES: Record<string, (ctx: GraphContext) => unknown> = {
  debug_token: debugTokenEndpoint,
  ig_hashtag_search: hashtagSearch,
};
