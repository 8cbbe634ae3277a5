import { QueryClientProvider } from '@tanstack/react-query';
import { Alert, App, Drawer, Grid, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useLinkedAccountsSync } from '@/features/accounts/api/get-linked-accounts.ts';
import { BackToAdminButton } from '@/features/admin-console/components/back-to-admin-button.tsx';
import { RenewalBanner } from '@/features/billing/components/renewal-banner.tsx';
import { useSyncDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { queryClient } from '../providers/query-client.ts';
import { AppFooter } from './app-footer.tsx';
import { layoutSettings, siderWidth } from './layout-settings.ts';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

function Brand() {
  const { t } = useTranslation();
  return (
    <div className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="brand-name">{t('app.name')}</span>
    </div>
  );
}

export function DashboardLayout() {
  // Leaving the dashboard means signing out (or being signed out): no cached data may outlive the session.
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <App className="app-root" component={false}>
        <DashboardShell />
      </App>
    </QueryClientProvider>
  );
}

function DashboardShell() {
  useSyncDayjsLocale();
  const { t } = useTranslation();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const mobile = !screens.lg;
  const rtl = usePreferences((state) => state.locale === 'ar');
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const impersonate = useSession((state) => state.impersonate);
  const userName = useSession((state) => state.user?.name ?? '');
  useLinkedAccountsSync(location.pathname.startsWith('/dashboard'));

  const toggleMenu = () => (mobile ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value));

  return (
    <Layout
      className="dashboard-layout"
      data-skin={layoutSettings.skin}
      data-content-width={layoutSettings.contentWidth}
      data-menu={layoutSettings.menuLayout}
      data-navbar={layoutSettings.navbarType}
      data-footer={layoutSettings.footerType}
      hasSider
    >
      {mobile ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={rtl ? 'right' : 'left'}
          size={siderWidth}
          styles={{ body: { padding: 0 } }}
          title={<Brand />}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={siderWidth}
          collapsed={collapsed}
          collapsedWidth={0}
          trigger={null}
          className="dashboard-sider"
          theme="light"
        >
          <Brand />
          <SideMenu />
        </Layout.Sider>
      )}
      <Layout className="dashboard-main">
        <TopBar mobile={mobile} menuOpen={mobile ? drawerOpen : !collapsed} onToggleMenu={toggleMenu} />
        <Layout.Content className="dashboard-content">
          {impersonate ? (
            <Alert
              type="warning"
              showIcon
              className="impersonation-banner"
              title={t('layout.impersonating', { name: userName })}
              data-testid="impersonation-banner"
              action={<BackToAdminButton />}
            />
          ) : null}
          <RenewalBanner />
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
