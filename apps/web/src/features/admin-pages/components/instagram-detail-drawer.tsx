import type { AdminInstagramAccount, PermissionCheck } from '@app/contract';
import { Button, Descriptions, Drawer, Grid, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import {
  checkPermissions,
  useInstagramAction,
  useUpdateInstagramFeatures,
  type InstagramAction,
} from '../api/admin-pages-api.ts';
import { AdminStatusTag } from './admin-status-tag.tsx';
import { AuditLogList } from './audit-log-list.tsx';
import { FeaturesModal } from './features-modal.tsx';
import { PermissionsResult } from './permissions-result.tsx';
import { RenewModal } from './renew-modal.tsx';

const dangerous: InstagramAction[] = ['block', 'remove', 'deleteMenu'];

/** One Instagram account as the admin sees it: its state, its actions and its audit log. */
export function InstagramDetailDrawer({
  account,
  onClose,
}: {
  account: AdminInstagramAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const screens = Grid.useBreakpoint();
  const showError = useShowApiError();
  const action = useInstagramAction();
  const features = useUpdateInstagramFeatures();
  const [asked, setAsked] = useState<InstagramAction | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [permissions, setPermissions] = useState<PermissionCheck | null>(null);
  const deleted = account?.status === 'deleted';

  const runCheck = async (kind: 'check' | 'add') => {
    if (!account) return;
    try {
      setPermissions(await checkPermissions('instagram', kind, account.id));
    } catch (error) {
      showError(error);
    }
  };
  const ask = (name: InstagramAction) => (
    <Button
      danger={dangerous.includes(name)}
      disabled={deleted}
      onClick={() => setAsked(name)}
      data-testid={`instagram-action-${name}`}
    >
      {t(`adminPages.instagram.actions.${name}`)}
    </Button>
  );

  return (
    <Drawer
      open={account !== null}
      onClose={onClose}
      size={screens.lg ? 820 : 'default'}
      title={account ? <span dir="ltr">@{account.username}</span> : null}
      destroyOnHidden
      data-testid="instagram-detail"
    >
      {account ? (
        <>
          <Descriptions column={screens.md ? 2 : 1} size="small" bordered>
            <Descriptions.Item label={t('adminPages.columns.status')}>
              <AdminStatusTag status={account.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.name')}>
              <span dir="auto">{account.name}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.owners')}>
              {account.owners.map((owner) => owner.name).join('، ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.package')}>
              {account.package?.name ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.expiresAt')}>
              {formatDateTime(account.expires_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.instagram.login')}>
              {t(`adminPages.instagram.loginKind.${account.login}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.columns.features')} span={2}>
              {account.features.map((slug) => (
                <Tag key={slug}>{t(`adminPages.feature.${slug}`)}</Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap className="admin-page-actions">
            <Button
              disabled={deleted || account.blocked_at !== null}
              onClick={() => setRenewing(true)}
              data-testid="instagram-action-renew"
            >
              {t('adminPages.actions.renew')}
            </Button>
            <Button disabled={deleted} onClick={() => setChoosing(true)} data-testid="instagram-action-features">
              {t('adminPages.actions.features')}
            </Button>
            {account.blocked_at ? ask('unblock') : ask('block')}
            {ask('addMenu')}
            {ask('deleteMenu')}
            <Button disabled={deleted} onClick={() => void runCheck('check')}>
              {t('adminPages.actions.checkPermissions')}
            </Button>
            <Button disabled={deleted} onClick={() => void runCheck('add')}>
              {t('adminPages.actions.addPermissions')}
            </Button>
            {ask('remove')}
          </Space>
          <Typography.Title level={5} className="admin-page-audit-title">
            {t('adminPages.audit.title')}
          </Typography.Title>
          <AuditLogList subject={{ instagram_account_id: account.id }} />
          <ConfirmActionModal
            open={asked !== null}
            title={asked ? t(`adminPages.instagram.confirm.${asked}.title`, { name: account.username }) : ''}
            okText={asked ? t(`adminPages.instagram.actions.${asked}`) : ''}
            danger={asked !== null && dangerous.includes(asked)}
            onConfirm={async () => {
              if (!asked) return;
              await action.mutateAsync({ action: asked, id: account.id });
              if (asked === 'remove') onClose();
            }}
            onClose={() => setAsked(null)}
            testId="instagram-action-confirm"
          >
            {asked ? (
              <p dir="auto">{t(`adminPages.instagram.confirm.${asked}.body`, { name: account.username })}</p>
            ) : null}
          </ConfirmActionModal>
          <FeaturesModal
            target={choosing ? account : null}
            onSave={(chosen) => features.mutateAsync({ id: account.id, features: chosen })}
            onClose={() => setChoosing(false)}
          />
          <PermissionsResult result={permissions} onClose={() => setPermissions(null)} />
          <RenewModal
            subject={renewing ? { kind: 'instagram', id: account.id } : null}
            name={account.username}
            onClose={() => setRenewing(false)}
          />
        </>
      ) : null}
    </Drawer>
  );
}
