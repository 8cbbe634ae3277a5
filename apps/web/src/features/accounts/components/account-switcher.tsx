import '../account-common.css';
import {
  DownOutlined,
  InstagramOutlined,
  PlusOutlined,
  ShopOutlined,
  SyncOutlined,
  WarningFilled,
} from '@ant-design/icons';
import type { ModelType } from '@app/contract';
import { Badge, Button, Dropdown, Tag, Tooltip, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storeCategoriesPath } from '@/features/store/index.ts';
import { selectInstaAccount, selectPage, selectStore, setModelType } from '@/shared/session/session-actions.ts';
import {
  selectCurrentInstaAccount,
  selectCurrentPage,
  selectCurrentStore,
  useSession,
} from '@/shared/session/session-store.ts';
import { popupHostOf } from '@/shared/ui/popup-host.ts';
import { instagramLifecycle, pageLifecycle, type AccountLifecycle } from '../account-status.ts';
import { AccountAvatar } from './account-avatar.tsx';

/** `instagram-login`: an account linked without a Facebook Page is reconnected in Instagram's own window. */
export type AddAccountFlow = 'pages' | 'instagram' | 'instagram-login';

/**
 * Which login an "Add" or "Reconnect" entry of the switcher opens: Facebook's dialog for pages and for Instagram
 * accounts behind a page, Instagram's own window for an account linked without one. Null for any other entry.
 */
export function connectFlowOf(key: string, instaAccounts: { id: number; login: string }[]): AddAccountFlow | null {
  const [kind, network, id] = key.split(':');
  if (kind !== 'add' && kind !== 'reconnect') return null;
  if (network !== 'instagram') return 'pages';
  const account = kind === 'reconnect' ? instaAccounts.find((item) => item.id === Number(id)) : undefined;
  return account?.login === 'instagram' ? 'instagram-login' : 'instagram';
}

type AccountSwitcherProps = { onConnect: (flow: AddAccountFlow) => void; compact?: boolean };

type Option = {
  name: string;
  avatar: string | null;
  type: ModelType;
  lifecycle: AccountLifecycle;
  needsReconnect: boolean;
};

const lifecycleColors: Record<Exclude<AccountLifecycle, 'active'>, string> = {
  expired: 'red',
  blocked: 'volcano',
  inactive: 'default',
};

export function AccountSwitcher({ onConnect, compact = false }: AccountSwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pages = useSession((state) => state.pages);
  const instaAccounts = useSession((state) => state.instaAccounts);
  const stores = useSession((state) => state.stores);
  const navigate = useNavigate();
  const showInstagram = useSession((state) => state.showInstagram);
  const modelType = useSession((state) => state.modelType);
  const currentPage = useSession(selectCurrentPage);
  const currentInstaAccount = useSession(selectCurrentInstaAccount);
  const currentStore = useSession(selectCurrentStore);

  const pageOption = (page: (typeof pages)[number]): Option => ({
    name: page.name,
    avatar: page.avatar,
    type: 'fb',
    lifecycle: pageLifecycle(page),
    needsReconnect: page.needs_reconnect,
  });
  const instagramOption = (account: (typeof instaAccounts)[number]): Option => ({
    name: account.name,
    avatar: account.avatar,
    type: 'instagram',
    lifecycle: instagramLifecycle(account),
    needsReconnect: account.needs_reconnect,
  });

  const current: Option | null =
    modelType === 'instagram' && currentInstaAccount
      ? instagramOption(currentInstaAccount)
      : modelType === 'store' && currentStore
        ? { name: currentStore.name, avatar: null, type: 'store', lifecycle: 'active', needsReconnect: false }
        : currentPage
          ? pageOption(currentPage)
          : null;

  const label = (option: Option) => (
    <span
      className={option.lifecycle === 'active' ? 'account-option' : 'account-option is-inactive'}
      data-testid="switcher-option"
    >
      <AccountAvatar name={option.name} avatar={option.avatar} type={option.type} size={24} />
      <span className="account-option-name" dir="auto">
        {option.name}
      </span>
      {option.lifecycle === 'active' ? null : (
        <Tag color={lifecycleColors[option.lifecycle]} className="account-option-tag" data-testid="switcher-lifecycle">
          {t(`accounts.lifecycle.${option.lifecycle}`)}
        </Tag>
      )}
      {option.needsReconnect ? (
        <Tooltip title={t('accounts.needsReconnectHint')}>
          <WarningFilled
            className="account-option-warning"
            aria-label={t('accounts.needsReconnect')}
            data-testid="switcher-needs-reconnect"
          />
        </Tooltip>
      ) : null}
    </span>
  );

  // A disconnected page or account gets its own "Reconnect" entry right under it, reachable with the keyboard.
  const reconnectItem = (key: string, name: string) => ({
    key,
    icon: <SyncOutlined />,
    className: 'account-reconnect-item',
    label: (
      <span data-testid="switcher-reconnect">
        {t('accounts.reconnect')}
        <span className="visually-hidden">
          {' '}
          <bdi>{name}</bdi>
        </span>
      </span>
    ),
  });

  // A heading only over something to choose (an admin may own no page nor account).
  const items: MenuProps['items'] = [
    ...(pages.length
      ? [
          {
            type: 'group' as const,
            key: 'pages',
            label: t('accounts.pages'),
            children: pages.flatMap((page) => [
              { key: `fb:${page.id}`, label: label(pageOption(page)) },
              ...(page.needs_reconnect ? [reconnectItem(`reconnect:pages:${page.id}`, page.name)] : []),
            ]),
          },
        ]
      : []),
    ...(showInstagram && instaAccounts.length
      ? [
          {
            type: 'group' as const,
            key: 'instagram',
            label: t('accounts.instagramAccounts'),
            children: instaAccounts.flatMap((account) => [
              { key: `instagram:${account.id}`, label: label(instagramOption(account)) },
              ...(account.needs_reconnect ? [reconnectItem(`reconnect:instagram:${account.id}`, account.name)] : []),
            ]),
          },
        ]
      : []),
    ...(stores.length
      ? [
          {
            type: 'group' as const,
            key: 'stores',
            label: t('accounts.stores'),
            children: stores.map((store) => ({
              key: `store:${store.id}`,
              label: label({
                name: store.name,
                avatar: null,
                type: 'store',
                lifecycle: 'active',
                needsReconnect: false,
              }),
            })),
          },
        ]
      : []),
    ...(pages.length || instaAccounts.length || stores.length ? [{ type: 'divider' as const }] : []),
    { key: 'add:pages', icon: <PlusOutlined />, label: t('accounts.addPage') },
    ...(showInstagram
      ? [{ key: 'add:instagram', icon: <InstagramOutlined />, label: t('accounts.addInstagramAccount') }]
      : []),
    // No store yet: the store's screens open on the form that makes the first one.
    ...(stores.length === 0 && pages.some((page) => page.has_store)
      ? [{ key: 'add:store', icon: <ShopOutlined />, label: t('accounts.openStore') }]
      : []),
  ];

  const selectedKey =
    modelType === 'instagram'
      ? `instagram:${currentInstaAccount?.id}`
      : modelType === 'store'
        ? `store:${currentStore?.id}`
        : `fb:${currentPage?.id}`;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [kind, first] = key.split(':');
    const id = Number(first);
    setOpen(false);
    if (key === 'add:store') {
      setModelType('store');
      return void navigate(storeCategoriesPath);
    }
    const flow = connectFlowOf(key, instaAccounts);
    if (flow) onConnect(flow);
    else if (kind === 'fb') selectPage(id);
    else if (kind === 'instagram') selectInstaAccount(id);
    else if (kind === 'store') selectStore(id);
  };

  const anyNeedsReconnect =
    pages.some((page) => page.needs_reconnect) || instaAccounts.some((account) => account.needs_reconnect);

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      getPopupContainer={popupHostOf}
      menu={{ items, onClick, selectable: true, selectedKeys: [selectedKey], className: 'account-switcher-menu' }}
    >
      <Button type="text" className="account-switcher" data-testid="account-switcher">
        {current ? (
          <>
            <Badge dot={anyNeedsReconnect} color="orange" offset={[-2, 2]}>
              <AccountAvatar name={current.name} avatar={current.avatar} type={current.type} size={28} />
            </Badge>
            {compact ? null : (
              <span
                className={
                  current.lifecycle === 'active' ? 'account-switcher-name' : 'account-switcher-name is-inactive'
                }
                dir="auto"
              >
                {current.name}
              </span>
            )}
            {current.needsReconnect ? (
              <Tooltip title={t('accounts.needsReconnectHint')}>
                <WarningFilled className="account-option-warning" aria-label={t('accounts.needsReconnect')} />
              </Tooltip>
            ) : null}
          </>
        ) : (
          <span>{t('accounts.noAccount')}</span>
        )}
        <DownOutlined className="account-switcher-caret" />
      </Button>
    </Dropdown>
  );
}
