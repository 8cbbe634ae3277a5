import '../admin-console.css';
import {
  EditOutlined,
  KeyOutlined,
  LinkOutlined,
  LoginOutlined,
  PlusOutlined,
  StopOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { AdminUser } from '@app/contract';
import { Button, Card, Input, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useAdminUsers, useBlockUser, useImpersonate } from '../api/admin-users.ts';
import { PasswordModal } from '../components/password-modal.tsx';
import { ResetLinkModal } from '../components/reset-link-modal.tsx';
import { UserFormModal } from '../components/user-form-modal.tsx';

/** `/admin/accounts`: find users, create and edit them, block them, set a password, open the dashboard as them. */
export function AdminAccountsRoute() {
  const { t } = useTranslation();
  const showApiError = useShowApiError();
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const block = useBlockUser();
  const impersonate = useImpersonate();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [settingPassword, setSettingPassword] = useState<AdminUser | null>(null);
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  const [resetLinkFor, setResetLinkFor] = useState<AdminUser | null>(null);

  const actAs = (user: AdminUser) =>
    impersonate.mutate(user.id, {
      // The owner's token lives in this tab's session storage; "back to admin" in the banner ends it.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: showApiError,
    });

  return (
    <Card title={t('adminConsole.users.title')} data-testid="admin-accounts">
      <div className="admin-users-toolbar">
        <Input.Search
          allowClear
          placeholder={t('adminConsole.users.search')}
          onSearch={(value) => setSearch(value.trim())}
          data-testid="users-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="user-new">
          {t('adminConsole.users.new')}
        </Button>
      </div>
      <ScrollTable<AdminUser>
        scroll={{ x: true }}
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(user) => ({ 'data-testid': `user-row-${user.username}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'name', title: t('adminConsole.users.name'), render: (_, user) => <bdi>{user.name}</bdi> },
          {
            key: 'username',
            title: t('adminConsole.users.username'),
            render: (_, user) => <bdi dir="ltr">@{user.username}</bdi>,
          },
          {
            key: 'roles',
            title: t('adminConsole.users.roles'),
            render: (_, user) => (
              <Space size={4} wrap>
                {user.admin ? <Tag color="purple">{t('adminConsole.users.admin')}</Tag> : null}
                {user.referral ? <Tag color="blue">{t('adminConsole.users.referral')}</Tag> : null}
                {!user.admin && !user.referral ? <Tag>{t('adminConsole.users.owner')}</Tag> : null}
              </Space>
            ),
          },
          { key: 'pages', title: t('adminConsole.users.pages'), dataIndex: 'pages_count' },
          {
            key: 'state',
            title: t('adminConsole.users.state'),
            render: (_, user) =>
              user.blocked ? (
                <Tag color="red">{t('adminConsole.users.blocked')}</Tag>
              ) : (
                <Tag color="green">{t('adminConsole.users.active')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('adminConsole.users.actions'),
            render: (_, user) => (
              <Space size={2}>
                <Tooltip title={t('adminConsole.users.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('adminConsole.users.edit')}
                    onClick={() => setEditing(user)}
                  />
                </Tooltip>
                <Tooltip title={t('adminConsole.users.setPassword')}>
                  <Button
                    type="text"
                    icon={<KeyOutlined />}
                    aria-label={t('adminConsole.users.setPassword')}
                    onClick={() => setSettingPassword(user)}
                  />
                </Tooltip>
                <Tooltip title={t(user.blocked ? 'adminConsole.users.unblock' : 'adminConsole.users.block')}>
                  <Button
                    type="text"
                    danger={!user.blocked}
                    icon={user.blocked ? <UnlockOutlined /> : <StopOutlined />}
                    aria-label={t(user.blocked ? 'adminConsole.users.unblock' : 'adminConsole.users.block')}
                    onClick={() => setBlocking(user)}
                    data-testid="user-block"
                  />
                </Tooltip>
                {user.admin ? null : (
                  <Tooltip title={t('profile.resetLink')}>
                    <Button
                      type="text"
                      icon={<LinkOutlined />}
                      aria-label={t('profile.resetLink')}
                      onClick={() => setResetLinkFor(user)}
                      data-testid="user-reset-link"
                    />
                  </Tooltip>
                )}
                {user.admin ? null : (
                  <Tooltip title={t('adminConsole.users.actAs')}>
                    <Button
                      type="text"
                      icon={<LoginOutlined />}
                      aria-label={t('adminConsole.users.actAs')}
                      loading={impersonate.isPending && impersonate.variables === user.id}
                      onClick={() => actAs(user)}
                      data-testid="user-act-as"
                    />
                  </Tooltip>
                )}
              </Space>
            ),
          },
        ]}
      />
      <UserFormModal user={editing} onClose={() => setEditing(null)} />
      <PasswordModal user={settingPassword} onClose={() => setSettingPassword(null)} />
      <ResetLinkModal user={resetLinkFor} onClose={() => setResetLinkFor(null)} />
      <ConfirmActionModal
        open={blocking !== null}
        title={t(blocking?.blocked ? 'adminConsole.users.unblockTitle' : 'adminConsole.users.blockTitle', {
          name: blocking?.name ?? '',
        })}
        okText={t(blocking?.blocked ? 'adminConsole.users.unblock' : 'adminConsole.users.block')}
        danger={!blocking?.blocked}
        onConfirm={() => block.mutateAsync({ id: blocking!.id, blocked: !blocking!.blocked })}
        onClose={() => setBlocking(null)}
        testId="user-block-confirm"
      >
        {t(blocking?.blocked ? 'adminConsole.users.unblockText' : 'adminConsole.users.blockText')}
      </ConfirmActionModal>
    </Card>
  );
}
