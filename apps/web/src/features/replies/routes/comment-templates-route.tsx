import '../styles/replies.css';
import { useTranslation } from 'react-i18next';
import { useDeleteCommentTemplate } from '../api/delete-comment-template.ts';
import { useCommentTemplates, type CommentTemplate } from '../api/get-comment-templates.ts';
import { TemplateListCard } from '../components/template-list-card.tsx';
import { replyPaths } from '../reply-paths.ts';

/** Comment templates: named sets of up to 5 public replies, picked one per comment. */
export function CommentTemplatesRoute() {
  const { t } = useTranslation();
  const templates = useCommentTemplates();
  const remove = useDeleteCommentTemplate();
  return (
    <TemplateListCard<CommentTemplate>
      texts={{
        title: t('replies.commentTemplates.title'),
        subtitle: t('replies.commentTemplates.subtitle'),
        add: t('replies.commentTemplates.add'),
        empty: t('replies.commentTemplates.empty'),
        deleteTitle: t('replies.commentTemplates.deleteTitle'),
      }}
      addPath={replyPaths.newCommentTemplate}
      editPath={replyPaths.editCommentTemplate}
      testIds={{ add: 'add-comment-template', row: 'comment-template-row' }}
      templates={templates.data?.templates ?? []}
      loading={templates.isLoading}
      remove={(id) => remove.mutateAsync(id)}
      contentColumns={[
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
      ]}
    />
  );
}
