import type { InstagramAccount, Page } from '@app/contract';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store.ts';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { useDeleteInstagramAccount } from '../api/delete-instagram-account.ts';
import { useDeletePage } from '../api/delete-page.ts';

export type RemovalTarget = { kind: 'page'; page: Page } | { kind: 'instagram'; account: InstagramAccount };

type RemoveAccountModalProps = { target: RemovalTarget | null; open: boolean; onClose: () => void };

/** Says what removing does before it happens; a refusal from the server stays visible inside the dialog. */
export function RemoveAccountModal({ target, open, onClose }: RemoveAccountModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userId = useSession((state) => state.user?.id);
  const deletePage = useDeletePage();
  const deleteInstagramAccount = useDeleteInstagramAccount();

  const name = target ? (target.kind === 'page' ? target.page.name : target.account.name) : '';
  const otherOwners = target?.kind === 'page' ? target.page.owners.filter((owner) => owner.id !== userId).length : 0;

  const confirm = async () => {
    if (!target) return;
    if (target.kind === 'page') {
      await deletePage.mutateAsync(target.page.id);
      void message.success(t('accounts.remove.pageRemoved'));
    } else {
      await deleteInstagramAccount.mutateAsync(target.account.id);
      void message.success(t('accounts.remove.instagramRemoved'));
    }
  };

  return (
    <ConfirmActionModal
      open={open && target !== null}
      title={
        <span>
          {t(target?.kind === 'instagram' ? 'accounts.remove.instagramTitle' : 'accounts.remove.pageTitle')}{' '}
          <bdi>{name}</bdi>
          {t('accounts.remove.titleEnd')}
        </span>
      }
      okText={t('accounts.remove.confirm')}
      danger
      onConfirm={confirm}
      onClose={onClose}
      testId="remove-account-confirm"
    >
      {target?.kind === 'instagram' ? (
        <>
          <Typography.Paragraph>{t('accounts.remove.instagramEffect')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('accounts.remove.instagramAgain')}</Typography.Paragraph>
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('accounts.remove.pageEffect')}</Typography.Paragraph>
          <Typography.Paragraph>
            {otherOwners > 0
              ? t('accounts.remove.pageOtherOwners', { count: otherOwners })
              : t('accounts.remove.pageLastOwner')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('accounts.remove.pageAgain')}</Typography.Paragraph>
        </>
      )}
    </ConfirmActionModal>
  );
}
