import { DownOutlined, InstagramOutlined, PlusOutlined } from '@ant-design/icons';
import type { ModelType } from '@app/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectInstaAccount, selectPage, selectStore } from '@/shared/session/session-actions.ts';
import {
  selectCurrentInstaAccount,
  selectCurrentPage,
  selectCurrentStore,
  useSession,
} from '@/shared/session/session-store.ts';
import { AccountAvatar } from './account-avatar.tsx';

export type AddAccountFlow = 'pages' | 'instagram';

type AccountSwitcherProps = { onAdd: (flow: AddAccountFlow) => void; compact?: boolean };

type Current = { name: string; avatar: string | null; type: ModelType } | null;

export function AccountSwitcher({ onAdd, compact = false }: AccountSwitcherProps) {
  const { t } = useTranslation();
  const pages = useSession((state) => state.pages);
  const instaAccounts = useSession((state) => state.instaAccounts);
  const stores = useSession((state) => state.stores);
  const showInstagram = useSession((state) => state.showInstagram || state.instaAccounts.length > 0);
  const modelType = useSession((state) => state.modelType);
  const currentPage = useSession(selectCurrentPage);
  const currentInstaAccount = useSession(selectCurrentInstaAccount);
  const currentStore = useSession(selectCurrentStore);

  const current: Current =
    modelType === 'instagram' && currentInstaAccount
      ? { name: currentInstaAccount.name, avatar: currentInstaAccount.avatar, type: 'instagram' }
      : modelType === 'store' && currentStore
        ? { name: currentStore.name, avatar: null, type: 'store' }
        : currentPage
          ? { name: currentPage.name, avatar: currentPage.avatar, type: 'fb' }
          : null;

  const label = (name: string, avatar: string | null, type: ModelType) => (
    <span className="account-option">
      <AccountAvatar name={name} avatar={avatar} type={type} size={24} />
      <span className="account-option-name" dir="auto">
        {name}
      </span>
    </span>
  );

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'pages',
      label: t('accounts.pages'),
      children: pages.map((page) => ({ key: `fb:${page.id}`, label: label(page.name, page.avatar, 'fb') })),
    },
    ...(showInstagram
      ? [
          {
            type: 'group' as const,
            key: 'instagram',
            label: t('accounts.instagramAccounts'),
            children: instaAccounts.map((account) => ({
              key: `instagram:${account.id}`,
              label: label(account.name, account.avatar, 'instagram'),
            })),
          },
        ]
      : []),
    ...(stores.length
      ? [
          {
            type: 'group' as const,
            key: 'stores',
            label: t('accounts.stores'),
            children: stores.map((store) => ({ key: `store:${store.id}`, label: label(store.name, null, 'store') })),
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'add:pages', icon: <PlusOutlined />, label: t('accounts.addPage') },
    ...(showInstagram ? [{ key: 'add:instagram', icon: <InstagramOutlined />, label: t('accounts.addInstagramAccount') }] : []),
  ];

  const selectedKey =
    modelType === 'instagram' ? `instagram:${currentInstaAccount?.id}` : modelType === 'store' ? `store:${currentStore?.id}` : `fb:${currentPage?.id}`;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [kind, rawId] = key.split(':');
    const id = Number(rawId);
    if (kind === 'add') onAdd(rawId === 'instagram' ? 'instagram' : 'pages');
    else if (kind === 'fb') selectPage(id);
    else if (kind === 'instagram') selectInstaAccount(id);
    else if (kind === 'store') selectStore(id);
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick, selectable: true, selectedKeys: [selectedKey], className: 'account-switcher-menu' }}>
      <Button type="text" className="account-switcher" data-testid="account-switcher">
        {current ? (
          <>
            <AccountAvatar name={current.name} avatar={current.avatar} type={current.type} size={28} />
            {compact ? null : (
              <span className="account-switcher-name" dir="auto">
                {current.name}
              </span>
            )}
          </>
        ) : (
          <span>{t('accounts.noAccount')}</span>
        )}
        <DownOutlined className="account-switcher-caret" />
      </Button>
    </Dropdown>
  );
}
