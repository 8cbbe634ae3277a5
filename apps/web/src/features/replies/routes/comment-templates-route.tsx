import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteCommentTemplate } from '../api/delete-comment-template.ts';
import { useCommentTemplates, type CommentTemplate } from '../api/get-comment-templates.ts';
import { replyPaths } from '../reply-paths.ts';

/** Comment templates: named sets of up to 5 public replies, picked one per comment. */
export function CommentTemplatesRoute() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const showApiError = useShowApiError();
  const templates = useCommentTemplates();
  const remove = useDeleteCommentTemplate();

  const confirmDelete = (template: CommentTemplate) =>
    void modal.confirm({
      title: t('replies.commentTemplates.deleteTitle'),
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
      title={t('replies.commentTemplates.title')}
      extra={
        <Link to={replyPaths.newCommentTemplate}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="add-comment-template">
            {t('replies.commentTemplates.add')}
          </Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{t('replies.commentTemplates.subtitle')}</Typography.Paragraph>
      <Table<CommentTemplate>
        rowKey="id"
        dataSource={templates.data?.templates ?? []}
        loading={templates.isLoading}
        locale={{ emptyText: <Empty description={t('replies.commentTemplates.empty')} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={() => ({ 'data-testid': 'comment-template-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'name', title: t('replies.templates.name'), render: (_, template) => <bdi>{template.name}</bdi> },
          {
            key: 'replies',
            title: t('replies.commentTemplates.replies'),
            render: (_, template) => (
              <ol className="template-replies">
                {template.replies.map((reply, index) => (
                  <li key={index} dir="auto">
                    {reply}
                  </li>
                ))}
              </ol>
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
                    onClick={() => void navigate(replyPaths.editCommentTemplate(template.id))}
                  />
                </Tooltip>
                <Tooltip title={t('common.delete')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                    onClick={() => confirmDelete(template)}
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
