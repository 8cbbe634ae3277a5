import type { FlowNode, FlowNodeType } from '@app/contract';
import { builderStepOf } from '../steps/builder-flow-steps.ts';

/** What a branch leaving a node means; the node card shows a row per handle and the panel names them. */
export type FlowHandleKind = 'next' | 'button' | 'reply' | 'answered' | 'true' | 'false';

export type FlowHandle = {
  /** The edge's `source_handle` (contract: `next`, `button:<i>`, `card:<c>:button:<i>`, `reply:<i>`, …). */
  id: string;
  kind: FlowHandleKind;
  /** The button's or quick reply's title as the seller wrote it, for those kinds. */
  title?: string;
  /** The object the branch belongs to (a button, a quick reply), so edges follow it when the list changes. */
  owner?: object;
};

/** A node's kind with its data, still tied together (so `data` narrows with `type`). */
type NodeShape = { [K in FlowNodeType]: Pick<Extract<FlowNode, { type: K }>, 'type' | 'data'> }[FlowNodeType];

/** Every kind but the flow's entry has a way in. */
export function hasTargetHandle(type: FlowNodeType): boolean {
  return !builderStepOf(type).entry;
}

/** Where branches can leave a node, in the order its card shows them. */
export function sourceHandlesOf(node: NodeShape): FlowHandle[] {
  return builderStepOf(node.type).handles(node.data);
}

export function sourceHandleIdsOf(node: NodeShape): string[] {
  return sourceHandlesOf(node).map((handle) => handle.id);
}

/**
 * The handle ids of a node before and after an edit of its data, old id → new id. A branch follows its button or
 * quick reply when one before it is removed (`button:1` becomes `button:0`); one whose button is gone, or became a
 * link, maps to nothing.
 */
export function remapHandles(before: NodeShape, after: NodeShape): Map<string, string | null> {
  const oldHandles = sourceHandlesOf(before);
  const newHandles = sourceHandlesOf(after);
  const newByOwner = new Map(newHandles.filter((h) => h.owner).map((h) => [h.owner, h.id]));
  const oldOwners = new Set(oldHandles.map((h) => h.owner).filter(Boolean));
  const claimed = new Set<string>();
  const mapping = new Map<string, string | null>();
  for (const handle of oldHandles) {
    const moved = handle.owner ? newByOwner.get(handle.owner) : undefined;
    if (moved !== undefined) {
      mapping.set(handle.id, moved);
      claimed.add(moved);
    }
  }
  for (const handle of oldHandles) {
    if (mapping.has(handle.id)) continue;
    // An edited button is a new object in the same place: its branch stays, unless another button moved there.
    const same = newHandles.find(
      (candidate) =>
        candidate.id === handle.id &&
        !claimed.has(candidate.id) &&
        (!candidate.owner || !oldOwners.has(candidate.owner)),
    );
    mapping.set(handle.id, same ? same.id : null);
    if (same) claimed.add(same.id);
  }
  return mapping;
}
