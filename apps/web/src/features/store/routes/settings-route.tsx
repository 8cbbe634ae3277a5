import '../store.css';
import type { StoreSettings } from '@app/contract';
import { storeLocales } from '@app/contract/store-locales';
import { Alert, App, Breadcrumb, Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { languageNameIn } from '@/shared/i18n/language-search.ts';
import { selectStore } from '@/shared/session/session-actions.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteStore, useSaveStoreSettings, useStoreSettings } from '../api/store-api.ts';
import { storeCategoriesPath, storeProductsPath } from '../store-paths.ts';

const currencies = ['SYP', 'USD', 'EUR', 'TRY', 'SAR', 'AED', 'IQD', 'JOD', 'LBP', 'EGP'];

/** /dashboard/store/settings/:id: the store's name, languages (the first its default), money, contact, order form, pages. */
export function StoreSettingsRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const storeId = Number(id) || null;
  const settings = useStoreSettings(storeId);
  return (
    <div className="store-screen" data-testid="store-settings">
      <Breadcrumb
        items={[
          { title: <Link to={storeProductsPath}>{t('store.products.title')}</Link> },
          { title: t('store.settings.title') },
        ]}
      />
      <h2 className="screen-title">{t('store.settings.title')}</h2>
      {settings.isError ? (
        <Alert type="error" showIcon title={describeApiError(settings.error, t).title} />
      ) : settings.data ? (
        <SettingsForm key={settings.data.settings.id} settings={settings.data.settings} />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: StoreSettings }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const pages = useSession((state) => state.pages);
  const save = useSaveStoreSettings();
  const remove = useDeleteStore();
  const [name, setName] = useState(settings.name);
  const [locales, setLocales] = useState<string[]>(settings.locales);
  const [currency, setCurrency] = useState(settings.currency);
  const [contact, setContact] = useState(settings.contact);
  const [orderFormId, setOrderFormId] = useState<number | null>(settings.order_form_id);
  const [pageIds, setPageIds] = useState<number[]>(settings.page_ids);
  const fieldErrors = serverFieldErrors(save.error) ?? {};
  const item = (field: string) => ({
    validateStatus: fieldErrors[field] ? ('error' as const) : undefined,
    help: fieldErrors[field],
  });
  const confirmDelete = useConfirmDelete<StoreSettings>({
    title: t('store.settings.deleteTitle'),
    content: (store) => t('store.settings.deleteText', { name: store.name }),
    remove: async (store) => {
      await remove.mutateAsync(store.id);
      void navigate(storeCategoriesPath);
    },
    deletedMessage: t('store.settings.deleted'),
    testId: 'store-delete-dialog',
  });
  const submit = () =>
    save.mutate(
      {
        id: settings.id,
        body: {
          name: name.trim(),
          locales: locales as StoreSettings['locales'] as never,
          currency,
          contact,
          order_form_id: orderFormId,
          page_ids: pageIds,
        },
      },
      {
        onSuccess: () => {
          selectStore(settings.id);
          void message.success(t('store.settings.saved'));
        },
      },
    );
  return (
    <Form layout="vertical" onFinish={submit} className="store-settings-form">
      {save.isError && !serverFieldErrors(save.error) ? (
        <Alert type="error" showIcon title={describeApiError(save.error, t).title} />
      ) : null}
      <Card size="small" title={t('store.settings.general')}>
        <Form.Item label={t('store.create.name')} required {...item('name')}>
          <Input
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            data-testid="settings-name"
            aria-label={t('store.create.name')}
          />
        </Form.Item>
        <Form.Item
          label={t('store.settings.languages')}
          required
          {...item('locales')}
          extra={t('store.settings.languagesHint')}
        >
          <Select
            mode="multiple"
            value={locales}
            onChange={setLocales}
            optionFilterProp="label"
            options={storeLocales.map((code) => ({
              value: code,
              label: `${languageNameIn(code, i18n.language)} (${code})`,
            }))}
            data-testid="settings-locales"
            aria-label={t('store.settings.languages')}
          />
        </Form.Item>
        <Form.Item label={t('store.settings.currency')} required {...item('currency')}>
          <Select
            showSearch
            value={currency}
            onChange={setCurrency}
            options={currencies.map((code) => ({ value: code, label: code }))}
            className="store-currency"
            data-testid="settings-currency"
            aria-label={t('store.settings.currency')}
          />
        </Form.Item>
      </Card>
      <Card size="small" title={t('store.settings.contact')}>
        <Space wrap size="large" align="start">
          {(['phone', 'whatsapp', 'email'] as const).map((field) => (
            <Form.Item key={field} label={t(`store.settings.${field}`)} {...item(`contact.${field}`)}>
              <Input
                dir="ltr"
                value={contact[field]}
                maxLength={field === 'email' ? 200 : 30}
                placeholder={field === 'email' ? 'shop@example.com' : '+963944000000'}
                onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
                data-testid={`settings-${field}`}
                aria-label={t(`store.settings.${field}`)}
              />
            </Form.Item>
          ))}
        </Space>
        <Form.Item label={t('store.settings.address')} {...item('contact.address')}>
          <Input.TextArea
            rows={2}
            maxLength={300}
            value={contact.address}
            onChange={(event) => setContact({ ...contact, address: event.target.value })}
            aria-label={t('store.settings.address')}
          />
        </Form.Item>
      </Card>
      <Card size="small" title={t('store.settings.selling')}>
        <Form.Item
          label={t('store.settings.orderForm')}
          {...item('order_form_id')}
          extra={t('store.settings.orderFormHint')}
        >
          <Select
            allowClear
            value={orderFormId ?? undefined}
            placeholder={t('store.settings.defaultForm')}
            onChange={(value) => setOrderFormId(value ?? null)}
            options={settings.order_forms.map((form) => ({ value: form.id, label: form.name }))}
            data-testid="settings-order-form"
            aria-label={t('store.settings.orderForm')}
          />
        </Form.Item>
        <Form.Item label={t('store.settings.pages')} {...item('page_ids')} extra={t('store.settings.pagesHint')}>
          <Select
            mode="multiple"
            value={pageIds}
            onChange={setPageIds}
            options={pages.map((page) => ({ value: page.id, label: page.name }))}
            data-testid="settings-pages"
            aria-label={t('store.settings.pages')}
          />
        </Form.Item>
      </Card>
      <Space className="store-form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
          {t('store.save')}
        </Button>
        <Button danger onClick={() => confirmDelete.ask(settings)} data-testid="settings-delete">
          {t('store.settings.delete')}
        </Button>
      </Space>
      {confirmDelete.dialog}
    </Form>
  );
}
