import '../admin-console.css';
import type { ReferralAgent } from '@app/contract';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useOwnReferralPages, useReferralAgents } from '../api/admin-lists.ts';
import { PageStatusTag } from './page-status-tag.tsx';

function Totals({ totals }: { totals: ReferralAgent['totals'] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]}>
      <Col xs={8}>
        <Statistic title={t('adminConsole.referrals.pages')} value={totals.pages} />
      </Col>
      <Col xs={8}>
        <Statistic title={t('adminConsole.referrals.active')} value={totals.active} />
      </Col>
      <Col xs={8}>
        <Statistic
          title={t('adminConsole.referrals.commission')}
          value={totals.commission ?? '—'}
          suffix={totals.commission === null ? null : t('adminConsole.home.currency')}
        />
      </Col>
    </Row>
  );
}

function AgentPages({ pages }: { pages: ReferralAgent['pages'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime('D MMM YYYY');
  return (
    <Table
      scroll={{ x: true }}
      size="small"
      rowKey="id"
      dataSource={pages}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { key: 'name', title: t('adminConsole.campaigns.page'), render: (_, page) => <bdi>{page.name}</bdi> },
        {
          key: 'status',
          title: t('adminConsole.users.state'),
          render: (_, page) => <PageStatusTag status={page.status} />,
        },
        {
          key: 'expires',
          title: t('adminConsole.referrals.expires'),
          render: (_, page) => formatDate(page.expires_at),
        },
      ]}
    />
  );
}

/** The signed-in referral agent's pages (state, expiry) and totals, above their subscribers. */
export function OwnReferralPages() {
  const { t } = useTranslation();
  const own = useOwnReferralPages();
  if (!own.data) return null;
  return (
    <Card title={t('adminConsole.referrals.ownTitle')} className="referral-pages" data-testid="referral-pages">
      <Totals totals={own.data.totals} />
      <AgentPages pages={own.data.pages} />
    </Card>
  );
}

/** Every referral agent with the pages they brought, for the admin. */
export function ReferralAgentsCard() {
  const { t } = useTranslation();
  const agents = useReferralAgents();
  return (
    <Card title={t('adminConsole.referrals.title')} loading={agents.isLoading} data-testid="referral-agents">
      {(agents.data?.data ?? []).map((row) => (
        <section key={row.agent.id} className="referral-agent">
          <h4>
            <bdi>{row.agent.name}</bdi>{' '}
            <bdi dir="ltr" className="admin-figure-note">
              @{row.agent.username}
            </bdi>
          </h4>
          <Totals totals={row.totals} />
          {row.pages.length > 0 ? <AgentPages pages={row.pages} /> : null}
        </section>
      ))}
    </Card>
  );
}
