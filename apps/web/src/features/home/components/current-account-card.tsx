import '../home.css';
import { CalendarOutlined, WarningOutlined } from '@ant-design/icons';
import type { FeatureSlug } from '@app/contract';
import { Alert, Avatar, Card, Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import {
  selectCurrentInstaAccount,
  selectCurrentPage,
  selectCurrentStore,
  useSession,
} from '@/shared/session/session-store.ts';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';

dayjs.extend(localizedFormat);

type Summary = {
  kind: 'page' | 'instagram';
  name: string;
  avatar: string | null;
  features: FeatureSlug[];
  expiresAt: string | null;
  active: boolean;
  needsReconnect: boolean;
  domain: string | null;
  extra: string | null;
};

function useCurrentSummary(): Summary | null {
  const modelType = useSession((state) => state.modelType);
  const page = useSession(selectCurrentPage);
  const account = useSession(selectCurrentInstaAccount);
  const store = useSession(selectCurrentStore);
  if (modelType === 'instagram' && account) {
    return {
      kind: 'instagram',
      name: account.name,
      avatar: account.avatar,
      features: account.features.map((feature) => feature.slug),
      expiresAt: account.expires_at,
      active: account.active,
      needsReconnect: account.needs_reconnect,
      domain: null,
      extra: `@${account.username}`,
    };
  }
  if (!page) return null;
  return {
    kind: 'page',
    name: page.name,
    avatar: page.avatar,
    features: page.features.map((feature) => feature.slug),
    expiresAt: page.expires_at,
    active: page.active,
    needsReconnect: page.needs_reconnect,
    domain: page.domain,
    extra: modelType === 'store' && store ? store.name : (page.package?.name ?? null),
  };
}

export function CurrentAccountCard() {
  const { t } = useTranslation();
  useDayjsLocale();
  const summary = useCurrentSummary();

  if (!summary) {
    return (
      <Card title={t('home.currentAccount')} className="home-card">
        <Empty description={t('home.noAccounts')} />
      </Card>
    );
  }

  const expiry = summary.expiresAt ? inBusinessTime(summary.expiresAt) : null;
  const expired = !summary.active || (expiry !== null && expiry.isBefore(dayjs()));

  return (
    <Card
      title={t(summary.kind === 'instagram' ? 'home.currentInstagramAccount' : 'home.currentPage')}
      className="home-card"
      data-testid="current-account"
    >
      <div className="account-summary">
        <Avatar size={64} src={summary.avatar ?? undefined} alt="">
          {summary.name.charAt(0).toUpperCase()}
        </Avatar>
        <div className="account-summary-text">
          <Typography.Title level={4} className="account-summary-name">
            <bdi>{summary.name}</bdi>
          </Typography.Title>
          {summary.extra ? (
            <Typography.Text type="secondary">
              <bdi>{summary.extra}</bdi>
            </Typography.Text>
          ) : null}
          <div className="account-summary-status">
            <Tag color={expired ? 'red' : 'green'}>{t(expired ? 'home.expired' : 'home.active')}</Tag>
            {expiry ? (
              <Typography.Text type="secondary">
                <CalendarOutlined /> {t('home.expiresOn', { date: expiry.format('LL') })}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('home.noExpiry')}</Typography.Text>
            )}
          </div>
        </div>
      </div>
      <Typography.Text strong className="account-summary-features-title">
        {t('home.features')}
      </Typography.Text>
      <div className="account-summary-features" data-testid="account-features">
        {summary.features.length ? (
          summary.features.map((slug) => (
            <Tag key={slug} color="blue">
              {t(`features.${slug}`)}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">{t('home.noFeatures')}</Typography.Text>
        )}
      </div>
      {summary.domain ? (
        <Typography.Paragraph type="secondary" className="account-summary-domain">
          {t('home.domain')}: <bdi>{summary.domain}</bdi>
        </Typography.Paragraph>
      ) : null}
      {summary.needsReconnect ? (
        <Alert type="warning" showIcon icon={<WarningOutlined />} title={t('home.needsReconnect')} />
      ) : null}
    </Card>
  );
}
