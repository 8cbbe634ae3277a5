import type { AdminPage, PermissionCheck } from '@app/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { checkPermissions, usePageAction, useUpdatePageFeatures, type PageAction } from '../api/admin-pages-api.ts';
import { FeaturesModal } from './features-modal.tsx';
import { PageEditModal } from './page-edit-modal.tsx';
import { PermissionsResult } from './permissions-result.tsx';
import { RenewModal } from './renew-modal.tsx';

/** Actions that change what the page does: each says what it does and asks first. */
const confirmed: PageAction[] = [
  'ban',
  'unban',
  'remove',
  'stopComments',
  'stopReplies',
  'addMenu',
  'deleteMenu',
  'clearError',
];
const dangerous: PageAction[] = ['ban', 'remove', 'stopComments', 'stopReplies', 'deleteMenu'];

/** Every admin action of spec section 7 on one page, with its confirmation, and the permission check's answer. */
export function PageActions({ page, onRemoved }: { page: AdminPage; onRemoved: () => void }) {
  const { t } = useTranslation();
  const showError = useShowApiError();
  const action = usePageAction();
  const features = useUpdatePageFeatures();
  const [asked, setAsked] = useState<PageAction | null>(null);
  const [editing, setEditing] = useState(false);
  const [choosingFeatures, setChoosingFeatures] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [permissions, setPermissions] = useState<PermissionCheck | null>(null);
  const [checking, setChecking] = useState<'check' | 'add' | null>(null);
  const deleted = page.status === 'deleted';

  const runCheck = async (kind: 'check' | 'add') => {
    setChecking(kind);
    try {
      setPermissions(await checkPermissions('page', kind, page.id));
    } catch (error) {
      showError(error);
    } finally {
      setChecking(null);
    }
  };
  const ask = (name: PageAction) => (
    <Button
      key={name}
      danger={dangerous.includes(name)}
      disabled={deleted}
      onClick={() => setAsked(name)}
      data-testid={`page-action-${name}`}
    >
      {t(`adminPages.actions.${name}`)}
    </Button>
  );

  return (
    <>
      <Space wrap className="admin-page-actions">
        <Button type="primary" disabled={deleted} onClick={() => setEditing(true)} data-testid="page-action-edit">
          {t('adminPages.actions.edit')}
        </Button>
        <Button
          disabled={deleted || page.blocked_at !== null}
          onClick={() => setRenewing(true)}
          data-testid="page-action-renew"
        >
          {t('adminPages.actions.renew')}
        </Button>
        <Button disabled={deleted} onClick={() => setChoosingFeatures(true)} data-testid="page-action-features">
          {t('adminPages.actions.features')}
        </Button>
        {page.blocked_at ? ask('unban') : ask('ban')}
        {ask('stopReplies')}
        {ask('stopComments')}
        {ask('addMenu')}
        {ask('deleteMenu')}
        {ask('clearError')}
        <Button
          loading={checking === 'check'}
          disabled={deleted}
          onClick={() => void runCheck('check')}
          data-testid="page-action-check-permissions"
        >
          {t('adminPages.actions.checkPermissions')}
        </Button>
        <Button
          loading={checking === 'add'}
          disabled={deleted}
          onClick={() => void runCheck('add')}
          data-testid="page-action-add-permissions"
        >
          {t('adminPages.actions.addPermissions')}
        </Button>
        {ask('remove')}
      </Space>
      <ConfirmActionModal
        open={asked !== null && confirmed.includes(asked)}
        title={asked ? t(`adminPages.confirm.${asked}.title`, { name: page.name }) : ''}
        okText={asked ? t(`adminPages.actions.${asked}`) : ''}
        danger={asked !== null && dangerous.includes(asked)}
        onConfirm={async () => {
          if (!asked) return;
          await action.mutateAsync({ action: asked, id: page.id });
          if (asked === 'remove') onRemoved();
        }}
        onClose={() => setAsked(null)}
        testId="page-action-confirm"
      >
        {asked ? <p dir="auto">{t(`adminPages.confirm.${asked}.body`, { name: page.name })}</p> : null}
      </ConfirmActionModal>
      <PageEditModal page={editing ? page : null} onClose={() => setEditing(false)} />
      <RenewModal
        subject={renewing ? { kind: 'page', id: page.id } : null}
        name={page.name}
        onClose={() => setRenewing(false)}
      />
      <FeaturesModal
        target={choosingFeatures ? page : null}
        onSave={(chosen) => features.mutateAsync({ id: page.id, features: chosen })}
        onClose={() => setChoosingFeatures(false)}
      />
      <PermissionsResult result={permissions} onClose={() => setPermissions(null)} />
    </>
  );
}
