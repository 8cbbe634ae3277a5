import type { OrderFormField } from '@app/contract';
import { Button, DatePicker, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneFrame } from '@/shared/messenger/phone-preview.tsx';

/** One field as the customer's web view shows it; the preview's inputs answer nothing. */
function PreviewInput({ field, id }: { field: OrderFormField; id: string }) {
  const { t } = useTranslation();
  const common = { id, placeholder: field.placeholder || undefined, 'aria-required': field.required };
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={2} dir="auto" />;
    case 'number':
      return <InputNumber {...common} className="order-preview-wide" />;
    case 'date':
      return <DatePicker id={id} className="order-preview-wide" aria-required={field.required} />;
    case 'select':
      return (
        <Select
          id={id}
          className="order-preview-wide"
          placeholder={field.placeholder || t('webview.builder.previewChoose')}
          options={field.options.map((option) => ({ value: option, label: <bdi>{option}</bdi> }))}
        />
      );
    case 'email':
      return <Input {...common} type="email" dir="ltr" />;
    default:
      return <Input {...common} dir="auto" />;
  }
}

/** The form on a phone, as the customer will fill it in inside Messenger. */
export function OrderFormPreview({ name, fields }: { name: string; fields: OrderFormField[] }) {
  const { t } = useTranslation();
  return (
    <PhoneFrame title={t('webview.builder.preview')} testId="order-form-preview">
      <div className="order-preview">
        <div className="order-preview-name" dir="auto">
          {name}
        </div>
        {fields.map((field, index) => (
          <div className="order-preview-field" key={index}>
            <label htmlFor={`order-preview-${index}`} dir="auto">
              {field.title}
              {field.required ? <span className="order-preview-required"> *</span> : null}
            </label>
            <PreviewInput field={field} id={`order-preview-${index}`} />
          </div>
        ))}
        <Button type="primary" block>
          {t('webview.builder.previewSubmit')}
        </Button>
      </div>
    </PhoneFrame>
  );
}
