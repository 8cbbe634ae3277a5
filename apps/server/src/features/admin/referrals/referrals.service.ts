import type { ReferralAgent } from '@app/contract';
import type { Clock } from '../../../platform/clock.ts';
import { pageStatus } from '../../accounts/index.ts';
import type { ReferralsRepository } from './referrals.repository.ts';

type PageRow = Awaited<ReturnType<ReferralsRepository['pagesOf']>>[number];

/** An agent's pages with their state, and the totals: how many, how many active, the commission. */
export function referralAgent(
  agent: ReferralAgent['agent'],
  rows: PageRow[],
  now: Date,
  commission: number | null,
): ReferralAgent {
  const pages = rows
    .filter((row) => row.agentId === agent.id)
    .map((row) => ({
      id: row.id,
      name: row.name,
      status: pageStatus(row, now),
      expires_at: row.expiresAt?.toISOString() ?? null,
    }));
  const active = pages.filter((page) => page.status === 'subscribed' || page.status === 'renewed').length;
  return { agent, pages, totals: { pages: pages.length, active, commission } };
}

/** Referral agents, their pages and their commission (their share of the paid invoices of those pages). */
export function createReferralsService(deps: { repository: ReferralsRepository; clock: Clock }) {
  const { repository } = deps;
  const commissionOf = repository.commissionOf;

  async function agentsWithPages(agents: ReferralAgent['agent'][]) {
    const rows = await repository.pagesOf(agents.map((agent) => agent.id));
    const now = deps.clock.now();
    return Promise.all(agents.map(async (agent) => referralAgent(agent, rows, now, await commissionOf(agent.id))));
  }

  return {
    async list() {
      return { data: await agentsWithPages(await repository.agents()) };
    },
    /** The signed-in agent's own pages and totals, never another agent's. */
    async own(agentId: number) {
      const [agent] = await repository.agents([agentId]);
      return (await agentsWithPages([agent!]))[0]!;
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
