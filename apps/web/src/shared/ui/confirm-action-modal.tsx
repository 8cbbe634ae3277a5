import './confirm-action-modal.css';
import { Modal, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from './api-error-alert.tsx';
import { describeApiError, type ApiErrorDescription } from './use-show-api-error.tsx';

type ConfirmActionModalProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  okText: string;
  danger?: boolean;
  /** Resolves when the action succeeded (the modal then closes); a rejection is shown inside the modal. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId?: string;
};

/**
 * A confirmation that keeps itself open when the action is rejected and shows why in an alert
 * (spec section 8: confirm dialogs show a rejected action's error in an alert).
 */
export function ConfirmActionModal({
  open,
  title,
  children,
  okText,
  danger = false,
  onConfirm,
  onClose,
  testId,
}: ConfirmActionModalProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiErrorDescription | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (reason) {
      setError(describeApiError(reason, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, 'data-testid': 'confirm-ok' } as ButtonProps}
      cancelButtonProps={{ disabled: pending }}
      confirmLoading={pending}
      onOk={() => void confirm()}
      onCancel={pending ? undefined : onClose}
      maskClosable={!pending}
      afterClose={() => setError(null)}
      destroyOnHidden
      rootClassName="confirm-action-modal"
    >
      <div className="confirm-action-body" data-testid={testId}>
        {children}
      </div>
      <ApiErrorAlert error={error} className="confirm-action-error" testId="confirm-error" />
    </Modal>
  );
}
