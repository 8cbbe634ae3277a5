import '../webview.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { WebviewTemplate } from '@app/contract';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteOrderForm, useOrderForms } from '../api/webview-api.ts';
import { WebViewDomainCard } from '../domain/web-view-domain-card.tsx';
import { orderFormPath } from '../webview-paths.ts';

/** /dashboard/webview/templates: the current page's order forms, with the page's web-view domain above them. */
export function OrderFormsRoute() {
  const { t } = useTranslation();
  const pageId = useSession((state) => state.currentPageId);
  const forms = useOrderForms(pageId);
  const remove = useDeleteOrderForm();
  const deletion = useConfirmDelete<WebviewTemplate>({
    title: t('webview.forms.deleteTitle'),
    content: (form) => t('webview.forms.deleteContent', { name: form.name }),
    remove: (form) => remove.mutateAsync(form.id),
    deletedMessage: t('webview.forms.deleted'),
    testId: 'order-form-delete-confirm',
  });

  return (
    <div className="webview-screen" data-testid="order-forms">
      <div className="webview-header">
        <div>
          <h2 className="screen-title">{t('webview.forms.title')}</h2>
          <Typography.Paragraph type="secondary">{t('webview.forms.subtitle')}</Typography.Paragraph>
        </div>
        <Link to={orderFormPath()}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="order-form-add">
            {t('webview.forms.add')}
          </Button>
        </Link>
      </div>
      <WebViewDomainCard pageId={pageId} />
      <Card size="small" className="webview-forms-card">
        {forms.isError ? (
          <Alert type="error" showIcon message={describeApiError(forms.error, t).title} />
        ) : (
          <ScrollTable<WebviewTemplate>
            rowKey="id"
            loading={forms.isLoading}
            dataSource={forms.data?.templates ?? []}
            pagination={false}
            locale={{ emptyText: <Empty description={t('webview.forms.empty')} /> }}
            data-testid="order-forms-table"
            columns={[
              {
                key: 'name',
                title: t('webview.forms.columns.name'),
                render: (_, form) => (
                  <Link to={orderFormPath(form.id)} data-testid={`order-form-${form.id}`}>
                    <bdi>{form.name}</bdi>
                  </Link>
                ),
              },
              {
                key: 'fields',
                title: t('webview.forms.columns.fields'),
                render: (_, form) => t('webview.forms.fieldsCount', { count: form.fields.length }),
              },
              {
                key: 'pages',
                title: t('webview.forms.columns.pages'),
                render: (_, form) =>
                  form.pages.length === 0 ? (
                    <Typography.Text type="secondary">{t('webview.forms.noPages')}</Typography.Text>
                  ) : (
                    form.pages.map((page) => (
                      <Tag key={page.id}>
                        <bdi>{page.name}</bdi>
                      </Tag>
                    ))
                  ),
              },
              {
                key: 'actions',
                title: t('webview.forms.columns.actions'),
                width: 120,
                render: (_, form) => (
                  <Space>
                    <Link to={orderFormPath(form.id)}>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('webview.forms.editAction')}
                        title={t('webview.forms.editAction')}
                      />
                    </Link>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => deletion.ask(form)}
                      aria-label={t('webview.forms.deleteAction')}
                      title={t('webview.forms.deleteAction')}
                      data-testid={`order-form-delete-${form.id}`}
                    />
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      {deletion.dialog}
    </div>
  );
}
