import '../billing.css';
import { PlusOutlined } from '@ant-design/icons';
import { featureSlugs, type Package, type PackageInput } from '@app/contract';
import { Button, Card, Checkbox, Empty, Input, InputNumber, Modal, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { describeApiError, useShowApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { useAdminPackages, useDeletePackage, useRetirePackage, useSavePackage } from '../api/billing-api.ts';
import { Money } from '../components/money.tsx';

const periodChoices = [1, 2, 3, 6, 12, 24];
const blank: PackageInput = {
  name: '',
  price: 0,
  features: ['reply', 'comments'],
  monthly_reply_limit: null,
  storage_mb: null,
  periods: [1, 3, 12],
};
const inputOf = (item: Package): PackageInput => ({
  name: item.name,
  price: item.price,
  features: item.features,
  monthly_reply_limit: item.monthly_reply_limit,
  storage_mb: item.storage_mb,
  periods: item.periods,
});

/** The packages pages and accounts subscribe to: price in Syrian pounds, features, limits and periods. */
export function AdminPlansRoute() {
  const { t } = useTranslation();
  const showApiError = useShowApiError();
  const packages = useAdminPackages();
  const save = useSavePackage();
  const retire = useRetirePackage();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<{ id: number | null; input: PackageInput } | null>(null);
  const [error, setError] = useState<ApiErrorDescription | null>(null);
  const set = (change: Partial<PackageInput>) =>
    setEditing((current) => current && { ...current, input: { ...current.input, ...change } });

  const submit = async () => {
    if (!editing) return;
    try {
      await save.mutateAsync(editing);
      setEditing(null);
    } catch (caught) {
      setError(describeApiError(caught, t));
    }
  };

  return (
    <Card
      title={t('billing.plans.title')}
      data-testid="admin-plans"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setError(null);
            setEditing({ id: null, input: blank });
          }}
          data-testid="plan-add"
        >
          {t('billing.plans.add')}
        </Button>
      }
    >
      <ScrollTable<Package>
        rowKey="id"
        loading={packages.isLoading}
        dataSource={packages.data?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('billing.plans.empty')} /> }}
        columns={[
          {
            title: t('billing.package'),
            render: (_, item) => (
              <Space>
                <bdi>{item.name}</bdi>
                {item.retired ? <Tag>{t('billing.plans.retired')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('billing.plans.price'), render: (_, item) => <Money amount={item.price} /> },
          {
            title: t('billing.plans.features'),
            render: (_, item) => item.features.map((slug) => <Tag key={slug}>{t(`billing.feature.${slug}`)}</Tag>),
          },
          {
            title: t('billing.plans.replyLimit'),
            render: (_, item) => item.monthly_reply_limit?.toLocaleString('en-US') ?? t('billing.plans.unlimited'),
          },
          {
            title: t('billing.plans.storage'),
            render: (_, item) => (item.storage_mb ? t('billing.plans.megabytes', { count: item.storage_mb }) : '—'),
          },
          {
            title: t('billing.plans.periods'),
            render: (_, item) => item.periods.map((months) => t('billing.months', { count: months })).join(' · '),
          },
          { title: t('billing.plans.inUse'), dataIndex: 'in_use' },
          {
            title: t('billing.actions'),
            render: (_, item) => (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => {
                    setError(null);
                    setEditing({ id: item.id, input: inputOf(item) });
                  }}
                >
                  {t('billing.plans.edit')}
                </Button>
                {item.retired ? null : (
                  <Popconfirm
                    title={t('billing.plans.retireConfirm')}
                    okText={t('billing.plans.retire')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => retire.mutateAsync(item.id).catch(showApiError)}
                  >
                    <Button size="small">{t('billing.plans.retire')}</Button>
                  </Popconfirm>
                )}
                {item.in_use === 0 ? (
                  <Popconfirm
                    title={t('billing.plans.deleteConfirm')}
                    okText={t('billing.plans.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutateAsync(item.id).catch(showApiError)}
                  >
                    <Button size="small" danger>
                      {t('billing.plans.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? t('billing.plans.edit') : t('billing.plans.add')}
        okText={t('billing.plans.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={submit}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        data-testid="plan-form"
      >
        {editing ? (
          <>
            <FormField label={t('billing.plans.name')} htmlFor="plan-name">
              <Input
                id="plan-name"
                value={editing.input.name}
                onChange={(event) => set({ name: event.target.value })}
              />
            </FormField>
            <FormField label={t('billing.plans.priceMonthly')} htmlFor="plan-price">
              <InputNumber
                id="plan-price"
                className="billing-select"
                min={0}
                value={editing.input.price}
                onChange={(value) => set({ price: value ?? 0 })}
              />
            </FormField>
            <FormField label={t('billing.plans.features')} htmlFor="plan-features-reply">
              <Checkbox.Group
                value={editing.input.features}
                onChange={(value) => set({ features: value as PackageInput['features'] })}
                options={featureSlugs.map((slug) => ({ value: slug, label: t(`billing.feature.${slug}`) }))}
              />
            </FormField>
            <FormField label={t('billing.plans.replyLimit')} htmlFor="plan-limit">
              <InputNumber
                id="plan-limit"
                className="billing-select"
                min={1}
                value={editing.input.monthly_reply_limit}
                placeholder={t('billing.plans.unlimited')}
                onChange={(value) => set({ monthly_reply_limit: value ?? null })}
              />
            </FormField>
            <FormField label={t('billing.plans.storage')} htmlFor="plan-storage">
              <InputNumber
                id="plan-storage"
                className="billing-select"
                min={1}
                value={editing.input.storage_mb}
                onChange={(value) => set({ storage_mb: value ?? null })}
              />
            </FormField>
            <FormField label={t('billing.plans.periods')} htmlFor="plan-periods">
              <Select
                id="plan-periods"
                mode="multiple"
                className="billing-select"
                value={editing.input.periods}
                onChange={(value: number[]) => set({ periods: value })}
                options={periodChoices.map((value) => ({ value, label: t('billing.months', { count: value }) }))}
              />
            </FormField>
            <ApiErrorAlert error={error} testId="plan-error" />
          </>
        ) : null}
      </Modal>
    </Card>
  );
}
