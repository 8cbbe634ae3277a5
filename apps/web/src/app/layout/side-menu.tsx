import { HomeOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { openTechnicalLink, technicalToolPaths } from '@/features/admin-tools/index.ts';
import { InboxMenuLabel } from '@/features/inbox/badge/inbox-menu-label.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { selectIsManagementView, useSession } from '@/shared/session/session-store.ts';
import { isMenuGroup, type MenuLeaf } from './menu-definition.tsx';
import { visibleMenu } from './visible-menu.ts';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const showApiError = useShowApiError();
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
    // A way back to the owner's side.
    items.push({ key: '/dashboard', icon: <HomeOutlined />, label: t('menu.home') });
  }

  return (
    <Menu
      mode="inline"
      className="side-menu"
      items={items}
      selectedKeys={[location.pathname]}
      onClick={({ key }) => {
        onNavigate?.();
        const tool = technicalToolPaths[key];
        if (tool) return void openTechnicalLink(tool).catch(showApiError);
        Promise.resolve(navigate(key)).catch(() => undefined);
      }}
      data-testid="side-menu"
    />
  );
}
