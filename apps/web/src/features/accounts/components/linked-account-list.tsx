import '../account-common.css';
import '../accounts.css';
import { DeleteOutlined, MedicineBoxOutlined, SyncOutlined } from '@ant-design/icons';
import type { FeatureSlug, InstagramAccount, Page } from '@app/contract';
import { Button, Card, Tag, Typography, type TableColumnsType } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { instagramLifecycle, pageLifecycle, type AccountLifecycle } from '../account-status.ts';
import { AccountAvatar } from './account-avatar.tsx';
import { AccountStatusTags } from './account-status-tags.tsx';
import type { RemovalTarget } from './remove-account-modal.tsx';
import { inBusinessTime } from '@/shared/time/business-time.ts';

dayjs.extend(localizedFormat);

/** One row of either list, so the table and the cards render pages and Instagram accounts alike. */
export type Row = {
  key: string;
  kind: 'page' | 'instagram';
  id: number;
  name: string;
  handle: string | null;
  metaId: string;
  avatar: string | null;
  lifecycle: AccountLifecycle;
  needsReconnect: boolean;
  /** Meta refused (some) webhook fields: the connection doctor says which and subscribes again. */
  webhooksFailed: boolean;
  expiresAt: string | null;
  packageName: string | null;
  linkedPage: string | null;
  /** An Instagram account linked with Instagram Login (no page): reconnected in Instagram's window. */
  instagramLogin: boolean;
  features: FeatureSlug[];
  removal: RemovalTarget;
};

export function pageRow(page: Page): Row {
  return {
    key: `page:${page.id}`,
    kind: 'page',
    id: page.id,
    name: page.name,
    handle: null,
    metaId: page.page_id,
    avatar: page.avatar,
    lifecycle: pageLifecycle(page),
    needsReconnect: page.needs_reconnect,
    webhooksFailed: page.webhooks_failed ?? false,
    expiresAt: page.expires_at,
    packageName: page.package?.name ?? null,
    linkedPage: null,
    instagramLogin: false,
    features: page.features.map((feature) => feature.slug),
    removal: { kind: 'page', page },
  };
}

export function instagramRow(account: InstagramAccount, pages: readonly Page[]): Row {
  const page = pages.find((candidate) => candidate.id === account.page_id);
  return {
    key: `instagram:${account.id}`,
    kind: 'instagram',
    id: account.id,
    name: account.name,
    handle: `@${account.username}`,
    metaId: account.account_id,
    avatar: account.avatar,
    lifecycle: instagramLifecycle(account),
    needsReconnect: account.needs_reconnect,
    webhooksFailed: page?.webhooks_failed ?? false,
    expiresAt: account.expires_at,
    packageName: null,
    linkedPage: page?.name ?? null,
    instagramLogin: account.login === 'instagram',
    features: account.features.map((feature) => feature.slug),
    removal: { kind: 'instagram', account },
  };
}

function AccountIdentity({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <div className="linked-account-identity">
      <AccountAvatar name={row.name} avatar={row.avatar} type={row.kind === 'page' ? 'fb' : 'instagram'} size={40} />
      <div className="linked-account-identity-text">
        <Typography.Text strong className="linked-account-name" data-testid="linked-account-name">
          <bdi>{row.name}</bdi>
        </Typography.Text>
        {row.handle ? (
          <Typography.Text type="secondary" className="linked-account-handle">
            <bdi>{row.handle}</bdi>
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary" className="linked-account-meta-id">
          {t('accounts.metaId')}{' '}
          <bdi dir="ltr" className="linked-account-meta-id-value">
            {row.metaId}
          </bdi>
        </Typography.Text>
      </div>
    </div>
  );
}

function ExpiryDate({
  expiresAt,
  lifecycle,
  withLabel = false,
}: {
  expiresAt: string | null;
  lifecycle: AccountLifecycle;
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  useDayjsLocale();
  if (!expiresAt) return <Typography.Text type="secondary">{t('accounts.noEndDate')}</Typography.Text>;
  const date = inBusinessTime(expiresAt).format('ll');
  return (
    <Typography.Text
      type={lifecycle === 'expired' ? 'danger' : withLabel ? 'secondary' : undefined}
      className="linked-account-date"
    >
      {withLabel ? t(lifecycle === 'expired' ? 'accounts.endedOn' : 'accounts.endsOn', { date }) : date}
    </Typography.Text>
  );
}

function FeatureTags({ features }: { features: FeatureSlug[] }) {
  const { t } = useTranslation();
  if (!features.length) return <Typography.Text type="secondary">{t('accounts.noFeatures')}</Typography.Text>;
  return (
    <span className="linked-account-features">
      {features.map((slug) => (
        <Tag key={slug} color="blue">
          {t(`features.${slug}`)}
        </Tag>
      ))}
    </span>
  );
}

type ActionsProps = {
  row: Row;
  pendingKey: string | null;
  onReconnect: (row: Row) => void;
  onRemove: (row: Row) => void;
  onCheck: (row: Row) => void;
  block?: boolean;
};

function RowActions({ row, pendingKey, onReconnect, onRemove, onCheck, block = false }: ActionsProps) {
  const { t } = useTranslation();
  const reconnectKey = `reconnect:${row.key}`;
  return (
    <div className={block ? 'linked-account-actions is-block' : 'linked-account-actions'}>
      <Button
        type={row.webhooksFailed && !row.needsReconnect ? 'primary' : 'default'}
        icon={<MedicineBoxOutlined />}
        onClick={() => onCheck(row)}
        className="linked-account-check"
        data-testid="check-connection"
      >
        {t('doctor.open')}
      </Button>
      <Button
        type={row.needsReconnect ? 'primary' : 'default'}
        icon={<SyncOutlined />}
        loading={pendingKey === reconnectKey}
        disabled={pendingKey !== null && pendingKey !== reconnectKey}
        onClick={() => onReconnect(row)}
        className={row.needsReconnect ? 'linked-account-reconnect is-needed' : 'linked-account-reconnect'}
        data-testid="reconnect-account"
      >
        {t('accounts.reconnect')}
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={() => onRemove(row)} data-testid="remove-account">
        {t('accounts.remove.action')}
      </Button>
    </div>
  );
}

export type ListProps = {
  rows: Row[];
  kind: Row['kind'];
  cards: boolean;
  loading: boolean;
  pendingKey: string | null;
  onReconnect: (row: Row) => void;
  onRemove: (row: Row) => void;
  onCheck: (row: Row) => void;
};

export function AccountList({ rows, kind, cards, loading, pendingKey, onReconnect, onRemove, onCheck }: ListProps) {
  const { t } = useTranslation();

  if (cards) {
    return (
      <ul className="linked-account-cards">
        {rows.map((row) => (
          <li
            key={row.key}
            className={row.needsReconnect ? 'linked-account-card needs-reconnect' : 'linked-account-card'}
            data-testid="linked-account"
          >
            <AccountIdentity row={row} />
            <AccountStatusTags
              lifecycle={row.lifecycle}
              needsReconnect={row.needsReconnect}
              webhooksFailed={row.webhooksFailed}
            />
            <dl className="linked-account-facts">
              <dt>{t('accounts.columns.expiresAt')}</dt>
              <dd>
                <ExpiryDate expiresAt={row.expiresAt} lifecycle={row.lifecycle} />
              </dd>
              <dt>{t(kind === 'page' ? 'accounts.columns.package' : 'accounts.columns.linkedPage')}</dt>
              <dd>
                {kind === 'page' ? (
                  <Fact value={row.packageName} empty="accounts.noPackage" />
                ) : (
                  <Fact value={row.instagramLogin ? t('accounts.instagramLoginBadge') : row.linkedPage} />
                )}
              </dd>
              <dt>{t('accounts.columns.features')}</dt>
              <dd>
                <FeatureTags features={row.features} />
              </dd>
            </dl>
            <RowActions
              row={row}
              pendingKey={pendingKey}
              onReconnect={onReconnect}
              onRemove={onRemove}
              onCheck={onCheck}
              block
            />
          </li>
        ))}
      </ul>
    );
  }

  const columns: TableColumnsType<Row> = [
    {
      key: 'account',
      title: t(kind === 'page' ? 'accounts.columns.page' : 'accounts.columns.instagramAccount'),
      render: (_, row) => <AccountIdentity row={row} />,
    },
    {
      key: 'status',
      title: t('accounts.columns.status'),
      render: (_, row) => (
        <AccountStatusTags
          lifecycle={row.lifecycle}
          needsReconnect={row.needsReconnect}
          webhooksFailed={row.webhooksFailed}
        />
      ),
    },
    {
      key: 'subscription',
      title: t('accounts.columns.subscription'),
      render: (_, row) => (
        <div className="linked-account-subscription">
          {kind === 'page' ? <Fact value={row.packageName} empty="accounts.noPackage" /> : null}
          <ExpiryDate expiresAt={row.expiresAt} lifecycle={row.lifecycle} withLabel />
        </div>
      ),
    },
    ...(kind === 'instagram'
      ? [
          {
            key: 'page',
            title: t('accounts.columns.linkedPage'),
            render: (_: unknown, row: Row) => (
              <Fact value={row.instagramLogin ? t('accounts.instagramLoginBadge') : row.linkedPage} />
            ),
          },
        ]
      : []),
    {
      key: 'features',
      title: t('accounts.columns.features'),
      render: (_, row) => <FeatureTags features={row.features} />,
    },
    {
      key: 'actions',
      title: t('accounts.columns.actions'),
      align: 'end',
      // Kept in view at the row's end: the Instagram table's extra column pushed "Remove" past the scroll edge.
      fixed: 'end',
      render: (_, row) => (
        <RowActions row={row} pendingKey={pendingKey} onReconnect={onReconnect} onRemove={onRemove} onCheck={onCheck} />
      ),
    },
  ];

  return (
    <ScrollTable<Row>
      rowKey="key"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 860 }}
      tableLayout="auto"
      rowClassName={(row) => (row.needsReconnect ? 'linked-account-row needs-reconnect' : 'linked-account-row')}
      onRow={() => ({ 'data-testid': 'linked-account' }) as HTMLAttributes<HTMLElement>}
    />
  );
}

function Fact({ value, empty = 'accounts.none' }: { value: string | null; empty?: string }) {
  const { t } = useTranslation();
  return value ? <bdi>{value}</bdi> : <Typography.Text type="secondary">{t(empty)}</Typography.Text>;
}

export type SectionProps = {
  title: string;
  icon: ReactNode;
  count: number;
  testId: string;
  extra?: ReactNode;
  children: ReactNode;
};

export function Section({ title, icon, count, testId, extra, children }: SectionProps) {
  return (
    <Card
      className="linked-accounts-section"
      data-testid={testId}
      title={
        <span className="linked-accounts-section-title">
          {icon}
          {title}
          <Tag className="linked-accounts-count">{count}</Tag>
        </span>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
