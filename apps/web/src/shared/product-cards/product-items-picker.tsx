import { Alert, Avatar, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messengerLimits, type ProductCardBlock } from '@app/contract';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useProductCardOptions } from './use-product-card-options.ts';

/** Where the owner fixes what stops product cards: the web-view domain, or the store's items. */
const fixPath: Record<ProductCardBlock, string> = {
  'no-order-domain': '/dashboard/webview/templates',
  'no-store-items': '/dashboard/store/products',
};

type ProductItemsPickerProps = {
  pageId: number | null;
  value: number[];
  onChange: (itemIds: number[]) => void;
  error?: string | undefined;
  id: string;
};

/**
 * Picks the store items sent as product cards (one card each, Meta's 10 at most). When the page cannot send cards
 * it says why and links to where to fix it.
 */
export function ProductItemsPicker({ pageId, value, onChange, error, id }: ProductItemsPickerProps) {
  const { t, i18n } = useTranslation();
  const options = useProductCardOptions(pageId);
  if (options.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (options.isError) return <Alert type="error" showIcon title={t('errors.generic')} />;
  const { ready, reason, store, items } = options.data;
  const price = (amount: number) => {
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency: store?.currency ?? 'SYP' }).format(
        amount,
      );
    } catch {
      return `${amount} ${store?.currency ?? ''}`;
    }
  };
  return (
    <div className="form-stack" data-testid="product-items-picker">
      {!ready && reason ? (
        <Alert
          type="warning"
          showIcon
          data-testid={`product-cards-blocked-${reason}`}
          title={t(`productCards.blocked.${reason}`)}
          description={<Link to={fixPath[reason]}>{t(`productCards.fix.${reason}`)}</Link>}
        />
      ) : null}
      <FormField label={t('productCards.items')} htmlFor={id} error={error}>
        <Select<number[]>
          id={id}
          mode="multiple"
          value={value}
          onChange={(next) => onChange(next.slice(0, messengerLimits.cardsPerMessage))}
          maxCount={messengerLimits.cardsPerMessage}
          placeholder={t('productCards.itemsPlaceholder')}
          optionFilterProp="label"
          disabled={items.length === 0}
          status={error ? 'error' : ''}
          data-testid="product-items"
          options={items.map((item) => ({
            value: item.id,
            label: item.name,
            title: item.name,
          }))}
          optionRender={(option) => {
            const item = items.find((one) => one.id === option.value);
            if (!item) return option.label;
            return (
              <Space>
                <Avatar shape="square" src={item.image_url} size="small" alt="" />
                <bdi>{item.name}</bdi>
                <Typography.Text type="secondary">{price(item.price)}</Typography.Text>
                {item.in_stock ? null : (
                  <Typography.Text type="warning">{t('productCards.outOfStock')}</Typography.Text>
                )}
              </Space>
            );
          }}
        />
      </FormField>
      <Typography.Text type="secondary">
        {t('productCards.hint', { max: messengerLimits.cardsPerMessage })}
      </Typography.Text>
    </div>
  );
}
