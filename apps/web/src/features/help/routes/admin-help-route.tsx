import '../help.css';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { HelpSection } from '@app/contract';
import { Button, Card, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useDeleteSection, useHelpSections, useReorderSections } from '../api/help-writing.ts';
import { SectionTitleModal } from '../components/section-title-modal.tsx';

/** `/admin/help`: the help centre's sections: add, rename, reorder, delete an empty one, open its articles. */
export function AdminHelpRoute() {
  const { t, i18n } = useTranslation();
  const showApiError = useShowApiError();
  const sections = useHelpSections();
  const reorder = useReorderSections();
  const deleteSection = useDeleteSection();
  const [editing, setEditing] = useState<{ section: HelpSection | null } | null>(null);
  const rows = sections.data?.sections ?? [];
  const titleOf = (section: HelpSection) =>
    (i18n.language === 'ar' ? section.titles.ar : section.titles.en) || section.titles.ar;

  const deletion = useConfirmDelete<HelpSection>({
    title: t('help.admin.deleteSectionTitle'),
    content: (section) => t('help.admin.deleteSectionText', { title: titleOf(section) }),
    remove: (section) => deleteSection.mutateAsync(section.id),
    deletedMessage: t('help.admin.sectionDeleted'),
    testId: 'help-section-delete-confirm',
  });

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((section) => section.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, { onError: showApiError });
  };

  return (
    <Card
      title={t('help.admin.sectionsTitle')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ section: null })}
          data-testid="help-add-section"
        >
          {t('help.admin.addSection')}
        </Button>
      }
    >
      <Table
        rowKey="id"
        loading={sections.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('help.admin.noSections') }}
        data-testid="help-sections-table"
        columns={[
          {
            key: 'title',
            title: t('help.admin.sectionTitleAr'),
            render: (_, section) => (
              <Link to={`/admin/help/sections/${section.id}`} lang="ar" dir="rtl">
                {section.titles.ar}
              </Link>
            ),
          },
          {
            key: 'title-en',
            title: t('help.admin.sectionTitleEn'),
            render: (_, section) => (
              <span lang="en" dir="ltr">
                {section.titles.en}
              </span>
            ),
          },
          { key: 'count', title: t('help.admin.articles'), dataIndex: 'article_count' },
          {
            key: 'actions',
            title: '',
            render: (_, section, index) => (
              <Space wrap>
                <Tooltip title={t('help.admin.moveUp')}>
                  <Button
                    icon={<ArrowUpOutlined />}
                    aria-label={t('help.admin.moveUp')}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  />
                </Tooltip>
                <Tooltip title={t('help.admin.moveDown')}>
                  <Button
                    icon={<ArrowDownOutlined />}
                    aria-label={t('help.admin.moveDown')}
                    disabled={index === rows.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  />
                </Tooltip>
                <Tooltip title={t('help.admin.rename')}>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={t('help.admin.rename')}
                    onClick={() => setEditing({ section })}
                  />
                </Tooltip>
                <Tooltip title={section.article_count > 0 ? t('help.admin.notEmpty') : t('help.admin.delete')}>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('help.admin.delete')}
                    disabled={section.article_count > 0}
                    onClick={() => deletion.ask(section)}
                  />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
      {editing ? <SectionTitleModal section={editing.section} onClose={() => setEditing(null)} /> : null}
      {deletion.dialog}
    </Card>
  );
}
