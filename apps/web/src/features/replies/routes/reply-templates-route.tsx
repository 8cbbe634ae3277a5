import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteReplyTemplate } from '../api/delete-reply-template.ts';
import { useReplyTemplates, type ReplyTemplateSummary } from '../api/get-reply-templates.ts';
import { replyPaths } from '../reply-paths.ts';

/** The saved private-message templates. */
export function ReplyTemplatesRoute() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const showApiError = useShowApiError();
  const templates = useReplyTemplates();
  const remove = useDeleteReplyTemplate();

  const confirmDelete = (template: ReplyTemplateSummary) =>
    void modal.confirm({
      title: t('replies.templates.deleteTitle'),
      content: <bdi>{template.name}</bdi>,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(template.id);
          void message.success(t('replies.templates.deleted'));
        } catch (error) {
          showApiError(error);
        }
      },
    });

  return (
    <Card
      title={t('replies.templates.title')}
      extra={
        <Link to={replyPaths.addReplyTemplate}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="add-template">
            {t('replies.templates.add')}
          </Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{t('replies.templates.subtitle')}</Typography.Paragraph>
      <Table<ReplyTemplateSummary>
        rowKey="id"
        dataSource={templates.data?.templates ?? []}
        loading={templates.isLoading}
        locale={{ emptyText: <Empty description={t('replies.templates.empty')} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={() => ({ 'data-testid': 'template-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'name', title: t('replies.templates.name'), render: (_, template) => <bdi>{template.name}</bdi> },
          {
            key: 'type',
            title: t('replies.message.type'),
            render: (_, template) =>
              template.message_type ? (
                <Tag>
                  {t(`replies.message.types.${template.message_type}`, { defaultValue: template.message_type })}
                </Tag>
              ) : null,
          },
          {
            key: 'message',
            title: t('replies.message.text'),
            render: (_, template) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} className="table-text">
                <span dir="auto">{template.message}</span>
              </Typography.Paragraph>
            ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, template) => (
              <span className="nowrap">
                <Tooltip title={t('replies.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('replies.edit')}
                    onClick={() => void navigate(replyPaths.editReplyTemplate(template.id))}
                  />
                </Tooltip>
                <Tooltip title={t('common.delete')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                    onClick={() => confirmDelete(template)}
                    data-testid="delete-template"
                  />
                </Tooltip>
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
