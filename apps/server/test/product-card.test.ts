import { describe, expect, it } from 'vitest';
import { storeLocales } from '@app/contract/store-locales';
import {
  formatPrice,
  orderButtonTitle,
  productCardMessage,
  type CardItem,
} from '../src/features/orders/cards/product-card.ts';
import { webViewOrigin } from '../src/features/orders/cards/product-cards.ts';

const item = (id: number, overrides: Partial<CardItem> = {}): CardItem => ({
  id,
  names: { ar: `فستان ${id}`, en: `Dress ${id}` },
  sellPrice: 150000,
  preparationTime: null,
  preparationUnit: null,
  mainImageUrl: `https://cdn.example/${id}.jpg`,
  ...overrides,
});
const store = { locales: ['ar', 'en'], currency: 'SYP' };
const urls = (ids: number[]) => new Map(ids.map((id) => [id, `https://shop.example/order/token-${id}`]));

type Element = {
  title: string;
  subtitle: string;
  image_url: string;
  buttons: Array<Record<string, unknown>>;
};
const elementsOf = (message: ReturnType<typeof productCardMessage>) => message.attachment.payload.elements as Element[];

describe('product card', () => {
  it('is a generic template with one card per item: name, price, main image and a tall Order button', () => {
    const message = productCardMessage({
      items: [item(1), item(2)],
      orderUrls: urls([1, 2]),
      store,
      locale: 'en',
      messengerExtensions: false,
    });
    expect(message.attachment.type).toBe('template');
    expect(message.attachment.payload).toMatchObject({ template_type: 'generic', image_aspect_ratio: 'square' });
    const [first, second] = elementsOf(message);
    expect(first).toMatchObject({
      title: 'Dress 1',
      image_url: 'https://cdn.example/1.jpg',
      buttons: [
        {
          type: 'web_url',
          title: 'Order',
          url: 'https://shop.example/order/token-1',
          webview_height_ratio: 'tall',
        },
      ],
    });
    expect(first!.subtitle).toContain('150,000');
    expect(first!.buttons[0]).not.toHaveProperty('messenger_extensions');
    expect(second!.buttons[0]!.url).toBe('https://shop.example/order/token-2');
  });

  it("speaks the store's language, falling back to its first language for a missing name", () => {
    const [card] = elementsOf(
      productCardMessage({
        items: [item(1, { names: { en: 'Only English' } })],
        orderUrls: urls([1]),
        store,
        locale: 'ar',
        messengerExtensions: false,
      }),
    );
    expect(card!.title).toBe('Only English');
    expect(card!.buttons[0]!.title).toBe('اطلب الآن');
  });

  it('shows the preparation time in the locale', () => {
    const [card] = elementsOf(
      productCardMessage({
        items: [item(1, { preparationTime: 3, preparationUnit: 'days' })],
        orderUrls: urls([1]),
        store,
        locale: 'en',
        messengerExtensions: false,
      }),
    );
    expect(card!.subtitle).toMatch(/ · ⏱ 3 days$/);
  });

  it("keeps Meta's limits: 10 cards, 80-character title and subtitle, 20-character button title", () => {
    const items = Array.from({ length: 12 }, (_, index) =>
      item(index + 1, { names: { en: 'ي'.repeat(120) }, preparationTime: 45, preparationUnit: 'minutes' }),
    );
    const elements = elementsOf(
      productCardMessage({
        items,
        orderUrls: urls(items.map((one) => one.id)),
        store: { locales: ['en'], currency: 'USD' },
        locale: 'en',
        messengerExtensions: true,
      }),
    );
    expect(elements).toHaveLength(10);
    for (const element of elements) {
      expect([...element.title].length).toBe(80);
      expect([...element.subtitle].length).toBeLessThanOrEqual(80);
      expect(element.buttons[0]).toMatchObject({ messenger_extensions: true });
    }
    for (const locale of storeLocales) expect([...orderButtonTitle(locale)].length).toBeLessThanOrEqual(20);
  });

  it("prints a currency Intl does not know as the seller's code", () => {
    expect(formatPrice(12.5, 'XYZW', 'en')).toBe('12.5 XYZW');
    expect(formatPrice(12.5, 'USD', 'en')).toBe('$12.50');
  });

  it("takes the page's domain as an origin, a bare host as https", () => {
    expect(webViewOrigin('shop.example')).toBe('https://shop.example');
    expect(webViewOrigin('https://shop.example/path')).toBe('https://shop.example');
    expect(webViewOrigin('  ')).toBeNull();
    expect(webViewOrigin(null)).toBeNull();
  });
});
