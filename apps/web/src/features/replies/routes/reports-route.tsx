import '../styles/replies.css';
import '../styles/reports.css';
import { Alert, Card, Col, Empty, Progress, Row, Select, Skeleton, Statistic, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { OrderFunnel } from '../components/order-funnel.tsx';
import { useReplyReports } from '../api/get-reply-reports.ts';
import { useReplyCampaigns } from '../api/list-reply-campaigns.ts';
import { CampaignDetailDrawer } from '../components/campaign-detail-drawer.tsx';
import { CampaignsTable } from '../components/campaigns-table.tsx';
import { DailyChart } from '../components/daily-chart.tsx';
import { useTrailReason } from '@/shared/i18n/use-trail-reason.ts';
import { formatMonth, toPickerWallClock } from '@/shared/time/business-time.ts';
import { BusinessDatePicker } from '@/shared/time/business-date-picker.tsx';
import { useReplyChannel } from '../channel/reply-channel-context.tsx';

/** Today in the business time zone, as the picker shows days (the server reads days in that zone). */
const businessToday = () => toPickerWallClock().startOf('day');

/** Per page (or Instagram account) or per campaign: comments, replies sent, skipped by reason, failures, a daily chart and the month's quota. */
export function ReportsRoute() {
  const { t, i18n } = useTranslation();
  const describeReason = useTrailReason();
  const channel = useReplyChannel();
  const campaigns = useReplyCampaigns();
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [businessToday().subtract(29, 'day'), businessToday()]);
  const [detailId, setDetailId] = useState<number | null>(null);
  // Days (Latin digits whatever the locale), which the server reads in the business time zone, as it groups the
  // daily rows.
  const report = useReplyReports({
    campaignId,
    from: range[0].locale('en').format('YYYY-MM-DD'),
    to: range[1].locale('en').format('YYYY-MM-DD'),
  });
  const data = report.data;
  const skippedTotal = data?.skipped_by_reason.reduce((sum, item) => sum + item.count, 0) ?? 0;
  const quota = data?.quota;

  return (
    <div className="reports-screen">
      <Card
        title={t('replies.reports.title')}
        extra={
          <div className="reports-filters">
            <Select
              value={campaignId ?? 0}
              onChange={(value: number) => setCampaignId(value || null)}
              options={[
                {
                  value: 0,
                  label: t(
                    channel === 'instagram' ? 'instagramReplies.reports.wholeAccount' : 'replies.reports.wholePage',
                  ),
                },
                ...(campaigns.data?.campaigns ?? []).map((campaign) => ({
                  value: campaign.id,
                  label: <bdi>{campaign.name}</bdi>,
                })),
              ]}
              className="reports-campaign-select"
              aria-label={t('replies.reports.campaignFilter')}
              data-testid="reports-campaign"
            />
            <BusinessDatePicker.RangePicker
              aria-label={t('replies.reports.period')}
              value={range}
              allowClear={false}
              onChange={(dates) => {
                if (dates?.[0] && dates[1]) setRange([dates[0], dates[1]]);
              }}
              disabledDate={(date) => date.isAfter(businessToday().endOf('day'))}
            />
          </div>
        }
      >
        {report.isError ? <Alert type="error" showIcon title={describeApiError(report.error, t).title} /> : null}
        {report.isLoading ? <Skeleton active /> : null}
        {data ? (
          <Row gutter={[16, 16]}>
            <Col xs={24}>
              <div className="stat-row" data-testid="report-totals">
                <Statistic title={t('replies.reports.comments')} value={data.totals.comments} />
                <Statistic title={t('replies.reports.publicSent')} value={data.totals.public_sent} />
                <Statistic title={t('replies.reports.privateSent')} value={data.totals.private_sent} />
                <Statistic title={t('replies.reports.skipped')} value={data.totals.skipped} />
                <Statistic
                  title={t('replies.reports.failed')}
                  value={data.totals.failed}
                  valueStyle={data.totals.failed ? { color: 'var(--app-color-error)' } : undefined}
                />
              </div>
            </Col>
            {channel === 'facebook' ? (
              <Col xs={24}>
                <OrderFunnel funnel={data.order_funnel} />
              </Col>
            ) : null}
            <Col xs={24} lg={16}>
              <Card size="small" title={t('replies.reports.daily')}>
                {data.daily.length ? (
                  <DailyChart daily={data.daily} />
                ) : (
                  <Empty description={t('replies.reports.noData')} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card size="small" title={t('replies.reports.quota')} className="quota-card" data-testid="report-quota">
                {quota ? (
                  quota.limit === null ? (
                    <Typography.Paragraph>
                      {t('replies.reports.quotaUnlimited', { used: quota.used })}
                    </Typography.Paragraph>
                  ) : (
                    <>
                      <Progress
                        aria-label={t('replies.reports.quota')}
                        type="dashboard"
                        percent={Math.min(100, Math.round((quota.used / Math.max(1, quota.limit)) * 100))}
                        status={quota.used >= quota.limit ? 'exception' : 'normal'}
                      />
                      <Typography.Paragraph>
                        {t('replies.quotaUsed', { used: quota.used, limit: quota.limit })}
                      </Typography.Paragraph>
                      {quota.used >= quota.limit ? (
                        <Alert type="warning" showIcon title={t('replies.planLimitReached')} />
                      ) : null}
                    </>
                  )
                ) : null}
                <Typography.Text type="secondary">
                  {t('replies.reports.quotaMonth', { month: quota ? formatMonth(quota.month, i18n.language) : '' })}
                </Typography.Text>
              </Card>
              <Card size="small" title={t('replies.reports.skippedByReason')} className="skipped-card">
                {data.skipped_by_reason.length ? (
                  <ul className="reason-list" data-testid="skipped-reasons">
                    {data.skipped_by_reason.map((item) => (
                      <li key={item.reason}>
                        <div className="reason-row">
                          <span>{describeReason(item.reason)}</span>
                          <strong>{item.count}</strong>
                        </div>
                        <Progress
                          aria-label={describeReason(item.reason)}
                          percent={Math.round((item.count / Math.max(1, skippedTotal)) * 100)}
                          showInfo={false}
                          size="small"
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('replies.reports.noSkipped')} />
                )}
              </Card>
            </Col>
          </Row>
        ) : null}
      </Card>
      <Card
        title={t('replies.campaigns.title', { count: campaigns.data?.campaigns.length ?? 0 })}
        className="section-card"
      >
        <CampaignsTable
          campaigns={campaigns.data?.campaigns ?? []}
          loading={campaigns.isLoading}
          onDetails={setDetailId}
        />
      </Card>
      <CampaignDetailDrawer campaignId={detailId} onClose={() => setDetailId(null)} />
    </div>
  );
}
