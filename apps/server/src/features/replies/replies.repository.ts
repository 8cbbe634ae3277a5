import type { Db } from '../../platform/db/database.ts';
import { createActionsRepository } from './actions/actions.repository.ts';
import { createBackfillRepository } from './backfill/backfill.repository.ts';
import { createCampaignsRepository } from './campaigns/campaigns.repository.ts';
import { createReplyPagesRepository } from './pages/reply-pages.repository.ts';
import { createReportsRepository } from './reports/reports.repository.ts';
import { createTemplatesRepository } from './templates/templates.repository.ts';
import { createTrailRepository } from './trail/trail.repository.ts';
import { createUsageRepository } from './usage/usage.repository.ts';

/** The comment replies' tables, one repository per aggregate. */
export function createRepliesRepository(db: Db) {
  return {
    pages: createReplyPagesRepository(db),
    campaigns: createCampaignsRepository(db),
    templates: createTemplatesRepository(db),
    trail: createTrailRepository(db),
    reports: createReportsRepository(db),
    actions: createActionsRepository(db),
    usage: createUsageRepository(db),
    backfill: createBackfillRepository(db),
  };
}
export type RepliesRepository = ReturnType<typeof createRepliesRepository>;
