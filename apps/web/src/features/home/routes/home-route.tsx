import '../home.css';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store.ts';
import { CurrentAccountCard } from '../components/current-account-card.tsx';
import { StorageUsageCard } from '../components/storage-usage-card.tsx';

function greetingKey(hour: number) {
  if (hour < 12) return 'home.goodMorning';
  if (hour < 18) return 'home.goodAfternoon';
  return 'home.goodEvening';
}

export function HomeRoute() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const pages = useSession((state) => state.pages.length);
  const instaAccounts = useSession((state) => state.instaAccounts.length);

  return (
    <div className="home-page">
      <div className="home-greeting">
        <Typography.Title level={3} data-testid="home-greeting">
          {t(greetingKey(new Date().getHours()))}
          {t('common.comma')} <bdi>{user?.name}</bdi>
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('home.summary', {
            pages: t('home.linkedPages', { count: pages }),
            instaAccounts: t('home.instagramAccounts', { count: instaAccounts }),
          })}
        </Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
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
