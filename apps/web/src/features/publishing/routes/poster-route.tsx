import type { Post } from '@app/contract/publishing';
import type { PostNetwork } from '@app/contract/publishing-limits';
import { Alert, App, Breadcrumb, Button, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePost } from '../api/get-post.ts';
import { PosterForm } from '../poster/components/poster-form.tsx';
import { emptyPoster, posterFromPost } from '../poster/poster-form-values.ts';
import { posterPaths } from '../poster/poster-paths.ts';
import { PostStatusTag } from '../shared/post-status-tag.tsx';

function useSavedNavigation(network: PostNetwork) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (post: Post) => {
    const now = post.schedule_type === 'now';
    void message.success(now ? t('poster.saved.published') : t('poster.saved.scheduled'));
    void navigate(now ? posterPaths.published(network) : posterPaths.scheduled(network));
  };
}

/** A new post, or an existing one (`:id`) while none of its targets is published or publishing. */
function PosterRoute({ network }: { network: PostNetwork }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const current = useSession((state) => (network === 'facebook' ? state.currentPageId : state.currentInstaAccountId));
  const detail = usePost(id);
  const onSaved = useSavedNavigation(network);
  const post = detail.data?.post;
  const listPath = posterPaths.scheduled(network);
  const initialValues = useMemo(
    () =>
      id === null ? emptyPoster(network, current) : post && post.network === network ? posterFromPost(post) : null,
    [id, network, current, post],
  );
  const title = id === null ? t(`poster.titles.${network}.new`) : t(`poster.titles.${network}.edit`);

  let body: ReactNode;
  if (id !== null && (detail.isError || (post && post.network !== network))) {
    body = (
      <Alert
        type="error"
        showIcon
        title={detail.isError ? describeApiError(detail.error, t).title : t('errors.notFound')}
        data-testid="poster-load-error"
      />
    );
  } else if (post && !post.editable) {
    body = (
      <Alert
        type="info"
        showIcon
        title={t('poster.notEditable.title')}
        description={t('poster.notEditable.description')}
        action={
          <Link to={posterPaths.published(network)}>
            <Button size="small">{t('poster.notEditable.toList')}</Button>
          </Link>
        }
        data-testid="poster-not-editable"
      />
    );
  } else if (initialValues) {
    body = <PosterForm initialValues={initialValues} cancelTo={listPath} onSaved={onSaved} />;
  } else {
    body = <Skeleton active />;
  }

  return (
    <div className="poster-screen" data-testid="poster-form">
      <Breadcrumb items={[{ title: <Link to={listPath}>{t(`poster.titles.${network}.list`)}</Link> }, { title }]} />
      <h2 className="screen-title">
        {title} {post ? <PostStatusTag status={post.status} /> : null}
      </h2>
      {body}
    </div>
  );
}

/** /dashboard/fb/poster/{id?}: the Facebook poster form. */
export function FacebookPosterRoute() {
  return <PosterRoute network="facebook" />;
}

/** /dashboard/instagram/poster/{id?}: the Instagram post form. */
export function InstagramPosterRoute() {
  return <PosterRoute network="instagram" />;
}
