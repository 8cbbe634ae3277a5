import '../help.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { HelpArticleAdmin } from '@app/contract';
import { Button, Card, Result, Space, Switch, Table, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteArticle, useHelpSection, useSetArticleStatus } from '../api/help-writing.ts';

// The rich-text editor is the heaviest part of the help centre: fetched when an article is opened.
const ArticleEditor = lazy(() =>
  import('../components/article-editor.tsx').then((module) => ({ default: module.ArticleEditor })),
);

/** `/admin/help/sections/:id`: a section's articles: add, edit, publish or unpublish, delete. */
export function AdminHelpSectionRoute() {
  const { t, i18n } = useTranslation();
  const showApiError = useShowApiError();
  const sectionId = Number(useParams().id);
  const detail = useHelpSection(sectionId);
  const setStatus = useSetArticleStatus();
  const deleteArticle = useDeleteArticle();
  const [editing, setEditing] = useState<{ article: HelpArticleAdmin | null } | null>(null);

  const titleOf = (article: HelpArticleAdmin) => {
    const version = (i18n.language === 'ar' ? article.versions.ar : article.versions.en) ?? article.versions.ar;
    return (version ?? article.versions.en)?.title ?? t('help.admin.untitled');
  };
  const deletion = useConfirmDelete<HelpArticleAdmin>({
    title: t('help.admin.deleteArticleTitle'),
    content: (article) => t('help.admin.deleteArticleText', { title: titleOf(article) }),
    remove: (article) => deleteArticle.mutateAsync(article.id),
    deletedMessage: t('help.admin.articleDeleted'),
    testId: 'help-article-delete-confirm',
  });

  if (detail.isError) return <Result status="404" title={t('help.notFound')} />;
  const section = detail.data?.section;
  const sectionTitle = section ? (i18n.language === 'en' && section.titles.en) || section.titles.ar : '';

  return (
    <Card
      loading={detail.isLoading}
      title={
        <Space wrap>
          <Link to="/admin/help">{t('help.admin.backToSections')}</Link>
          <span>/</span>
          <span data-testid="help-section-title">{sectionTitle}</span>
        </Space>
      }
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ article: null })}
          data-testid="help-add-article"
        >
          {t('help.admin.addArticle')}
        </Button>
      }
    >
      <Table
        rowKey="id"
        dataSource={detail.data?.articles ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('help.admin.noArticles') }}
        data-testid="help-articles-table"
        columns={[
          { key: 'title', title: t('help.admin.title'), render: (_, article) => titleOf(article) },
          {
            key: 'languages',
            title: '',
            render: (_, article) => (
              <Space size={4}>
                {(['ar', 'en'] as const)
                  .filter((locale) => article.versions[locale])
                  .map((locale) => (
                    <Tag key={locale}>{locale.toUpperCase()}</Tag>
                  ))}
              </Space>
            ),
          },
          {
            key: 'screen',
            title: t('help.admin.screen'),
            render: (_, article) => (article.screen ? <code dir="ltr">{article.screen}</code> : null),
          },
          {
            key: 'status',
            title: t('help.admin.status'),
            render: (_, article) => (
              <Tooltip title={article.status === 'published' ? t('help.admin.unpublish') : t('help.admin.publish')}>
                <Switch
                  checked={article.status === 'published'}
                  checkedChildren={t('help.admin.statuses.published')}
                  unCheckedChildren={t('help.admin.statuses.draft')}
                  loading={setStatus.isPending && setStatus.variables.id === article.id}
                  onChange={(published) =>
                    setStatus.mutate(
                      { id: article.id, status: published ? 'published' : 'draft' },
                      { onError: showApiError },
                    )
                  }
                  data-testid="help-article-published"
                />
              </Tooltip>
            ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, article) => (
              <Space>
                <Tooltip title={t('help.admin.editArticle')}>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={t('help.admin.editArticle')}
                    onClick={() => setEditing({ article })}
                  />
                </Tooltip>
                <Tooltip title={t('help.admin.delete')}>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('help.admin.delete')}
                    onClick={() => deletion.ask(article)}
                  />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <Suspense fallback={null}>
          <ArticleEditor sectionId={sectionId} article={editing.article} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {deletion.dialog}
    </Card>
  );
}
