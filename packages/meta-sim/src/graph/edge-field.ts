import type { FieldSpec } from '../fields.ts';

// An edge requested as a field, e.g. comments.limit(5).summary(true){message}
export function edgeAsField<T>(
  items: T[],
  spec: FieldSpec,
  render: (item: T, children: FieldSpec[] | null) => unknown,
): Record<string, unknown> {
  const limit = spec.modifiers.limit !== undefined ? Math.max(0, Number(spec.modifiers.limit) || 0) : 25;
  const out: Record<string, unknown> = { data: items.slice(0, limit).map((item) => render(item, spec.children)) };
  if (spec.modifiers.summary === 'true' || spec.modifiers.summary === '1') {
    out.summary = { total_count: items.length, can_comment: true, order: 'chronological' };
  }
  return out;
}
