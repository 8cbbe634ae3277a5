import '../lists/publishing.css';
import './instagram.css';
import { NumberOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Progress, Segmented, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { selectCurrentInstaAccount, useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useHashtagUsage, useSearchHashtag, type HashtagKind } from '../api/hashtags.ts';
import { useFormatDateTime, withWeekday } from '@/shared/time/use-format-date-time.ts';
import { MediaTile } from '@/shared/ui/media-tile.tsx';

type Usage = NonNullable<ReturnType<typeof useHashtagUsage>['data']>;

const normalized = (value: string) => value.trim().replace(/^#/, '').toLowerCase();

/** 'N of 30 hashtags used in the last 7 days', each one with when it frees again. */
function UsageCard({ usage }: { usage: Usage }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime(withWeekday);
  const full = usage.used >= usage.limit;
  return (
    <Card size="small" className="hashtag-usage" data-testid="hashtag-usage" data-used={usage.used}>
      <div>{t('publishing.hashtags.usage', { used: usage.used, limit: usage.limit })}</div>
      <Progress
        aria-label={t('publishing.hashtags.usage', { used: usage.used, limit: usage.limit })}
        percent={Math.round((usage.used / Math.max(usage.limit, 1)) * 100)}
        status={full ? 'exception' : 'normal'}
        showInfo={false}
        size="small"
      />
      {usage.hashtags.length ? (
        <div className="hashtag-usage-list">
          {usage.hashtags.map((tag) => (
            <Tooltip key={tag.name} title={t('publishing.hashtags.freesAt', { time: formatDateTime(tag.frees_at) })}>
              <Tag data-testid="used-hashtag">
                <bdi>#{tag.name}</bdi>{' '}
                <span className="muted small">· {formatDateTime(tag.frees_at, 'D MMM HH:mm')}</span>
              </Tag>
            </Tooltip>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/** Instagram hashtag search: top or recent media, within Meta's 30 unique hashtags per account per 7 days. */
export function HashtagSearch() {
  const { t } = useTranslation();
  const account = useSession(selectCurrentInstaAccount);
  const usage = useHashtagUsage();
  const search = useSearchHashtag();
  const formatDateTime = useFormatDateTime(withWeekday);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<HashtagKind>('top');

  const used = usage.data?.hashtags.map((tag) => normalized(tag.name)) ?? [];
  const limitReached = usage.data !== undefined && usage.data.used >= usage.data.limit;
  const isNewTag = normalized(query) !== '' && !used.includes(normalized(query));
  const blocked = limitReached && isNewTag;
  const nextFree = usage.data?.hashtags.map((tag) => tag.frees_at).sort()[0];
  const run = (q: string, nextKind: HashtagKind) => {
    if (!normalized(q) || (limitReached && !used.includes(normalized(q)))) return;
    search.mutate({ q: normalized(q), kind: nextKind });
  };
  const tooMany = isApiError(search.error) && search.error.status === 429;

  if (!account) {
    return (
      <div className="publishing-screen" data-testid="hashtag-search">
        <h2 className="screen-title">{t('publishing.hashtags.title')}</h2>
        <Empty description={t('publishing.instagram.noAccount')} />
      </div>
    );
  }

  return (
    <div className="publishing-screen" data-testid="hashtag-search">
      <h2 className="screen-title">{t('publishing.hashtags.title')}</h2>
      {usage.data ? <UsageCard usage={usage.data} /> : usage.isLoading ? <Skeleton active paragraph={false} /> : null}
      {limitReached ? (
        <Alert
          type="warning"
          showIcon
          className="section-alert"
          data-testid="hashtag-limit"
          title={t('publishing.hashtags.limitReached', { limit: usage.data?.limit })}
          description={nextFree ? t('publishing.hashtags.nextFree', { time: formatDateTime(nextFree) }) : undefined}
        />
      ) : null}
      <div className="hashtag-form">
        <Input.Search
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onSearch={(value) => run(value, kind)}
          prefix={<NumberOutlined />}
          placeholder={t('publishing.hashtags.placeholder')}
          enterButton={
            <Button type="primary" disabled={blocked} data-testid="hashtag-submit">
              {t('publishing.hashtags.search')}
            </Button>
          }
          loading={search.isPending}
          aria-label={t('publishing.hashtags.placeholder')}
          data-testid="hashtag-input"
          status={blocked ? 'warning' : undefined}
        />
        <Segmented
          value={kind}
          onChange={(next) => {
            setKind(next as HashtagKind);
            if (search.data) run(search.data.hashtag.name, next as HashtagKind);
          }}
          options={[
            { value: 'top', label: t('publishing.hashtags.top') },
            { value: 'recent', label: t('publishing.hashtags.recent') },
          ]}
          data-testid="hashtag-kind"
        />
      </div>
      {blocked ? <p className="muted small">{t('publishing.hashtags.blockedHint')}</p> : null}
      {search.isError ? (
        <Alert
          type={tooMany ? 'warning' : 'error'}
          showIcon
          className="section-alert"
          data-testid="hashtag-error"
          title={
            tooMany
              ? t('publishing.hashtags.limitReached', { limit: usage.data?.limit ?? 30 })
              : describeApiError(search.error, t).title
          }
          description={tooMany ? search.error.message : undefined}
        />
      ) : null}
      {search.data ? (
        search.data.media.length ? (
          <>
            <h3 className="small muted" data-testid="hashtag-result-title">
              <bdi>#{search.data.hashtag.name}</bdi> · {t(`publishing.hashtags.${kind}`)}
            </h3>
            <div className="media-grid" data-testid="hashtag-media">
              {search.data.media.map((item) => (
                <MediaTile key={item.id} item={item} />
              ))}
            </div>
          </>
        ) : (
          <Empty description={t('publishing.hashtags.noMedia')} />
        )
      ) : null}
    </div>
  );
}
