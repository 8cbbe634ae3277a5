import './copy-id.css';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type CopyIdProps = {
  /** Meta's or our id: support asks for it, the seller never needs to read it. */
  id: string;
  testId?: string;
};

/** A small copy button holding an internal id, in place of the id itself. */
export function CopyId({ id, testId }: CopyIdProps) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      className="copy-id"
      copyable={{ text: id, tooltips: [t('copyId.copy'), t('copyId.copied')] }}
      data-testid={testId}
      data-id={id}
    />
  );
}
