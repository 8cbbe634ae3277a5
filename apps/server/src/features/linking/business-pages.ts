import type { GraphApi, GraphPage } from '../../platform/meta/graph-api.ts';
import { MetaApiError } from '../../platform/meta/meta-errors.ts';
import type { AppLogger } from '../../platform/logger.ts';

/**
 * The pages a user token reaches: the ones picked in the dialog (`/me/accounts`) and those of the Business
 * portfolios the user has a role in (owned and client pages), which `/me/accounts` leaves out. Each page once;
 * a portfolio page Meta gives no page token for cannot be used and is skipped.
 */
export async function pagesWithBusinessPortfolios(
  graph: GraphApi,
  userToken: string,
  logger: AppLogger,
): Promise<GraphPage[]> {
  const found = new Map<string, GraphPage>();
  for (const page of await graph.pagesOfUser(userToken)) found.set(page.id, page);
  let businesses: { id: string }[];
  try {
    businesses = await graph.businessesOfUser(userToken);
  } catch (error) {
    // Without business_management (declined, or an older grant) the dialog's pages are all there is.
    if (!(error instanceof MetaApiError)) throw error;
    logger.info({ err: error }, 'business portfolios not readable');
    return [...found.values()];
  }
  for (const business of businesses) {
    for (const edge of ['owned_pages', 'client_pages'] as const) {
      let pages: (Partial<GraphPage> & { id: string })[];
      try {
        pages = await graph.businessPages(business.id, edge, userToken);
      } catch (error) {
        if (!(error instanceof MetaApiError)) throw error;
        logger.info({ err: error, businessId: business.id, edge }, 'business pages not readable');
        continue;
      }
      for (const page of pages) {
        if (found.has(page.id) || !page.access_token || !page.name) continue;
        found.set(page.id, { ...page, name: page.name, access_token: page.access_token });
      }
    }
  }
  return [...found.values()];
}
