import './publishing.css';
import { CalendarOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { PostListQuery, PostNetwork } from '@app/contract/publishing';
import { Alert, Button, Empty, Pagination, Segmented, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePosts } from '../api/list-posts.ts';
import { PostCalendar } from '../calendar/post-calendar.tsx';
import { PostCard } from './post-card.tsx';
import { publishingPaths } from './publishing-paths.ts';

export type ListMode = 'published' | 'scheduled';
type StatusFilter = NonNullable<PostListQuery['status']>;

const statusOptions: Record<ListMode, StatusFilter[]> = {
  scheduled: ['upcoming', 'scheduled', 'publishing'],
  published: ['done', 'published', 'partly_published', 'failed'],
};
const pageSize = 20;

function useTargetOptions(network: PostNetwork) {
  const pages = useSession((state) => state.pages);
  const accounts = useSession((state) => state.instaAccounts);
  return (network === 'facebook' ? pages : accounts).map((target) => ({ value: target.id, label: target.name }));
}

/** A network's published or scheduled posts, filterable by page (account) and status; scheduled ones also as a calendar. */
export function PostListScreen({ network, mode }: { network: PostNetwork; mode: ListMode }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = mode === 'scheduled' && searchParams.get('view') === 'calendar' ? 'calendar' : 'list';
  const [status, setStatus] = useState<StatusFilter>(statusOptions[mode][0]!);
  const [targetId, setTargetId] = useState<number | 'all'>('all');
  const [page, setPage] = useState(1);
  const targetOptions = useTargetOptions(network);
  const targetKey = network === 'facebook' ? 'page_id' : 'instagram_account_id';
  const posts = usePosts(
    { network, status, [targetKey]: targetId === 'all' ? undefined : targetId, page, limit: pageSize },
    view === 'list',
  );

  const changeView = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'calendar') params.set('view', 'calendar');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="publishing-screen" data-testid={`${mode}-posts`} data-network={network} data-view={view}>
      <div className="publishing-head">
        <h2 className="screen-title">{t(`publishing.list.title.${mode}.${network}`)}</h2>
        <Link to={publishingPaths.poster(network)}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-post">
            {t('publishing.list.newPost')}
          </Button>
        </Link>
      </div>
      <div className="publishing-toolbar">
        {mode === 'scheduled' ? (
          <Segmented
            value={view}
            onChange={(next) => changeView(String(next))}
            options={[
              { value: 'list', label: t('publishing.views.list'), icon: <UnorderedListOutlined /> },
              { value: 'calendar', label: t('publishing.views.calendar'), icon: <CalendarOutlined /> },
            ]}
            data-testid="view-switch"
          />
        ) : null}
        {view === 'list' ? (
          <>
            <Select
              value={targetId}
              onChange={(value) => {
                setTargetId(value);
                setPage(1);
              }}
              options={[{ value: 'all' as const, label: t(`publishing.list.allTargets.${network}`) }, ...targetOptions]}
              className="publishing-filter"
              aria-label={t(`publishing.list.target.${network}`)}
              data-testid="target-filter"
              popupMatchSelectWidth={false}
            />
            <Select
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              options={statusOptions[mode].map((value) => ({ value, label: t(`publishing.list.statuses.${value}`) }))}
              className="publishing-filter"
              aria-label={t('publishing.list.status')}
              data-testid="status-filter"
              popupMatchSelectWidth={false}
            />
          </>
        ) : null}
      </div>
      {view === 'calendar' ? (
        <PostCalendar />
      ) : posts.isError ? (
        <Alert type="error" showIcon title={describeApiError(posts.error, t).title} />
      ) : posts.isLoading ? (
        <Skeleton active />
      ) : posts.data?.posts.length ? (
        <>
          <div className="post-list" data-testid="post-list">
            {posts.data.posts.map((post) => (
              <PostCard key={post.id} post={post} waiting={mode === 'scheduled'} />
            ))}
          </div>
          <Pagination
            current={page}
            pageSize={pageSize}
            total={posts.data.total}
            onChange={setPage}
            hideOnSinglePage
            showSizeChanger={false}
            className="post-list-pagination"
          />
        </>
      ) : (
        <Empty description={t(`publishing.list.empty.${mode}`)} data-testid="post-list-empty" />
      )}
    </div>
  );
}
