import '../home.css';
import { Alert, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayBarChart } from '@/shared/charts/lazy-charts.tsx';
import { useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useHome } from '../api/get-home.ts';
import { CampaignsAttentionCard } from '../components/campaigns-attention-card.tsx';
import { CurrentAccountCard } from '../components/current-account-card.tsx';
import { HomeFunnel } from '../components/home-funnel.tsx';
import { NextPostsCard } from '../components/next-posts-card.tsx';
import { StorageUsageCard } from '../components/storage-usage-card.tsx';
import { WeekFigures } from '../components/week-figures.tsx';
import { greetingKey } from '../greeting.ts';

const chartSeries = [
  { key: 'comments_answered', color: '#1677ff' },
  { key: 'messages_received', color: '#13c2c2' },
  { key: 'orders', color: '#fa8c16' },
] as const;

export function HomeRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const pages = useSession((state) => state.pages.length);
  const instaAccounts = useSession((state) => state.instaAccounts.length);
  const instagram = useSession((state) => state.modelType === 'instagram');
  const home = useHome();
  const data = home.data;

  return (
    <div className="home-page">
      <div className="home-greeting">
        <Typography.Title level={3} data-testid="home-greeting">
          {t(greetingKey())}
          {t('common.comma')} <bdi>{user?.name}</bdi>
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('home.summary', {
            pages: t('home.linkedPages', { count: pages }),
            instaAccounts: t('home.instagramAccounts', { count: instaAccounts }),
          })}
        </Typography.Text>
      </div>
      {home.isError ? <Alert type="error" showIcon title={describeApiError(home.error, t).title} /> : null}
      {home.isLoading ? <Skeleton active /> : null}
      {data ? (
        <>
          <Typography.Title level={5} className="home-section-title">
            {t('homeBusiness.thisWeek')}
          </Typography.Title>
          <WeekFigures figures={data.figures} />
        </>
      ) : null}
      <Row gutter={[16, 16]} className="home-cards">
        {data ? (
          <>
            <Col xs={24} xl={16}>
              <Card title={t('homeBusiness.chartTitle')} className="home-card" data-testid="home-chart">
                {data.days.some((day) => day.comments_answered || day.messages_received || day.orders) ? (
                  <DayBarChart
                    days={data.days}
                    label={t('homeBusiness.chartTitle')}
                    series={chartSeries.map((item) => ({ ...item, label: t(`homeBusiness.figures.${item.key}`) }))}
                  />
                ) : (
                  <Empty description={t('homeBusiness.nothingYet')} />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <HomeFunnel funnel={data.funnel} />
            </Col>
            <Col xs={24} lg={12}>
              <NextPostsCard posts={data.next_posts} instagram={instagram} />
            </Col>
            <Col xs={24} lg={12}>
              <CampaignsAttentionCard campaigns={data.campaigns_needing_attention} instagram={instagram} />
            </Col>
          </>
        ) : null}
        <Col xs={24} lg={14} xl={16}>
          <CurrentAccountCard />
        </Col>
        <Col xs={24} lg={10} xl={8}>
          <StorageUsageCard />
        </Col>
      </Row>
    </div>
  );
}
