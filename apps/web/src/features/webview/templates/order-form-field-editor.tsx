import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { orderFormFieldTypes, orderFormLimits, type OrderFormField, type OrderFormFieldType } from '@app/contract';
import { Button, Card, Col, Input, Row, Select, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorLookup } from '@/shared/form/field-errors.ts';
import { FormField } from '@/shared/ui/form-field.tsx';

type FieldEditorProps = {
  index: number;
  count: number;
  field: OrderFormField;
  error: ErrorLookup;
  onChange: (patch: Partial<OrderFormField>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One field of the order form: its title, identifier, placeholder, type, options (a select's) and required switch. */
export function OrderFormFieldEditor({ index, count, field, error, onChange, onMove, onRemove }: FieldEditorProps) {
  const { t } = useTranslation();
  const id = (name: string) => `order-field-${index}-${name}`;
  const at = (name: string) => error(`fields.${index}.${name}`);
  return (
    <Card
      size="small"
      className="order-field-card"
      data-testid={`order-field-${index}`}
      title={t('webview.builder.field', { number: index + 1 })}
      extra={
        <div className="order-field-tools">
          <Tooltip title={t('webview.builder.moveUp')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={t('webview.builder.moveUp')}
              data-testid={`order-field-${index}-up`}
            />
          </Tooltip>
          <Tooltip title={t('webview.builder.moveDown')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={t('webview.builder.moveDown')}
              data-testid={`order-field-${index}-down`}
            />
          </Tooltip>
          <Tooltip title={t('webview.builder.remove')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              disabled={count === 1}
              onClick={onRemove}
              aria-label={t('webview.builder.remove')}
              data-testid={`order-field-${index}-remove`}
            />
          </Tooltip>
        </div>
      }
    >
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <FormField label={t('webview.builder.title')} htmlFor={id('title')} error={at('title')}>
            <Input
              id={id('title')}
              value={field.title}
              onChange={(event) => onChange({ title: event.target.value })}
              placeholder={t('webview.builder.titlePlaceholder')}
              maxLength={orderFormLimits.title}
              dir="auto"
              status={at('title') ? 'error' : ''}
              data-testid={id('title')}
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label={t('webview.builder.id')} htmlFor={id('name')} error={at('name')}>
            <Input
              id={id('name')}
              value={field.name}
              onChange={(event) => onChange({ name: event.target.value })}
              maxLength={orderFormLimits.name}
              dir="ltr"
              status={at('name') ? 'error' : ''}
              data-testid={id('name')}
            />
            {at('name') ? null : (
              <Typography.Text type="secondary" className="order-field-hint">
                {t('webview.builder.idHint')}
              </Typography.Text>
            )}
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label={t('webview.builder.type')} htmlFor={id('type')}>
            <Select<OrderFormFieldType>
              id={id('type')}
              value={field.type}
              onChange={(type) => onChange({ type, options: type === 'select' ? field.options : [] })}
              options={orderFormFieldTypes.map((type) => ({ value: type, label: t(`webview.builder.types.${type}`) }))}
              className="order-field-wide"
              data-testid={id('type')}
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label={t('webview.builder.placeholder')} htmlFor={id('placeholder')} error={at('placeholder')}>
            <Input
              id={id('placeholder')}
              value={field.placeholder}
              onChange={(event) => onChange({ placeholder: event.target.value })}
              maxLength={orderFormLimits.placeholder}
              dir="auto"
              data-testid={id('placeholder')}
            />
          </FormField>
        </Col>
        {field.type === 'select' ? (
          <Col xs={24}>
            <FormField label={t('webview.builder.options')} htmlFor={id('options')} error={at('options')}>
              <Select
                id={id('options')}
                mode="tags"
                open={false}
                value={field.options}
                onChange={(options: string[]) =>
                  onChange({ options: [...new Set(options.map((option) => option.trim()).filter(Boolean))] })
                }
                tokenSeparators={['-']}
                placeholder={t('webview.builder.optionsHint')}
                status={at('options') ? 'error' : ''}
                suffixIcon={null}
                className="order-field-wide"
                data-testid={id('options')}
              />
              <Typography.Text type="secondary" className="order-field-hint">
                {t('webview.builder.optionsHint')}
              </Typography.Text>
            </FormField>
          </Col>
        ) : null}
        <Col xs={24}>
          <div className="order-field-switch">
            <label htmlFor={id('required')}>{t('webview.builder.required')}</label>
            <Switch
              id={id('required')}
              checked={field.required}
              onChange={(required) => onChange({ required })}
              data-testid={id('required')}
            />
          </div>
        </Col>
      </Row>
    </Card>
  );
}
