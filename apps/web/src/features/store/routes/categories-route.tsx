import '../store.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { StoreCategory } from '@app/contract';
import { Alert, Button, Card, Drawer, Empty, Form, Input, Skeleton, Tag, Tree, TreeSelect } from 'antd';
import type { TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { languageNameIn } from '@/shared/i18n/language-search.ts';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { describeApiError, useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useCategories, useDeleteCategory, useReorderCategories, useSaveCategory } from '../api/store-api.ts';
import { categoryOptions } from '../category-options.ts';
import { StoreScreen } from '../components/store-screen.tsx';

type Editing = { category: StoreCategory | null; parentId: number | null };

/** /dashboard/store/categories: the nested categories, dragged into order, edited in a drawer. */
export function CategoriesRoute() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <StoreScreen
      title={t('store.categories.title')}
      testId="store-categories"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ category: null, parentId: null })}
          data-testid="category-add"
        >
          {t('store.categories.add')}
        </Button>
      }
    >
      {(store) => (
        <>
          <CategoryTree storeId={store.id} onEdit={setEditing} />
          {editing ? <CategoryDrawer storeId={store.id} editing={editing} onClose={() => setEditing(null)} /> : null}
        </>
      )}
    </StoreScreen>
  );
}

function flatten(tree: StoreCategory[]): StoreCategory[] {
  return tree.flatMap((node) => [node, ...flatten(node.subcategories)]);
}

function CategoryTree({ storeId, onEdit }: { storeId: number; onEdit: (editing: Editing) => void }) {
  const { t } = useTranslation();
  const categories = useCategories(storeId);
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const showError = useShowApiError();
  // Every category open, new ones too, except those the owner closed.
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const confirmDelete = useConfirmDelete<StoreCategory>({
    title: t('store.categories.deleteTitle'),
    content: (category) => t('store.categories.deleteText', { name: category.name }),
    remove: (category) => remove.mutateAsync(category.id),
    deletedMessage: t('store.categories.deleted'),
    testId: 'category-delete-dialog',
  });
  if (categories.isError) return <Alert type="error" showIcon title={describeApiError(categories.error, t).title} />;
  if (!categories.data) return <Skeleton active />;
  const tree = categories.data.categories;
  if (tree.length === 0) return <Empty description={t('store.categories.empty')} />;
  const byId = new Map(flatten(tree).map((node) => [node.id, node]));
  const toNodes = (nodes: StoreCategory[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: (
        <span className="store-category-row" data-testid={`category-${node.id}`}>
          <span className="store-category-name">{node.name}</span>
          <Tag>{t('store.categories.itemsCount', { count: node.items_count })}</Tag>
          <Button
            size="small"
            type="text"
            icon={<PlusOutlined />}
            aria-label={t('store.categories.addSub')}
            title={t('store.categories.addSub')}
            onClick={(event) => {
              event.stopPropagation();
              onEdit({ category: null, parentId: node.id });
            }}
          />
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={t('store.edit')}
            title={t('store.edit')}
            onClick={(event) => {
              event.stopPropagation();
              onEdit({ category: node, parentId: node.parent_id });
            }}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('store.delete')}
            title={t('store.delete')}
            onClick={(event) => {
              event.stopPropagation();
              confirmDelete.ask(node);
            }}
          />
        </span>
      ),
      children: toNodes(node.subcategories),
    }));
  return (
    <Card size="small">
      <p className="store-hint">{t('store.categories.dragHint')}</p>
      <Tree
        blockNode
        expandedKeys={[...byId.keys()].filter((id) => !collapsed.includes(id))}
        onExpand={(keys) => setCollapsed([...byId.keys()].filter((id) => !keys.includes(id)))}
        draggable={{ icon: false }}
        selectable={false}
        treeData={toNodes(tree)}
        // Only among siblings: moving under another category is done in its drawer.
        allowDrop={({ dragNode, dropNode, dropPosition }) =>
          dropPosition !== 0 && byId.get(Number(dragNode.key))?.parent_id === byId.get(Number(dropNode.key))?.parent_id
        }
        onDrop={({ dragNode, node, dropPosition }) => {
          const dragged = byId.get(Number(dragNode.key))!;
          const target = byId.get(Number(node.key))!;
          const siblings = (dragged.parent_id === null ? tree : byId.get(dragged.parent_id)!.subcategories).map(
            (entry) => entry.id,
          );
          const without = siblings.filter((id) => id !== dragged.id);
          const at = without.indexOf(target.id) + (dropPosition > siblings.indexOf(target.id) ? 1 : 0);
          without.splice(Math.max(0, at), 0, dragged.id);
          reorder.mutate({ storeId, parentId: dragged.parent_id, ids: without }, { onError: showError });
        }}
      />
      {confirmDelete.dialog}
    </Card>
  );
}

function CategoryDrawer({ storeId, editing, onClose }: { storeId: number; editing: Editing; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories(storeId);
  const save = useSaveCategory();
  const locales = categories.data?.locales ?? ['ar'];
  const [names, setNames] = useState<Record<string, string>>(
    Object.fromEntries((editing.category?.locales ?? []).map((entry) => [entry.locale, entry.name])),
  );
  const [parentId, setParentId] = useState<number | null>(editing.parentId);
  const fieldErrors = serverFieldErrors(save.error) ?? {};
  const submit = () =>
    save.mutate(
      { id: editing.category?.id ?? null, body: { store_id: storeId, names, parent_id: parentId } },
      { onSuccess: onClose },
    );
  return (
    <Drawer
      open
      onClose={onClose}
      title={t(editing.category ? 'store.categories.edit' : 'store.categories.add')}
      size="default"
      data-testid="category-drawer"
      extra={
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="category-save">
          {t('store.save')}
        </Button>
      }
    >
      {save.isError && !serverFieldErrors(save.error) ? (
        <Alert type="error" showIcon title={describeApiError(save.error, t).title} />
      ) : null}
      <Form layout="vertical" onFinish={submit}>
        {locales.map((locale, index) => (
          <Form.Item
            key={locale}
            label={`${t('store.categories.name')} (${languageNameIn(locale, i18n.language)})`}
            required={index === 0}
            validateStatus={fieldErrors[`names.${locale}`] ? 'error' : undefined}
            help={fieldErrors[`names.${locale}`]}
          >
            <Input
              value={names[locale] ?? ''}
              maxLength={100}
              dir="auto"
              onChange={(event) => setNames({ ...names, [locale]: event.target.value })}
              data-testid={`category-name-${locale}`}
            />
          </Form.Item>
        ))}
        <Form.Item
          label={t('store.categories.parent')}
          validateStatus={fieldErrors.parent_id ? 'error' : undefined}
          help={fieldErrors.parent_id}
        >
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            value={parentId ?? undefined}
            placeholder={t('store.categories.top')}
            onChange={(value) => setParentId(value ?? null)}
            treeData={categoryOptions(categories.data?.categories ?? [], editing.category?.id)}
            data-testid="category-parent"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
