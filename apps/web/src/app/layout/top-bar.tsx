import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountSwitcher } from '@/features/accounts/components/account-switcher.tsx';
import { useConnectAccount } from '@/features/accounts/use-connect-account.ts';
import { CustomerDrawerButton } from '@/features/demo-customer/customer-drawer-button.tsx';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell.tsx';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { selectIsManagementView, useSession } from '@/shared/session/session-store.ts';
import { LanguageSelector } from '@/shared/ui/language-selector.tsx';
import { ProfileMenu } from './profile-menu.tsx';

type TopBarProps = { mobile: boolean; menuOpen: boolean; onToggleMenu: () => void };

export function TopBar({ mobile, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const managementView = useSession(selectIsManagementView);
  const rtl = usePreferences((state) => state.locale === 'ar');

  const { connect } = useConnectAccount();
  // The help icon opens the article written for the screen in use, else the help home.
  const { pathname } = useLocation();
  const helpPath = pathname.startsWith('/dashboard/help')
    ? '/dashboard/help'
    : `/dashboard/help?screen=${encodeURIComponent(pathname)}`;

  // The fold icons point sideways, so they are mirrored for right-to-left.
  const FoldIcon = menuOpen !== rtl ? MenuFoldOutlined : MenuUnfoldOutlined;

  return (
    <header className="top-bar" data-testid="top-bar" data-popup-host>
      <div className="top-bar-start">
        <Button
          type="text"
          icon={<FoldIcon />}
          onClick={onToggleMenu}
          aria-label={t('layout.toggleMenu')}
          data-testid="menu-toggle"
        />
        {managementView ? (
          <Tag color="gold">{t('layout.managementView')}</Tag>
        ) : (
          <AccountSwitcher onConnect={(flow) => void connect(flow)} compact={mobile} />
        )}
      </div>
      <div className="top-bar-end">
        <CustomerDrawerButton compact={mobile} />
        <LanguageSelector compact={mobile} />
        <Tooltip title={t('menu.help')}>
          <Link to={helpPath} aria-label={t('menu.help')} className="top-bar-link" data-testid="top-bar-help">
            <QuestionCircleOutlined className="topbar-icon" />
          </Link>
        </Tooltip>
        <NotificationsBell />
        <ProfileMenu compact={mobile} />
      </div>
    </header>
  );
}
