import type { StoreCategory } from '@app/contract';

export type CategoryOption = { value: number; title: string; disabled?: boolean; children: CategoryOption[] };

/** The category tree as a TreeSelect's options; `excluded` (a category being moved) cannot be its own parent. */
export function categoryOptions(nodes: StoreCategory[], excluded?: number): CategoryOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    ...(node.id === excluded ? { disabled: true } : {}),
    children: categoryOptions(node.subcategories, excluded),
  }));
}
