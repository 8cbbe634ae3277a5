import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError, isStaleChunkError } from '@/shared/lib/chunk-loading.ts';

/** Lives in the entry chunk, so it uses plain markup instead of antd's Result and its illustrations. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  const title = stale ? t('system.newVersionTitle') : t('errors.generic');
  const detail = stale ? t('system.newVersion') : error instanceof ChunkLoadError ? t('system.chunkTimeout') : null;

  return (
    <main className="system-screen">
      <div className="system-message" role="alert" data-testid="route-error">
        <h1>{title}</h1>
        {detail ? <p>{detail}</p> : null}
        <Button type="primary" onClick={() => window.location.reload()}>
          {stale ? t('common.reload') : t('common.retry')}
        </Button>
      </div>
    </main>
  );
}
