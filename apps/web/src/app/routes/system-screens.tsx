import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
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

export function UnauthorizedScreen() {
  const { t } = useTranslation();
  const reason = unauthorizedReasonOf(useLocation().state);
  return (
    <main className="system-screen">
      <Result
        status="403"
        title={t('system.unauthorizedTitle')}
        subTitle={t(reason === 'no-domain' ? 'system.noDomain' : 'system.unauthorized')}
        extra={<HomeButton />}
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
