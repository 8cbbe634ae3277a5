// The help centre: sections and articles written by admins, read by owners in their language. Other features read
// it only from here.
import type { Db } from '../../platform/db/database.ts';
import { createHelpRepository } from './help.repository.ts';
import { createHelpService } from './help.service.ts';

export { helpRoutes } from './help.routes.ts';
export type { HelpService } from './help.service.ts';
export { seedDemoHelp } from './seed-demo-help.ts';

/** Pictures in an article are our uploads (`/media/…`, also under the app's address) or https ones. */
export function createHelp(deps: { db: Db; config: { appUrl: string } }) {
  return createHelpService({
    repository: createHelpRepository(deps.db),
    mediaPrefixes: ['/media/', `${deps.config.appUrl}/media/`],
  });
}
