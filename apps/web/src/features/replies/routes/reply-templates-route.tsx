import '../styles/replies.css';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteReplyTemplate } from '../api/delete-reply-template.ts';
import type { ReplyTemplate } from '../api/get-reply-template.ts';
import { useReplyTemplates } from '../api/get-reply-templates.ts';
import { TemplateListCard } from '../components/template-list-card.tsx';
import { useReplyChannel, useReplyChannelRules } from '../channel/reply-channel-context.tsx';

/** The saved private-message templates of the page, or of the Instagram account. */
export function ReplyTemplatesRoute() {
  const { t } = useTranslation();
  const templates = useReplyTemplates();
  const remove = useDeleteReplyTemplate();
  const channel = useReplyChannel();
  const { paths } = useReplyChannelRules();
  return (
    <TemplateListCard<ReplyTemplate>
      texts={{
        title: t('replies.templates.title'),
        subtitle: t(channel === 'instagram' ? 'instagramReplies.templates.subtitle' : 'replies.templates.subtitle'),
        add: t('replies.templates.add'),
        empty: t('replies.templates.empty'),
        deleteTitle: t('replies.templates.deleteTitle'),
      }}
      addPath={paths.addReplyTemplate}
      editPath={paths.editReplyTemplate}
      testIds={{ add: 'add-template', row: 'template-row', delete: 'delete-template' }}
      templates={templates.data?.templates ?? []}
      loading={templates.isLoading}
      remove={(id) => remove.mutateAsync(id)}
      contentColumns={[
        {
          key: 'type',
          title: t('replies.message.type'),
          render: (_, template) =>
            template.message_type ? (
              <Tag>{t(`replies.message.types.${template.message_type}`, { defaultValue: template.message_type })}</Tag>
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
      ]}
    />
  );
}
