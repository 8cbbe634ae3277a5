import {
  CloudOutlined,
  DashboardOutlined,
  IdcardOutlined,
  LogoutOutlined,
  MoonOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Switch, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { CloudUsageBar } from '@/shared/ui/cloud-usage-bar.tsx';
import { popupHostOf } from '@/shared/ui/popup-host.ts';
import { setDarkMode, usePreferences } from '@/shared/session/preferences-store.ts';
import { setManagementView } from '@/shared/session/session-actions.ts';
import { selectIsManagementView, useSession } from '@/shared/session/session-store.ts';

export function ProfileMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const admin = useSession((state) => state.admin);
  const managementView = useSession(selectIsManagementView);
  const darkMode = usePreferences((state) => state.darkMode);
  const logout = useLogout();

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'profile-menu-header',
      label: (
        <div>
          <div className="profile-menu-name">
            <bdi>{user?.name}</bdi>
          </div>
          <div className="profile-menu-username">
            <bdi>@{user?.username}</bdi>
          </div>
        </div>
      ),
    },
    { type: 'divider' },
    {
      key: 'cloud',
      icon: <CloudOutlined />,
      label: (
        <span className="profile-menu-storage" data-testid="profile-storage">
          {t('cloud.title')}
          <CloudUsageBar compact />
        </span>
      ),
    },
    { key: 'profile', icon: <IdcardOutlined />, label: t('layout.profile') },
    ...(admin
      ? [
          {
            key: 'view',
            icon: managementView ? <UserOutlined /> : <DashboardOutlined />,
            label: t(managementView ? 'layout.switchToUserView' : 'layout.switchToManagementView'),
          },
        ]
      : []),
    {
      key: 'dark',
      icon: <MoonOutlined />,
      label: (
        <span className="profile-menu-switch">
          {t('layout.darkMode')}
          <Switch size="small" checked={darkMode} data-testid="dark-mode-switch" />
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('layout.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'dark') setDarkMode(!darkMode);
    if (key === 'cloud') Promise.resolve(navigate('/dashboard/cloud')).catch(() => undefined);
    if (key === 'profile') Promise.resolve(navigate('/dashboard/user/profile')).catch(() => undefined);
    if (key === 'view') {
      setManagementView(!managementView);
      Promise.resolve(navigate(managementView ? '/dashboard' : '/admin/home')).catch(() => undefined);
    }
    if (key === 'logout') {
      logout.mutate(undefined, {
        onSettled: () => Promise.resolve(navigate('/auth/login', { replace: true })).catch(() => undefined),
      });
    }
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight" getPopupContainer={popupHostOf}>
      <Button
        type="text"
        className="profile-button"
        aria-label={t('layout.profileMenu', { name: user?.name ?? '' })}
        data-testid="profile-menu"
      >
        <Avatar size={30} src={user?.avatar ?? undefined} icon={<UserOutlined />} alt="" />
        {compact ? null : (
          <span className="profile-button-name" dir="auto">
            {user?.name}
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
