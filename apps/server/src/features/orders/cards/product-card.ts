import { messengerLimits } from '@app/contract';
import type { StoreLocale } from '@app/contract/store-locales';
import type { TemplateAttachment } from '../../../platform/meta/messenger-templates.ts';
import { localizedText } from '../../store/index.ts';

/** What a product card shows of a store item. */
export interface CardItem {
  id: number;
  names: Record<string, string>;
  sellPrice: number;
  preparationTime: number | null;
  preparationUnit: 'minutes' | 'hours' | 'days' | null;
  mainImageUrl: string;
}

/** The "Order" button in each store language (Meta cuts a button title at 20 characters). */
const orderWord: Record<StoreLocale, string> = {
  ar: 'اطلب الآن',
  en: 'Order',
  fr: 'Commander',
  tr: 'Sipariş ver',
  ku: 'Daxwaz bike',
  fa: 'سفارش دهید',
  ur: 'آرڈر کریں',
  de: 'Bestellen',
  es: 'Pedir',
  it: 'Ordina',
  pt: 'Fazer pedido',
  ru: 'Заказать',
  uk: 'Замовити',
  pl: 'Zamów',
  nl: 'Bestellen',
  sv: 'Beställ',
  nb: 'Bestill',
  da: 'Bestil',
  fi: 'Tilaa',
  el: 'Παραγγελία',
  he: 'להזמנה',
  hi: 'ऑर्डर करें',
  bn: 'অর্ডার করুন',
  id: 'Pesan',
  ms: 'Pesan',
  th: 'สั่งซื้อ',
  vi: 'Đặt hàng',
  zh: '下单',
  ja: '注文する',
  ko: '주문하기',
  ro: 'Comandă',
  hu: 'Megrendelem',
  cs: 'Objednat',
  sk: 'Objednať',
  bg: 'Поръчай',
  sr: 'Наручи',
  hr: 'Naruči',
  az: 'Sifariş et',
  uz: 'Buyurtma berish',
  sw: 'Agiza',
};

export function orderButtonTitle(locale: string): string {
  return orderWord[locale as StoreLocale] ?? orderWord.en;
}

/** Cut to Meta's limit by characters a reader sees (an emoji or an Arabic letter is not split). */
function clip(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);
  } catch {
    // A currency code Intl does not know (a store's own): the number and the code as the seller wrote it.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

const intlUnit = { minutes: 'minute', hours: 'hour', days: 'day' } as const;

function formatPreparation(item: CardItem, locale: string): string | null {
  if (!item.preparationTime || !item.preparationUnit) return null;
  const unit = intlUnit[item.preparationUnit];
  return `⏱ ${new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(item.preparationTime)}`;
}

/**
 * A Messenger generic template with one card per item (a carousel for several, at most Meta's 10): the item's name
 * in the store's language, its price and preparation time, its main image, and an "Order" button opening that
 * item's signed order link in a tall web view. `messenger_extensions` only when the page's domain is whitelisted
 * on Meta (otherwise Messenger refuses the button).
 */
export function productCardMessage(input: {
  items: readonly CardItem[];
  /** The link each item's button opens, by item id. */
  orderUrls: ReadonlyMap<number, string>;
  store: { locales: readonly string[]; currency: string };
  locale: string;
  messengerExtensions: boolean;
}): { attachment: TemplateAttachment } {
  const { items, orderUrls, store, locale } = input;
  const elements = items.slice(0, messengerLimits.cardsPerMessage).map((item) => {
    const name = localizedText(item.names, locale, store.locales) || `#${item.id}`;
    const subtitle = [formatPrice(item.sellPrice, store.currency, locale), formatPreparation(item, locale)]
      .filter(Boolean)
      .join(' · ');
    const url = orderUrls.get(item.id);
    if (!url) throw new Error(`no order link for item ${item.id}`);
    return {
      title: clip(name, messengerLimits.cardTitleLength),
      subtitle: clip(subtitle, messengerLimits.cardSubtitleLength),
      image_url: item.mainImageUrl,
      buttons: [
        {
          type: 'web_url',
          title: clip(orderButtonTitle(locale), messengerLimits.buttonTitleLength),
          url,
          webview_height_ratio: 'tall',
          ...(input.messengerExtensions ? { messenger_extensions: true } : {}),
        },
      ],
    };
  });
  return {
    attachment: {
      type: 'template',
      payload: { template_type: 'generic', image_aspect_ratio: 'square', elements },
    },
  };
}
