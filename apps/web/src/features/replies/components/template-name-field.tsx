import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';

type TemplateNameFieldProps = {
  id: string;
  value: string;
  onChange: (name: string) => void;
  error: string | undefined;
};

/** The name both kinds of template are listed by; `id` is also the test id. */
export function TemplateNameField({ id, value, onChange, error }: TemplateNameFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t('replies.templates.name')} htmlFor={id} error={error}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={100}
        dir="auto"
        status={error ? 'error' : ''}
        data-testid={id}
      />
    </FormField>
  );
}
