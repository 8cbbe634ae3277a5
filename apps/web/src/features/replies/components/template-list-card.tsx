import '../styles/replies.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table.tsx';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';

type TemplateListCardProps<Template extends { id: number; name: string }> = {
  texts: { title: string; subtitle: string; add: string; empty: string; deleteTitle: string };
  addPath: string;
  editPath: (id: number) => string;
  testIds: { add: string; row: string; delete?: string };
  templates: Template[];
  loading: boolean;
  remove: (id: number) => Promise<unknown>;
  /** The columns between the name and the actions: what the template contains. */
  contentColumns: ColumnsType<Template>;
};

/** A list of saved templates with add, edit and delete (with confirmation), shared by both kinds of template. */
export function TemplateListCard<Template extends { id: number; name: string }>(
  props: TemplateListCardProps<Template>,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletion = useConfirmDelete<Template>({
    title: props.texts.deleteTitle,
    content: (template) => <bdi>{template.name}</bdi>,
    remove: (template) => props.remove(template.id),
    deletedMessage: t('replies.templates.deleted'),
    testId: 'template-delete-confirm',
  });

  return (
    <Card
      title={props.texts.title}
      extra={
        <Link to={props.addPath}>
          <Button type="primary" icon={<PlusOutlined />} data-testid={props.testIds.add}>
            {props.texts.add}
          </Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{props.texts.subtitle}</Typography.Paragraph>
      <ScrollTable<Template>
        scroll={{ x: true }}
        rowKey="id"
        dataSource={props.templates}
        loading={props.loading}
        locale={{ emptyText: <Empty description={props.texts.empty} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={() => ({ 'data-testid': props.testIds.row }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'name', title: t('replies.templates.name'), render: (_, template) => <bdi>{template.name}</bdi> },
          ...props.contentColumns,
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
                    onClick={() => void navigate(props.editPath(template.id))}
                  />
                </Tooltip>
                <Tooltip title={t('common.delete')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                    onClick={() => deletion.ask(template)}
                    {...(props.testIds.delete ? { 'data-testid': props.testIds.delete } : {})}
                  />
                </Tooltip>
              </span>
            ),
          },
        ]}
      />
      {deletion.dialog}
    </Card>
  );
}
