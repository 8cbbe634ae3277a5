import { describe, expect, it } from 'vitest';
import { newestFirst, oldestFirst } from '../src/graph/list.ts';

describe('list order', () => {
  const made = [
    { id: 'a', createdAt: 1_000 },
    { id: 'b', createdAt: 2_000 },
    { id: 'c', createdAt: 2_000 },
    { id: 'd', createdAt: 3_000 },
  ];

  it('puts the later of two records made in the same millisecond first when newest come first', () => {
    expect(newestFirst(made).map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('keeps creation order for the same millisecond when oldest come first', () => {
    expect(oldestFirst(made).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
