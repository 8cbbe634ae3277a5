import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { NotifierProvider, useNotifier } from '@/shared/ui/notifier.tsx';

/** Vite fires vite:preloadError when a chunk of an older deployment is gone: offer a reload instead of a broken page. */
function useNewVersionNotice() {
  const notification = useNotifier();
  const { t } = useTranslation();
  useEffect(() => {
    // The failed import still rejects, so the route's error screen offers the reload as well.
    const onPreloadError = () => {
      notification.info({
        key: 'new-version',
        title: t('system.newVersionTitle'),
        description: t('system.newVersion'),
        duration: 0,
        placement: 'top',
        actions: (
          <Button type="primary" size="small" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        ),
      });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [notification, t]);
}

function NewVersionNotice() {
  useNewVersionNotice();
  return null;
}

export function RootRoute() {
  return (
    <NotifierProvider>
      <NewVersionNotice />
      <Outlet />
    </NotifierProvider>
  );
}
