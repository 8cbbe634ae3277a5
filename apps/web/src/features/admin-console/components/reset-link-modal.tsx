import type { AdminUser } from '@app/contract';
import { Button, Input, Modal, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { inBusinessTime } from '@/shared/time/business-time.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useIssuePasswordResetLink } from '../api/admin-users.ts';

/** Issues a one-time password reset link for an owner and shows it to pass on (it is not shown again). */
export function ResetLinkModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const issue = useIssuePasswordResetLink();
  const { mutate, reset } = issue;
  useEffect(() => {
    if (user) mutate(user.id);
    else reset();
  }, [user, mutate, reset]);
  const link = issue.data;

  return (
    <Modal
      open={user !== null}
      title={t('profile.resetLinkTitle', { name: user?.name ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={issue.isPending}>
        <ApiErrorAlert error={issue.error ? describeApiError(issue.error, t) : null} testId="reset-link-error" />
        {link ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>
              {t('profile.resetLinkText', { time: inBusinessTime(link.expires_at).format('YYYY-MM-DD HH:mm') })}
            </Typography.Paragraph>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly dir="ltr" value={link.url} data-testid="reset-link-url" />
              <Button
                type="primary"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(link.url)
                    .then(() => notifier.success({ title: t('profile.copied') }))
                    .catch(() => undefined)
                }
              >
                {t('profile.copyLink')}
              </Button>
            </Space.Compact>
          </Space>
        ) : null}
      </Spin>
    </Modal>
  );
}
