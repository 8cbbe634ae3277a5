import { describe, expect, it } from 'vitest';
import { categoryPlacementProblem, isYoutubeUrl, storeItemInputSchema, youtubeVideoId } from '../src/index.ts';

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a_B-c1D2e3F', 'a_B-c1D2e3F'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/live/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQx',
    'https://youtu.be/',
    'https://youtube.com/channel/UC1234567890',
    'https://evil.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    'not a link',
  ])('refuses %s', (link) => {
    expect(isYoutubeUrl(link)).toBe(false);
  });
});

describe('category placement', () => {
  // 1 > 2 > 3, and 4 at the top.
  const tree = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: null },
  ];

  it('allows a new category anywhere within four levels', () => {
    expect(categoryPlacementProblem(tree, null, null)).toBeNull();
    expect(categoryPlacementProblem(tree, null, 3)).toBeNull();
  });

  it('refuses a category under itself or its own subcategories', () => {
    expect(categoryPlacementProblem(tree, 1, 1)).toBe('cycle');
    expect(categoryPlacementProblem(tree, 1, 3)).toBe('cycle');
    expect(categoryPlacementProblem(tree, 2, 3)).toBe('cycle');
  });

  it('refuses a fifth level, counting the subcategories that move with it', () => {
    expect(categoryPlacementProblem([...tree, { id: 5, parentId: 3 }], null, 5)).toBe('too-deep');
    // 1 carries two levels below it: under 4 it would reach a fourth level (allowed), under 3 it is a cycle.
    expect(categoryPlacementProblem(tree, 1, 4)).toBeNull();
    expect(categoryPlacementProblem([...tree, { id: 5, parentId: 4 }], 1, 5)).toBe('too-deep');
    expect(categoryPlacementProblem(tree, 4, 3)).toBeNull();
  });
});

describe('product form', () => {
  const base = { store_id: 1, names: { ar: 'فستان' }, sell_price: '10' };

  it('requires the main image and reads a multipart form’s text', () => {
    const parsed = storeItemInputSchema.safeParse({
      ...base,
      main_image_url: 'https://app/media/1/x.png',
      visible: 'false',
      preparation_time: '3',
      preparation_unit: 'hours',
    });
    expect(parsed.success && parsed.data).toMatchObject({ sell_price: 10, visible: false, preparation_time: 3 });
    const missing = storeItemInputSchema.safeParse(base);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['main_image']);
  });

  it('refuses a price below zero or with more than two decimals, and a time without its unit', () => {
    const withImage = { ...base, main_image_url: 'https://app/media/1/x.png' };
    expect(storeItemInputSchema.safeParse({ ...withImage, sell_price: '-1' }).success).toBe(false);
    expect(storeItemInputSchema.safeParse({ ...withImage, sell_price: '1.005' }).success).toBe(false);
    expect(storeItemInputSchema.safeParse({ ...withImage, sell_price: '19.99' }).success).toBe(true);
    const noUnit = storeItemInputSchema.safeParse({ ...withImage, preparation_time: '2' });
    expect(noUnit.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['preparation_unit']);
  });
});
