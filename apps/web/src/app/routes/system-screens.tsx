import { ToolOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDashboardTranslations } from '@/shared/i18n/i18n.ts';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { unauthorizedReasonOf } from '../guards/decide-access.ts';

function HomeButton() {
  const { t } = useTranslation();
  const authenticated = useSession((state) => state.authenticated);
  return (
    <Link to={authenticated ? '/dashboard' : '/auth/login'}>
      <Button type="primary">{t(authenticated ? 'common.backHome' : 'auth.login')}</Button>
    </Link>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="system-screen">
      <Result status="404" title="404" subTitle={t('system.notFound')} extra={<HomeButton />} data-testid="not-found" />
    </main>
  );
}

// The no-domain screen is where an owner sets the domain: its card speaks the dashboard's messages.
const NoDomainSetup = lazy(async () => {
  const [, module] = await Promise.all([loadDashboardTranslations(), import('./no-domain-setup-screen.tsx')]);
  return { default: module.NoDomainSetupScreen };
});

export function UnauthorizedScreen() {
  const { t } = useTranslation();
  const reason = unauthorizedReasonOf(useLocation().state);
  return (
    <main className="system-screen">
      <Result
        status="403"
        title={t('system.unauthorizedTitle')}
        subTitle={t(reason === 'no-domain' ? 'system.noDomain' : 'system.unauthorized')}
        extra={
          reason === 'no-domain' ? (
            <Suspense fallback={<Skeleton active />}>
              <NoDomainSetup>
                <HomeButton />
              </NoDomainSetup>
            </Suspense>
          ) : (
            <HomeButton />
          )
        }
        data-testid="unauthorized"
      />
    </main>
  );
}

export function ComingSoonScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Result
      icon={<ToolOutlined />}
      title={t('system.comingSoonTitle')}
      subTitle={
        <>
          {t('system.comingSoon')}
          <br />
          <bdi className="coming-soon-path">{location.pathname}</bdi>
        </>
      }
      extra={<HomeButton />}
      data-testid="coming-soon"
    />
  );
}
