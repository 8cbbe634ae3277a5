import '../store.css';
import { DeleteOutlined, EditOutlined, HolderOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { StoreItem } from '@app/contract';
import { Alert, Button, Card, Empty, Image, Input, Space, Switch, Table, Tag, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmDelete } from '@/shared/ui/use-confirm-delete.tsx';
import { describeApiError, useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useCategories, useDeleteItem, useItems, useReorderItems, useSetItemVisible } from '../api/store-api.ts';
import { categoryOptions } from '../category-options.ts';
import { StoreScreen } from '../components/store-screen.tsx';
import { storeProductPath } from '../store-paths.ts';
import { formatMoney } from '../use-current-store.ts';

const perPage = 20;

/** /dashboard/store/products: the store's products in their order, dragged to reorder, filtered and searched. */
export function ProductsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StoreScreen
      title={t('store.products.title')}
      testId="store-products"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(storeProductPath())}
          data-testid="product-add"
        >
          {t('store.products.add')}
        </Button>
      }
    >
      {(store) => <ProductsTable storeId={store.id} />}
    </StoreScreen>
  );
}

function ProductsTable({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [settledSearch, setSettledSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setSettledSearch(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const items = useItems(storeId, { categoryId, search: settledSearch, page, perPage });
  const categories = useCategories(storeId);
  const visible = useSetItemVisible();
  const reorder = useReorderItems();
  const remove = useDeleteItem();
  const showError = useShowApiError();
  const [dragged, setDragged] = useState<number | null>(null);
  const confirmDelete = useConfirmDelete<StoreItem>({
    title: t('store.products.deleteTitle'),
    content: (item) => t('store.products.deleteText', { name: item.name }),
    remove: (item) => remove.mutateAsync(item.id),
    deletedMessage: t('store.products.deleted'),
    testId: 'product-delete-dialog',
  });
  const rows = items.data?.items ?? [];
  const currency = items.data?.currency ?? 'SYP';
  const dropOn = (targetId: number) => {
    if (dragged === null || dragged === targetId) return;
    const ids = rows.map((row) => row.id).filter((id) => id !== dragged);
    ids.splice(
      ids.indexOf(targetId) +
        (rows.findIndex((row) => row.id === dragged) < rows.findIndex((row) => row.id === targetId) ? 1 : 0),
      0,
      dragged,
    );
    reorder.mutate({ storeId, ids }, { onError: showError });
    setDragged(null);
  };

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder={t('store.products.search')}
            aria-label={t('store.products.search')}
            maxLength={100}
            className="store-search"
            data-testid="product-search"
          />
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value ?? undefined);
              setPage(1);
            }}
            placeholder={t('store.products.allCategories')}
            aria-label={t('store.products.category')}
            treeData={categoryOptions(categories.data?.categories ?? [])}
            className="store-category-filter"
            data-testid="product-category-filter"
          />
        </Space>
      }
    >
      {items.isError ? <Alert type="error" showIcon title={describeApiError(items.error, t).title} /> : null}
      <Table<StoreItem>
        rowKey="id"
        size="middle"
        loading={items.isLoading}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('store.products.empty')} /> }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: items.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        onRow={(row) =>
          ({
            draggable: true,
            onDragStart: () => setDragged(row.id),
            onDragOver: (event) => event.preventDefault(),
            onDrop: () => dropOn(row.id),
            'data-testid': `product-row-${row.id}`,
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          { key: 'drag', width: 32, render: () => <HolderOutlined className="store-drag-handle" aria-hidden /> },
          {
            key: 'image',
            title: t('store.products.image'),
            render: (_, row) => (
              <Image src={row.main_image_url} width={48} height={48} alt={row.name} className="store-thumb" />
            ),
          },
          { key: 'name', title: t('store.products.name'), dataIndex: 'name' },
          {
            key: 'price',
            title: t('store.products.price'),
            render: (_, row) => (
              <span className="store-price">
                <bdi>{formatMoney(row.sell_price, currency, i18n.language)}</bdi>
                {row.original_price !== null && row.original_price > row.sell_price ? (
                  <del className="store-original-price">
                    <bdi>{formatMoney(row.original_price, currency, i18n.language)}</bdi>
                  </del>
                ) : null}
              </span>
            ),
          },
          {
            key: 'stock',
            title: t('store.products.stock'),
            render: (_, row) => (
              <Tag color={row.stock_status === 'in_stock' ? 'green' : 'red'}>
                {t(`store.stock.${row.stock_status}`)}
              </Tag>
            ),
          },
          {
            key: 'visible',
            title: t('store.products.visible'),
            render: (_, row) => (
              <Switch
                checked={row.visible}
                aria-label={t('store.products.visible')}
                onChange={(checked) => visible.mutate({ id: row.id, visible: checked }, { onError: showError })}
                data-testid={`product-visible-${row.id}`}
              />
            ),
          },
          {
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('store.edit')}
                  title={t('store.edit')}
                  onClick={() => void navigate(storeProductPath(row.id))}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('store.delete')}
                  title={t('store.delete')}
                  onClick={() => confirmDelete.ask(row)}
                />
              </Space>
            ),
          },
        ]}
      />
      {confirmDelete.dialog}
    </Card>
  );
}
