import '../admin-console.css';
import type { AdminHomeStats } from '@app/contract';
import { Alert, Card, Col, Row, Spin, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useAdminHomeStats } from '../api/admin-home.ts';
import { DailyBars, StateBars } from '../components/daily-bars.tsx';

function Figure({
  title,
  value,
  suffix,
  testId,
}: {
  title: string;
  value: number;
  suffix?: ReactNode;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Card size="small" className="admin-figure" data-testid={testId}>
      <Statistic
        title={title}
        value={value}
        suffix={suffix}
        formatter={(raw) => new Intl.NumberFormat(i18n.language).format(Number(raw))}
      />
    </Card>
  );
}

function GraphVersionNotice({ state }: { state: AdminHomeStats['graph_version'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime('D MMM YYYY');
  const until = state.ends_at ? formatDate(state.ends_at) : null;
  if (state.status === 'ok')
    return (
      <Alert
        type="info"
        showIcon
        data-testid="graph-version"
        title={t('adminConsole.home.graphVersion', { version: state.version })}
        description={until ? t('adminConsole.home.graphVersionUntil', { date: until }) : null}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="graph-version"
      title={t(state.ended ? 'adminConsole.home.graphVersionEnded' : 'adminConsole.home.graphVersionEnding', {
        version: state.version,
        date: until ?? '',
        days: state.days_left ?? 0,
      })}
      description={t('adminConsole.home.graphVersionAction')}
    />
  );
}

/** The admin home: what the business looks like today, from the rollups the server keeps as things happen. */
export function AdminHomeRoute() {
  const { t } = useTranslation();
  const stats = useAdminHomeStats();
  if (stats.error) return <ApiErrorAlert error={describeApiError(stats.error, t)} testId="admin-home-error" />;
  const data = stats.data;
  if (!data) return <Spin className="admin-loading" />;
  const weekSuffix = (count: number) => (
    <span className="admin-figure-note">{t('adminConsole.home.newThisWeek', { count })}</span>
  );
  return (
    <div className="admin-home" data-testid="admin-home">
      <GraphVersionNotice state={data.graph_version} />
      <Row gutter={[12, 12]}>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-pages"
            title={t('adminConsole.home.pages')}
            value={data.pages.total}
            suffix={weekSuffix(data.pages.new_this_week)}
          />
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-accounts"
            title={t('adminConsole.home.instagramAccounts')}
            value={data.instagram_accounts.total}
            suffix={weekSuffix(data.instagram_accounts.new_this_week)}
          />
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-automations"
            title={t('adminConsole.home.activeAutomations')}
            value={data.active_automations}
          />
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-revenue"
            title={t('adminConsole.home.revenueMonth')}
            value={data.revenue_month}
            suffix={<span className="admin-figure-note">{t('adminConsole.home.currency')}</span>}
          />
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-replies-today"
            title={t('adminConsole.home.repliesToday')}
            value={data.replies.today}
          />
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-replies-month"
            title={t('adminConsole.home.repliesMonth')}
            value={data.replies.month}
          />
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-messages-today"
            title={t('adminConsole.home.messagesToday')}
            value={data.messages.today}
          />
        </Col>
        <Col xs={12} md={8} xl={6}>
          <Figure
            testId="figure-messages-month"
            title={t('adminConsole.home.messagesMonth')}
            value={data.messages.month}
          />
        </Col>
      </Row>
      {data.failed_events > 0 ? (
        <Alert
          type="error"
          showIcon
          data-testid="failed-events"
          title={t('adminConsole.home.failedEvents', { count: data.failed_events })}
          action={<Link to="/admin/errors/list">{t('adminConsole.home.openFailedEvents')}</Link>}
        />
      ) : null}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card title={t('adminConsole.home.last14Days')} size="small">
            <DailyBars days={data.days} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card title={t('adminConsole.home.pagesByState')} size="small" data-testid="pages-by-state">
            <StateBars counts={data.pages} />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card title={t('adminConsole.home.accountsByState')} size="small">
            <StateBars counts={data.instagram_accounts} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
