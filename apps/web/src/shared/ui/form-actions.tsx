import './form-actions.css';
import { SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The save and cancel buttons under every reply form. */
export function FormActions({
  saving,
  label,
  cancelTo,
  testId,
}: {
  saving: boolean;
  label: string;
  cancelTo: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        icon={<SaveOutlined />}
        loading={saving}
        data-testid={testId}
      >
        {label}
      </Button>
      <Link to={cancelTo}>
        <Button size="large">{t('common.cancel')}</Button>
      </Link>
    </div>
  );
}
