import './subscribers.css';
import { MessageOutlined } from '@ant-design/icons';
import { Button, Empty, Grid, Input, Select, Space, Tag } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subscriberSources, type InboxChannel, type Subscriber, type SubscriberSource } from '@app/contract';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { LabelsEditor } from './labels-editor.tsx';
import { downloadSubscribersCsv, useSubscribers, type SubscriberFilters } from './subscribers-api.ts';
import { PersonAvatar } from '@/shared/ui/retrying-image.tsx';

export const conversationPath = (subscriber: Pick<Subscriber, 'id' | 'channel'>) =>
  subscriber.channel === 'instagram'
    ? `/dashboard/instagram/chat?conversation=${subscriber.id}`
    : `/dashboard/bot/fb/chat?conversation=${subscriber.id}`;

type SubscribersScreenProps = { referral?: boolean };

/** /dashboard/bot/subscribers (the owner's, with labels and export) and /dashboard/fb/subscribers (read-only). */
export function SubscribersScreen({ referral = false }: SubscribersScreenProps) {
  const { t } = useTranslation();
  const dayjsLocale = useDayjsLocale();
  const showApiError = useShowApiError();
  const [filters, setFilters] = useState<SubscriberFilters>({ channel: 'messenger', q: '', page: 1 });
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [exporting, setExporting] = useState(false);
  const phone = Grid.useBreakpoint().md === false;
  const list = useSubscribers(filters, referral);
  const subscribers = list.data?.subscribers ?? [];
  const knownLabels = useMemo(() => [...new Set(subscribers.flatMap((item) => item.labels))].sort(), [subscribers]);
  const change = (patch: Partial<SubscriberFilters>) => setFilters((old) => ({ ...old, ...patch, page: 1 }));
  const when = (value: string | null) =>
    value ? inBusinessTime(value).locale(dayjsLocale).format('D MMM YYYY, HH:mm') : '—';

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubscribersCsv(filters);
    } catch (error) {
      showApiError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="subscribers-screen" data-testid={referral ? 'referral-subscribers' : 'subscribers'}>
      <h2 className="screen-title">{t(referral ? 'subscribers.referralTitle' : 'subscribers.title')}</h2>
      <Space wrap className="subscribers-filters">
        {referral ? null : (
          <Select<InboxChannel>
            aria-label={t('subscribers.filters.channel')}
            value={filters.channel}
            onChange={(channel) => change({ channel })}
            options={[
              { value: 'messenger', label: t('subscribers.channels.messenger') },
              { value: 'instagram', label: t('subscribers.channels.instagram') },
            ]}
            data-testid="subscribers-channel"
          />
        )}
        <Input.Search
          allowClear
          placeholder={t('subscribers.filters.search')}
          onSearch={(q) => change({ q })}
          data-testid="subscribers-search"
          className="subscribers-search"
        />
        <Select<string>
          allowClear
          showSearch
          aria-label={t('subscribers.filters.label')}
          placeholder={t('subscribers.filters.label')}
          value={filters.label}
          onChange={(label) => change({ label })}
          options={knownLabels.map((label) => ({ value: label, label }))}
          className="subscribers-filter"
          data-testid="subscribers-label"
        />
        <Select<SubscriberSource>
          allowClear
          aria-label={t('subscribers.filters.source')}
          placeholder={t('subscribers.filters.source')}
          value={filters.source}
          onChange={(source) => change({ source })}
          options={subscriberSources.map((source) => ({ value: source, label: t(`subscribers.sources.${source}`) }))}
          className="subscribers-filter"
          data-testid="subscribers-source"
        />
        <Select<'open' | 'closed'>
          allowClear
          aria-label={t('subscribers.filters.window')}
          placeholder={t('subscribers.filters.window')}
          value={filters.window}
          onChange={(window) => change({ window })}
          options={[
            { value: 'open', label: t('subscribers.window.open') },
            { value: 'closed', label: t('subscribers.window.closed') },
          ]}
          className="subscribers-filter"
          data-testid="subscribers-window"
        />
        {referral ? null : (
          <Button
            className="subscribers-export"
            onClick={() => void exportCsv()}
            loading={exporting}
            data-testid="subscribers-export"
          >
            {t('subscribers.export')}
          </Button>
        )}
      </Space>
      <ScrollTable<Subscriber>
        rowKey="id"
        loading={list.isFetching}
        dataSource={subscribers}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: filters.page,
          pageSize: 50,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setFilters((old) => ({ ...old, page })),
        }}
        locale={{ emptyText: <Empty description={t('subscribers.empty')} /> }}
        columns={[
          {
            key: 'name',
            title: t('subscribers.columns.name'),
            render: (_, item) => (
              <Space>
                <PersonAvatar src={item.picture_url} name={item.name} />
                <div>
                  <div>
                    <bdi>{item.name ?? t('subscribers.unknownName')}</bdi>
                  </div>
                  <div className="subscribers-meta-id" dir="ltr">
                    {item.meta_user_id}
                  </div>
                </div>
              </Space>
            ),
          },
          {
            key: 'source',
            title: t('subscribers.columns.source'),
            render: (_, item) => t(`subscribers.sources.${item.source}`),
          },
          {
            key: 'labels',
            title: t('subscribers.columns.labels'),
            render: (_, item) => (
              <Space size={4} wrap>
                {item.labels.map((label) => (
                  <Tag key={label}>{label}</Tag>
                ))}
                {referral ? null : (
                  <Button size="small" type="link" onClick={() => setEditing(item)} data-testid={`labels-${item.id}`}>
                    {t('subscribers.labels.edit')}
                  </Button>
                )}
              </Space>
            ),
          },
          {
            key: 'window',
            title: t('subscribers.columns.window'),
            render: (_, item) => (
              <Tag
                color={
                  item.window.state === 'open' ? 'green' : item.window.state === 'human_agent' ? 'gold' : 'default'
                }
              >
                {t(`subscribers.window.${item.window.state}`)}
              </Tag>
            ),
          },
          { key: 'first', title: t('subscribers.columns.first'), render: (_, item) => when(item.first_interaction_at) },
          { key: 'last', title: t('subscribers.columns.last'), render: (_, item) => when(item.last_interaction_at) },
          ...(referral
            ? []
            : [
                {
                  key: 'open',
                  title: t('subscribers.columns.conversation'),
                  // Always in view however wide the table scrolls; an icon alone on a phone.
                  fixed: 'end' as const,
                  render: (_: unknown, item: Subscriber) => (
                    <Link
                      to={conversationPath(item)}
                      aria-label={t('subscribers.openConversation')}
                      title={t('subscribers.openConversation')}
                      data-testid={`open-conversation-${item.id}`}
                    >
                      <MessageOutlined /> {phone ? null : t('subscribers.openConversation')}
                    </Link>
                  ),
                },
              ]),
        ]}
      />
      {referral ? null : <LabelsEditor subscriber={editing} known={knownLabels} onClose={() => setEditing(null)} />}
    </div>
  );
}
