import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';
import type { HomeData } from '../api/get-home.ts';

/** The next scheduled posts, with a link to all of them. */
export function NextPostsCard({ posts, instagram }: { posts: HomeData['next_posts']; instagram: boolean }) {
  const { t } = useTranslation();
  useDayjsLocale();
  const all = instagram ? '/dashboard/instagram/scheduled-posts' : '/dashboard/fb/scheduled-posts';
  return (
    <Card
      title={t('homeBusiness.nextPosts')}
      className="home-card"
      extra={<Link to={all}>{t('homeBusiness.allScheduled')}</Link>}
      data-testid="home-next-posts"
    >
      {posts.length ? (
        <List
          size="small"
          dataSource={posts}
          renderItem={(post) => (
            <List.Item key={post.id}>
              <div className="home-post">
                <Typography.Text ellipsis className="home-post-message">
                  <bdi>{post.message || t('homeBusiness.postWithoutText')}</bdi>
                </Typography.Text>
                <Typography.Text type="secondary">
                  <ClockCircleOutlined /> {inBusinessTime(post.scheduled_at).format('llll')}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeBusiness.noScheduledPosts')} />
      )}
    </Card>
  );
}
