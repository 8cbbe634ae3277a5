import type { MessageCard } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import { useProductCardOptions } from './use-product-card-options.ts';

/**
 * The chosen store items as the phone preview shows cards: name, price, main image and the "Order" button (its
 * link is each customer's own, made when sent). Null when no product cards are chosen.
 */
export function useProductCardsPreview(itemIds: number[] | null): MessageCard[] | null {
  const { t } = useTranslation();
  const pageId = useSession((state) => selectCurrentPage(state)?.id ?? null);
  const options = useProductCardOptions(itemIds ? pageId : null);
  if (!itemIds || !options.data) return null;
  const { items, store } = options.data;
  return itemIds.flatMap((id) => {
    const item = items.find((one) => one.id === id);
    if (!item) return [];
    const price = new Intl.NumberFormat(store?.locale ?? 'ar', { maximumFractionDigits: 2 }).format(item.price);
    return [
      {
        title: item.name,
        subtitle: `${price} ${store?.currency ?? ''}`.trim(),
        image_url: item.image_url,
        buttons: [{ type: 'web_url' as const, title: t('productCards.order'), url: 'https://order.invalid/' }],
      },
    ];
  });
}
