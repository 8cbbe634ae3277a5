import type { PermissionCheck } from '@app/contract';
import { Alert, Descriptions, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What Meta said about the page's token: valid or not, the permissions granted and the webhook fields. */
export function PermissionsResult({ result, onClose }: { result: PermissionCheck | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={result !== null} title={t('adminPages.permissions.title')} onCancel={onClose} footer={null}>
      {result ? (
        <div data-testid="permissions-result">
          <Alert
            type={result.valid && result.success !== false ? 'success' : 'error'}
            showIcon
            title={result.valid ? t('adminPages.permissions.valid') : t('adminPages.permissions.invalid')}
            description={result.error ? <span dir="auto">{result.error}</span> : undefined}
          />
          <Descriptions column={1} size="small" className="admin-permissions">
            <Descriptions.Item label={t('adminPages.permissions.scopes')}>
              {result.scopes.length ? result.scopes.map((scope) => <Tag key={scope}>{scope}</Tag>) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminPages.permissions.fields')}>
              {result.subscribed_fields.length
                ? result.subscribed_fields.map((field) => <Tag key={field}>{field}</Tag>)
                : '—'}
            </Descriptions.Item>
          </Descriptions>
        </div>
      ) : null}
    </Modal>
  );
}
