import { HomeOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { InboxMenuLabel } from '@/features/inbox/badge/inbox-menu-label.tsx';
import { selectIsManagementView, useSession } from '@/shared/session/session-store.ts';
import { isMenuGroup, type MenuLeaf } from './menu-definition.tsx';
import { visibleMenu } from './visible-menu.ts';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession((state) => state);
  const managementView = selectIsManagementView(session);
  const entries = visibleMenu(session, managementView);

  const leaf = (item: MenuLeaf) => ({
    key: item.path,
    icon: item.icon,
    label: <InboxMenuLabel path={item.path}>{t(item.labelKey)}</InboxMenuLabel>,
  });
  const items: MenuProps['items'] = entries.map((entry) =>
    isMenuGroup(entry)
      ? { type: 'group', key: entry.key, label: t(entry.labelKey), children: entry.items.map(leaf) }
      : leaf(entry),
  );

  if (managementView) {
    // Every admin screen is still being built: say so, and keep a way back to the owner home.
    items.push(
      { key: '/dashboard', icon: <HomeOutlined />, label: t('menu.home') },
      {
        key: 'admin-note',
        icon: <InfoCircleOutlined />,
        label: t('menu.adminPending'),
        disabled: true,
        className: 'menu-note',
      },
    );
  }

  // The store's screens are not built yet: its menu would be Home and Notifications with no word of why.
  const storeScreensMissing =
    !managementView &&
    session.modelType === 'store' &&
    !entries.some((entry) => isMenuGroup(entry) && entry.key === 'store');
  if (storeScreensMissing) {
    items.push({
      key: 'store-note',
      icon: <InfoCircleOutlined />,
      label: t('menu.storePending'),
      disabled: true,
      className: 'menu-note',
    });
  }

  return (
    <Menu
      mode="inline"
      className="side-menu"
      items={items}
      selectedKeys={[location.pathname]}
      onClick={({ key }) => {
        onNavigate?.();
        Promise.resolve(navigate(key)).catch(() => undefined);
      }}
      data-testid="side-menu"
    />
  );
}
