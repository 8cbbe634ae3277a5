import '../webview.css';
import { PlusOutlined } from '@ant-design/icons';
import {
  defaultOrderFormFields,
  defaultOrderFormTitle,
  orderFormLimits,
  webviewTemplateBodySchema,
  type OrderFormField,
  type WebviewTemplateBody,
} from '@app/contract';
import { Alert, App, Breadcrumb, Button, Card, Col, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';
import { useOrderForm, useSaveOrderForm } from '../api/webview-api.ts';
import { orderFormsPath } from '../webview-paths.ts';
import { OrderFormFieldEditor } from './order-form-field-editor.tsx';
import { OrderFormPreview } from './order-form-preview.tsx';

type FormValues = { name: string; fields: OrderFormField[]; page_ids: number[] };

const blankField = (): OrderFormField => ({
  title: '',
  name: '',
  placeholder: '',
  type: 'text',
  options: [],
  required: false,
});

/** /dashboard/webview/templates/template/{id?}: the order form builder with the customer's view beside it. */
export function OrderFormBuilderRoute() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) || null : null;
  const pageId = useSession((state) => state.currentPageId);
  const locale = messageLocale(usePreferences((state) => state.locale));
  const existing = useOrderForm(id);
  const title = t(id === null ? 'webview.forms.add' : 'webview.forms.edit');

  const initial = useMemo((): FormValues | null => {
    if (id === null)
      return {
        name: '',
        fields: defaultOrderFormFields.map((field) => ({
          ...field,
          title: defaultOrderFormTitle(locale, field.name),
        })),
        page_ids: pageId === null ? [] : [pageId],
      };
    const form = existing.data?.template;
    return form ? { name: form.name, fields: form.fields, page_ids: form.pages.map((page) => page.id) } : null;
  }, [id, existing.data, pageId, locale]);

  return (
    <div className="webview-screen" data-testid="order-form-builder">
      <Breadcrumb items={[{ title: <Link to={orderFormsPath}>{t('webview.forms.title')}</Link> }, { title }]} />
      <h2 className="screen-title">{title}</h2>
      {existing.isError ? (
        <Alert type="error" showIcon message={describeApiError(existing.error, t).title} />
      ) : initial === null ? (
        <Skeleton active />
      ) : (
        <OrderFormBuilder key={id ?? 'new'} id={id} initial={initial} />
      )}
    </div>
  );
}

function OrderFormBuilder({ id, initial }: { id: number | null; initial: FormValues }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const showApiError = useShowApiError();
  const save = useSaveOrderForm();
  const locale = messageLocale(usePreferences((state) => state.locale));
  const pages = useSession((state) => state.pages);
  const resolver = useMemo(
    () => localizedZodResolver(webviewTemplateBodySchema as never, locale) as unknown as Resolver<FormValues>,
    [locale],
  );
  const { control, watch, setValue, trigger, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver,
    defaultValues: initial,
  });
  const rows = useFieldArray({ control, name: 'fields' });
  const values = watch();
  const lookup = (path: string) => errorAt(formState.errors, path);
  const recheck = () => {
    if (formState.isSubmitted) void trigger();
  };

  const submit = handleSubmit(async (checked) => {
    try {
      await save.mutateAsync({ id, body: checked as WebviewTemplateBody });
      void message.success(t('webview.forms.saved'));
      void navigate(orderFormsPath);
    } catch (error) {
      showServerFieldErrors(error, setError);
      showApiError(error);
    }
  });

  const invalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="order-form">
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={15}>
          <div className="order-form-column">
            <Card size="small">
              <div className="order-form-stack">
                <FormField label={t('webview.builder.name')} htmlFor="order-form-name" error={lookup('name')}>
                  <Input
                    id="order-form-name"
                    value={values.name}
                    onChange={(event) => {
                      setValue('name', event.target.value, { shouldDirty: true });
                      recheck();
                    }}
                    placeholder={t('webview.builder.namePlaceholder')}
                    maxLength={orderFormLimits.formName}
                    dir="auto"
                    status={lookup('name') ? 'error' : ''}
                    data-testid="order-form-name"
                  />
                </FormField>
                <FormField label={t('webview.builder.pages')} htmlFor="order-form-pages" error={lookup('page_ids')}>
                  <Select<number[]>
                    id="order-form-pages"
                    mode="multiple"
                    value={values.page_ids}
                    onChange={(pageIds) => setValue('page_ids', pageIds, { shouldDirty: true })}
                    options={pages.map((page) => ({ value: page.id, label: <bdi>{page.name}</bdi> }))}
                    optionFilterProp="title"
                    status={lookup('page_ids') ? 'error' : ''}
                    className="order-field-wide"
                    data-testid="order-form-pages"
                  />
                  <Typography.Text type="secondary" className="order-field-hint">
                    {t('webview.builder.pagesHint')}
                  </Typography.Text>
                </FormField>
              </div>
            </Card>
            <Typography.Title level={5} className="order-form-fields-title">
              {t('webview.builder.fields')}
            </Typography.Title>
            {lookup('fields') ? <Alert type="error" showIcon message={lookup('fields')} /> : null}
            {rows.fields.map((row, index) => (
              <OrderFormFieldEditor
                key={row.id}
                index={index}
                count={rows.fields.length}
                field={values.fields[index] ?? blankField()}
                error={lookup}
                onChange={(patch) => {
                  setValue(`fields.${index}`, { ...values.fields[index]!, ...patch }, { shouldDirty: true });
                  recheck();
                }}
                onMove={(to) => rows.move(index, to)}
                onRemove={() => rows.remove(index)}
              />
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => rows.append(blankField())}
              disabled={rows.fields.length >= orderFormLimits.fields}
              block
              data-testid="order-form-add-field"
            >
              {t('webview.builder.addField')}
            </Button>
            {invalid ? <Alert type="error" showIcon message={t('webview.builder.invalid')} /> : null}
            <FormActions
              saving={save.isPending}
              label={t('webview.builder.save')}
              cancelTo={orderFormsPath}
              testId="order-form-save"
            />
          </div>
        </Col>
        <Col xs={24} xl={9}>
          <div className="order-form-preview-column">
            <OrderFormPreview name={values.name} fields={values.fields} />
          </div>
        </Col>
      </Row>
    </form>
  );
}
