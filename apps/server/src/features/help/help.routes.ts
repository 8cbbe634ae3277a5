import { authoredLocaleOf, helpEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import type { HelpService } from './help.service.ts';

/** Owners read the published articles in their language (Arabic or English: help is written in both); admins write them. */
export function helpRoutes(router: EndpointRouter, { help }: { help: HelpService }) {
  router.route(endpoints.centre, ({ context }) => help.centre(authoredLocaleOf(context.locale)));
  router.route(endpoints.article, ({ params, context }) => help.article(params.id, authoredLocaleOf(context.locale)));
  router.route(endpoints.search, ({ query, context }) => help.search(query.q, authoredLocaleOf(context.locale)));
  router.route(endpoints.forScreen, ({ query, context }) =>
    help.forScreen(query.screen, authoredLocaleOf(context.locale)),
  );
  router.route(endpoints.sections, () => help.sections());
  router.route(endpoints.section, ({ params }) => help.section(params.id));
  router.route(endpoints.createSection, ({ body }) => help.createSection(body));
  router.route(endpoints.updateSection, ({ params, body }) => help.renameSection(params.id, body));
  router.route(endpoints.deleteSection, ({ params }) => help.deleteSection(params.id));
  router.route(endpoints.reorderSections, ({ body }) => help.reorderSections(body.ids));
  router.route(endpoints.createArticle, ({ body }) => help.createArticle(body));
  router.route(endpoints.updateArticle, ({ params, body }) => help.updateArticle(params.id, body));
  router.route(endpoints.setArticleStatus, ({ params, body }) => help.setArticleStatus(params.id, body.status));
  router.route(endpoints.deleteArticle, ({ params }) => help.deleteArticle(params.id));
  router.route(endpoints.uploadImage, ({ body }) => ({ url: body.image_url }));
}
