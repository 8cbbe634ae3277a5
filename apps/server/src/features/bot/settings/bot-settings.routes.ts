import { botEndpoints } from '@app/contract';
import type { EndpointRouter } from '../../../platform/http/endpoint-router.ts';
import type { BotSettingsService } from './bot-settings.service.ts';

export function botSettingsRoutes(router: EndpointRouter, { botSettings }: { botSettings: BotSettingsService }) {
  // The request context checked that the caller owns the page in the page-id header.
  router.route(botEndpoints.settings, ({ context }) => botSettings.get(context.pageId));
  router.route(botEndpoints.saveSettings, ({ context, body }) => botSettings.save(context.pageId, body));
}
