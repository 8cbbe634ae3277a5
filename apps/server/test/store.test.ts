import { storeEndpoints as endpoints, type StoreCategory, type StoreItem } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFeatures, webviewTemplates } from '../src/platform/db/schema.ts';
import { createOwner } from './fixtures.ts';
import { pngOf } from './publishing-samples.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
type Seller = { token: string; pageId: number; headers: Record<string, string>; userId: number };
let seller: Seller;
let other: Seller;

async function storeSeller(): Promise<Seller> {
  const owner = await createOwner(server.runtime.database.db);
  await server.runtime.database.db.insert(pageFeatures).values({ pageId: owner.page.id, slug: 'store' });
  const session = await server.login(owner.user.username, owner.password);
  return {
    token: session.access_token,
    pageId: owner.page.id,
    userId: owner.user.id,
    headers: { locale: 'en', 'page-id': String(owner.page.id) },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  seller = await storeSeller();
  other = await storeSeller();
});
afterAll(async () => {
  await server?.stop();
});

const as = (who: Seller) => ({ token: who.token, headers: who.headers });

async function newStore(who: Seller, name = 'Shop', pageIds: number[] = []) {
  const made = await server.call(endpoints.createStore, { ...as(who), body: { name, page_ids: pageIds } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.store;
}

async function saveCategory(who: Seller, body: Record<string, unknown>, id?: number) {
  return server.request<{ category: StoreCategory; errors?: Record<string, string[]> }>(
    'POST',
    `/api/store/categories/process${id ? `/${id}` : ''}`,
    { ...as(who), body },
  );
}

/** The product form as the web sends it: multipart, lists and objects as JSON text, the main image a file. */
async function saveItemForm(
  who: Seller,
  fields: Record<string, unknown>,
  options: { id?: number; image?: boolean } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  if (options.image !== false) form.append('main_image', new Blob([pngOf(30, 30)], { type: 'image/png' }), 'dress.png');
  const response = await fetch(`${server.baseUrl}/api/store/items/process${options.id ? `/${options.id}` : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, ...who.headers },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { item: StoreItem; errors: Record<string, string[]> },
  };
}

describe('stores and settings', () => {
  it('opens a store on a page, lists it, and saves its settings', async () => {
    const store = await newStore(seller, 'Fashion', [seller.pageId]);
    expect(store).toMatchObject({ name: 'Fashion', locales: ['ar', 'en'], currency: 'SYP', page_ids: [seller.pageId] });
    const list = await server.call(endpoints.stores, as(seller));
    expect(list.body.stores.map((entry) => entry.id)).toEqual([store.id]);

    const [form] = await server.runtime.database.db
      .insert(webviewTemplates)
      .values({ ownerUserId: seller.userId, name: 'Order form', fields: [] })
      .returning();
    const saved = await server.call(endpoints.saveSettings, {
      ...as(seller),
      params: { id: store.id },
      body: {
        name: 'Fashion house',
        locales: ['en', 'ar', 'fr'] as ('en' | 'ar' | 'fr')[],
        currency: 'USD',
        contact: { phone: '+963944000111', whatsapp: '', email: 'shop@example.com', address: 'Damascus' },
        order_form_id: form!.id,
        page_ids: [seller.pageId],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      name: 'Fashion house',
      locales: ['en', 'ar', 'fr'],
      currency: 'USD',
      order_form_id: form!.id,
      order_forms: [{ id: form!.id, name: 'Order form' }],
    });
    const read = await server.call(endpoints.settings, { ...as(seller), params: { id: store.id } });
    expect(read.body.settings.contact.email).toBe('shop@example.com');
  });

  it('refuses a bad phone, a language twice, another owner’s order form and another owner’s page', async () => {
    const store = await newStore(seller, 'Second');
    const [theirForm] = await server.runtime.database.db
      .insert(webviewTemplates)
      .values({ ownerUserId: other.userId, name: 'Theirs', fields: [] })
      .returning();
    const base = {
      name: 'Second',
      locales: ['ar'] as 'ar'[],
      currency: 'SYP',
      contact: { phone: '', whatsapp: '', email: '', address: '' },
      order_form_id: null,
      page_ids: [] as number[],
    };
    const badPhone = await server.callInvalid(endpoints.saveSettings, {
      ...as(seller),
      params: { id: store.id },
      body: { ...base, contact: { ...base.contact, phone: '12' }, locales: ['ar', 'ar'] as never },
    });
    expect(badPhone.status).toBe(422);
    expect(Object.keys(badPhone.body.errors)).toEqual(expect.arrayContaining(['contact.phone', 'locales']));
    const theirs = await server.callInvalid(endpoints.saveSettings, {
      ...as(seller),
      params: { id: store.id },
      body: { ...base, order_form_id: theirForm!.id },
    });
    expect(theirs.body.errors.order_form_id).toEqual(['The chosen order form does not exist.']);
    const notMine = await server.callInvalid(endpoints.saveSettings, {
      ...as(seller),
      params: { id: store.id },
      body: { ...base, page_ids: [other.pageId] },
    });
    expect(notMine.body.errors.page_ids).toBeDefined();
  });

  it('moves a page between the owner’s own stores: a page sells from one store', async () => {
    const first = await newStore(seller, 'One', []);
    const second = await newStore(seller, 'Two', [seller.pageId]);
    expect(second.page_ids).toEqual([seller.pageId]);
    const list = await server.call(endpoints.stores, as(seller));
    const withPage = list.body.stores.filter((entry) => entry.page_ids.includes(seller.pageId));
    expect(withPage.map((entry) => entry.id)).toEqual([second.id]);
    await server.call(endpoints.deleteStore, { ...as(seller), params: { id: first.id } });
  });

  it('keeps stores to their owner: 404 for another owner, 4xx for an id out of range, 403 without the feature', async () => {
    const theirs = await newStore(other, 'Theirs');
    const refused = await server.callRefused(endpoints.settings, { ...as(seller), params: { id: theirs.id } });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('The item does not exist or you are not authorized.');
    expect((await server.callRefused(endpoints.deleteStore, { ...as(seller), params: { id: theirs.id } })).status).toBe(
      404,
    );
    const outOfRange = await server.request('GET', '/api/store/settings/99999999999', as(seller));
    expect(outOfRange.status).toBe(422);
    const bare = await createOwner(server.runtime.database.db);
    const session = await server.login(bare.user.username, bare.password);
    const noFeature = await server.callRefused(endpoints.stores, {
      token: session.access_token,
      headers: { 'page-id': String(bare.page.id) },
    });
    expect(noFeature.status).toBe(403);
    expect((await server.call(endpoints.stores, as(other))).body.stores.map((entry) => entry.name)).toEqual(['Theirs']);
  });
});

describe('categories', () => {
  it('builds a tree with parent names, levels and item counts, and refuses cycles and depth', async () => {
    const store = await newStore(seller, 'Tree');
    const women = await saveCategory(seller, { store_id: store.id, names: { ar: 'نساء', en: 'Women' } });
    expect(women.status).toBe(200);
    const dresses = await saveCategory(seller, {
      store_id: store.id,
      names: { ar: 'فساتين', en: 'Dresses' },
      parent_id: women.body.category.id,
    });
    expect(dresses.body.category).toMatchObject({ name: 'Dresses', parent_name: 'Women', level: 1 });
    const evening = await saveCategory(seller, {
      store_id: store.id,
      names: { ar: 'سهرة' },
      parent_id: dresses.body.category.id,
    });
    const cycle = await saveCategory(
      seller,
      { store_id: store.id, names: { ar: 'نساء' }, parent_id: evening.body.category.id },
      women.body.category.id,
    );
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors!.parent_id).toEqual([
      'A category cannot be placed inside itself or one of its own subcategories.',
    ]);
    const fourth = await saveCategory(seller, {
      store_id: store.id,
      names: { ar: 'قصيرة' },
      parent_id: evening.body.category.id,
    });
    expect(fourth.status).toBe(200);
    const tooDeep = await saveCategory(seller, {
      store_id: store.id,
      names: { ar: 'أعمق' },
      parent_id: fourth.body.category.id,
    });
    expect(tooDeep.body.errors!.parent_id).toEqual(['Categories can be nested at most 4 levels deep.']);
    const noDefault = await saveCategory(seller, { store_id: store.id, names: { en: 'Only English' } });
    expect(noDefault.body.errors!['names.ar']).toBeDefined();
    const foreign = await saveCategory(seller, { store_id: store.id, names: { ar: 'أ', fr: 'Femmes' } });
    expect(foreign.body.errors!['names.fr']).toBeDefined();

    await saveItemForm(seller, {
      store_id: String(store.id),
      category_id: String(dresses.body.category.id),
      names: { ar: 'فستان', en: 'Dress' },
      sell_price: '100',
    });
    const tree = await server.call(endpoints.categories, { ...as(seller), params: { storeId: store.id } });
    expect(tree.body.categories).toHaveLength(1);
    const counted = (await server.call(endpoints.stores, as(seller))).body.stores.find(
      (entry) => entry.id === store.id,
    );
    expect(counted).toMatchObject({ categories_count: 4, items_count: 1 });
    const top = tree.body.categories[0]!;
    expect(top).toMatchObject({ name: 'Women', level: 0, parent_name: null, items_count: 0 });
    expect(top.locales).toEqual([
      { locale: 'ar', name: 'نساء' },
      { locale: 'en', name: 'Women' },
    ]);
    expect(top.subcategories[0]).toMatchObject({ name: 'Dresses', items_count: 1, level: 1 });
    expect(top.subcategories[0]!.subcategories[0]!.subcategories[0]!.level).toBe(3);

    // Deleting a category takes its subcategories; their items stay in the store without a category.
    await server.call(endpoints.deleteCategory, { ...as(seller), params: { id: women.body.category.id } });
    const after = await server.call(endpoints.categories, { ...as(seller), params: { storeId: store.id } });
    expect(after.body.categories).toEqual([]);
    const items = await server.call(endpoints.items, { ...as(seller), params: { storeId: store.id }, query: {} });
    expect(items.body.items.map((item) => item.category_id)).toEqual([null]);
  });

  it('reorders siblings with the whole list, and refuses a partial list and another owner’s category', async () => {
    const store = await newStore(seller, 'Order');
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C'])
      ids.push((await saveCategory(seller, { store_id: store.id, names: { ar: name } })).body.category.id);
    const reordered = await server.call(endpoints.reorderCategories, {
      ...as(seller),
      params: { storeId: store.id },
      body: { parent_id: null, ids: [ids[2]!, ids[0]!, ids[1]!] },
    });
    expect(reordered.status).toBe(204);
    const tree = await server.call(endpoints.categories, { ...as(seller), params: { storeId: store.id } });
    expect(tree.body.categories.map((category) => category.name)).toEqual(['C', 'A', 'B']);
    const partial = await server.callInvalid(endpoints.reorderCategories, {
      ...as(seller),
      params: { storeId: store.id },
      body: { parent_id: null, ids: [ids[0]!] },
    });
    expect(partial.status).toBe(422);
    const theirs = await newStore(other, 'Other tree');
    const theirCategory = await saveCategory(other, { store_id: theirs.id, names: { ar: 'لهم' } });
    expect(
      (await saveCategory(seller, { store_id: store.id, names: { ar: 'x' } }, theirCategory.body.category.id)).status,
    ).toBe(404);
    expect((await saveCategory(seller, { store_id: theirs.id, names: { ar: 'x' } })).status).toBe(404);
    expect(
      (
        await server.callRefused(endpoints.deleteCategory, {
          ...as(seller),
          params: { id: theirCategory.body.category.id },
        })
      ).status,
    ).toBe(404);
    const parentElsewhere = await saveCategory(seller, {
      store_id: store.id,
      names: { ar: 'x' },
      parent_id: theirCategory.body.category.id,
    });
    expect(parentElsewhere.body.errors!.parent_id).toEqual(['The chosen category is not in this store.']);
  });
});

describe('items', () => {
  it('saves a product with its picture, lists, searches, pages, hides, reorders and deletes it', async () => {
    const store = await newStore(seller, 'Items');
    const made = await saveItemForm(seller, {
      store_id: String(store.id),
      names: { ar: 'فستان سهرة', en: 'Evening dress' },
      descriptions: { en: 'Long, blue' },
      sell_price: '150000',
      original_price: '180000',
      stock_status: 'in_stock',
      visible: 'true',
      preparation_time: '2',
      preparation_unit: 'days',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      image_urls: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const item = made.body.item;
    expect(item).toMatchObject({
      name: 'Evening dress',
      sell_price: 150000,
      original_price: 180000,
      preparation_unit: 'days',
    });
    expect(item.main_image_url).toMatch(new RegExp(`^${server.config.appUrl}/media/`));
    const picture = await fetch(item.main_image_url.replace(server.config.appUrl, server.baseUrl));
    expect(picture.status).toBe(200);

    // More pictures are uploaded one at a time, then named by address.
    const upload = new FormData();
    upload.append('image', new Blob([pngOf(20, 20)], { type: 'image/png' }), 'side.png');
    const uploaded = await fetch(`${server.baseUrl}/api/store/images/${store.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, ...seller.headers },
      body: upload,
    });
    const { url } = (await uploaded.json()) as { url: string };
    const edited = await server.request<{ item: { image_urls: string[]; main_image_url: string } }>(
      'POST',
      `/api/store/items/process/${item.id}`,
      {
        ...as(seller),
        body: {
          store_id: store.id,
          names: { ar: 'فستان سهرة', en: 'Evening dress' },
          sell_price: 140000,
          main_image_url: item.main_image_url,
          image_urls: [url],
        },
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.item.image_urls).toEqual([url]);

    const second = await saveItemForm(seller, {
      store_id: String(store.id),
      names: { ar: 'حقيبة', en: 'Bag' },
      sell_price: '50',
    });
    const third = await saveItemForm(seller, {
      store_id: String(store.id),
      names: { ar: 'وشاح', en: 'Scarf' },
      sell_price: '20.5',
    });
    const search = await server.call(endpoints.items, {
      ...as(seller),
      params: { storeId: store.id },
      query: { search: 'وشاح' },
    });
    expect(search.body.items.map((entry) => entry.name)).toEqual(['Scarf']);
    const paged = await server.call(endpoints.items, {
      ...as(seller),
      params: { storeId: store.id },
      query: { page: 2, per_page: 2 },
    });
    expect(paged.body).toMatchObject({ total: 3, page: 2, currency: 'SYP' });
    expect(paged.body.items.map((entry) => entry.name)).toEqual(['Scarf']);

    const hidden = await server.call(endpoints.setItemVisible, {
      ...as(seller),
      params: { id: item.id },
      body: { visible: false },
    });
    expect(hidden.body.item.visible).toBe(false);
    await server.call(endpoints.reorderItems, {
      ...as(seller),
      params: { storeId: store.id },
      body: { parent_id: null, ids: [third.body.item.id, item.id] },
    });
    const ordered = await server.call(endpoints.items, { ...as(seller), params: { storeId: store.id }, query: {} });
    expect(ordered.body.items.map((entry) => entry.name)).toEqual(['Scarf', 'Bag', 'Evening dress']);

    await server.call(endpoints.deleteItem, { ...as(seller), params: { id: second.body.item.id } });
    expect(
      (await server.callRefused(endpoints.item, { ...as(seller), params: { id: second.body.item.id } })).status,
    ).toBe(404);
  });

  it('refuses a product without its main image, a bad YouTube link, a picture from elsewhere, a negative price', async () => {
    const store = await newStore(seller, 'Rules');
    const noImage = await saveItemForm(
      seller,
      { store_id: String(store.id), names: { ar: 'بلا صورة' }, sell_price: '1', youtube_url: 'https://vimeo.com/123' },
      { image: false },
    );
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors.main_image).toEqual([
      'A product needs at least one image, and the main product image is required',
    ]);
    expect(noImage.body.errors.youtube_url).toEqual(['The YouTube link must be valid']);
    const elsewhere = await server.request<{ errors: Record<string, string[]> }>('POST', '/api/store/items/process', {
      ...as(seller),
      body: {
        store_id: store.id,
        names: { ar: 'x' },
        sell_price: 1,
        main_image_url: 'https://elsewhere.example/x.png',
      },
    });
    expect(elsewhere.body.errors.main_image).toBeDefined();
    const negative = await saveItemForm(seller, { store_id: String(store.id), names: { ar: 'x' }, sell_price: '-5' });
    expect(negative.body.errors.sell_price).toBeDefined();
    const arabic = await server.request<{ errors: Record<string, string[]> }>('POST', '/api/store/items/process', {
      token: seller.token,
      headers: { ...seller.headers, locale: 'ar' },
      body: { store_id: store.id, names: { ar: 'x' }, sell_price: 1, youtube_url: 'https://youtube.com/watch?v=short' },
    });
    expect(arabic.body.errors.youtube_url).toEqual(['يجب أن يكون رابط يوتيوب صالحًا']);
  });

  it('keeps items to their owner', async () => {
    const theirs = await newStore(other, 'Their items');
    const theirItem = await saveItemForm(other, { store_id: String(theirs.id), names: { ar: 'لهم' }, sell_price: '1' });
    const id = theirItem.body.item.id;
    expect((await server.callRefused(endpoints.item, { ...as(seller), params: { id } })).status).toBe(404);
    expect((await server.callRefused(endpoints.deleteItem, { ...as(seller), params: { id } })).status).toBe(404);
    expect(
      (await server.callRefused(endpoints.setItemVisible, { ...as(seller), params: { id }, body: { visible: false } }))
        .status,
    ).toBe(404);
    const intoTheirs = await saveItemForm(seller, { store_id: String(theirs.id), names: { ar: 'x' }, sell_price: '1' });
    expect(intoTheirs.status).toBe(404);
    const list = await server.callRefused(endpoints.items, {
      ...as(seller),
      params: { storeId: theirs.id },
      query: {},
    });
    expect(list.status).toBe(404);
  });
});
