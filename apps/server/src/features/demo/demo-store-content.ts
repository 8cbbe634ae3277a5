// The demo store's catalogue: Arabic and English, one nested category, pictures the simulator draws.

export const demoStoreCategories = [
  { key: 'women', names: { ar: 'ملابس نسائية', en: "Women's clothing" }, parent: null },
  { key: 'dresses', names: { ar: 'فساتين', en: 'Dresses' }, parent: 'women' },
  { key: 'accessories', names: { ar: 'إكسسوارات', en: 'Accessories' }, parent: null },
] as const;

export type DemoStoreCategoryKey = (typeof demoStoreCategories)[number]['key'];

/** `picture`: the simulator's picture seed (its last two letters are drawn on it). */
export const demoStoreItems: {
  category: DemoStoreCategoryKey;
  names: { ar: string; en: string };
  descriptions: { ar: string; en: string };
  sellPrice: number;
  originalPrice: number | null;
  stock: 'in_stock' | 'out_of_stock';
  preparation: { time: number; unit: 'days' | 'hours' } | null;
  picture: string;
  youtube?: string;
}[] = [
  {
    category: 'dresses',
    names: { ar: 'فستان سهرة أزرق', en: 'Blue evening dress' },
    descriptions: { ar: 'فستان طويل من الساتان، مقاسات S إلى XL.', en: 'Long satin dress, sizes S to XL.' },
    sellPrice: 450_000,
    originalPrice: 520_000,
    stock: 'in_stock',
    preparation: { time: 2, unit: 'days' },
    picture: 'store-evening-dress-ED',
    youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    category: 'dresses',
    names: { ar: 'فستان صيفي مزهر', en: 'Floral summer dress' },
    descriptions: { ar: 'قطن خفيف، مناسب للنهار.', en: 'Light cotton, for the day.' },
    sellPrice: 275_000,
    originalPrice: null,
    stock: 'in_stock',
    preparation: null,
    picture: 'store-summer-dress-SD',
  },
  {
    category: 'women',
    names: { ar: 'عباية سوداء مطرزة', en: 'Embroidered black abaya' },
    descriptions: { ar: 'تطريز يدوي على الأكمام.', en: 'Hand embroidery on the sleeves.' },
    sellPrice: 390_000,
    originalPrice: null,
    stock: 'out_of_stock',
    preparation: { time: 5, unit: 'days' },
    picture: 'store-abaya-AB',
  },
  {
    category: 'accessories',
    names: { ar: 'حقيبة يد جلدية', en: 'Leather handbag' },
    descriptions: { ar: 'جلد طبيعي، لون بني.', en: 'Genuine leather, brown.' },
    sellPrice: 320_000,
    originalPrice: 360_000,
    stock: 'in_stock',
    preparation: null,
    picture: 'store-handbag-HB',
  },
  {
    category: 'accessories',
    names: { ar: 'وشاح حرير', en: 'Silk scarf' },
    descriptions: { ar: 'حرير طبيعي بألوان متعددة.', en: 'Pure silk, several colours.' },
    sellPrice: 95_000,
    originalPrice: null,
    stock: 'in_stock',
    preparation: { time: 3, unit: 'hours' },
    picture: 'store-scarf-SC',
  },
];
