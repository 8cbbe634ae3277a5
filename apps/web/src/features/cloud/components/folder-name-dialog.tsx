import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';

/** A folder's name asked for (a new folder, or a folder renamed); a refusal (a name taken) stays in the dialog. */
export function FolderNameDialog({
  open,
  title,
  initialName,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initialName: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<ApiErrorDescription | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setName(initialName);
    setError(null);
  }, [open, initialName]);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (reason) {
      setError(describeApiError(reason, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('cloud.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: name.trim() === '', 'data-testid': 'folder-save' } as ButtonProps}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <ApiErrorAlert error={error} testId="folder-error" />
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label={t('cloud.folderName')}>
          <Input
            value={name}
            maxLength={60}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            data-testid="folder-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
