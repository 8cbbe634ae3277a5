import { flowDocumentVersion, type FlowDocument, type FlowEdge, type FlowNode, type FlowNodeType } from '@app/contract';
import type { Connection, Edge, Node } from '@xyflow/react';
import { builderStepOf } from '../steps/builder-flow-steps.ts';
import { hasTargetHandle, remapHandles, sourceHandleIdsOf } from './flow-handles.ts';

export type FlowNodeData<T extends FlowNodeType = FlowNodeType> = Extract<FlowNode, { type: T }>['data'];

/** A node of the contract's document as React Flow holds it: same id, type, position and data. */
export type FlowCanvasNode = { [T in FlowNodeType]: Node<FlowNodeData<T>, T> }[FlowNodeType];
export type FlowCanvasEdge = Edge;

export type FlowCanvas = { nodes: FlowCanvasNode[]; edges: FlowCanvasEdge[] };

export function toCanvasNode(node: FlowNode): FlowCanvasNode {
  return {
    id: node.id,
    type: node.type,
    position: { ...node.position },
    data: node.data,
    // The start is where every conversation enters: there is exactly one and it stays.
    ...(builderStepOf(node.type).entry ? { deletable: false } : {}),
  } as FlowCanvasNode;
}

export function toCanvas(document: FlowDocument): FlowCanvas {
  return {
    nodes: document.nodes.map(toCanvasNode),
    edges: document.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      sourceHandle: edge.source_handle,
      target: edge.target,
    })),
  };
}

function documentData(node: FlowCanvasNode): FlowNodeData {
  return builderStepOf(node.type).documentData?.(node.data, node.id) ?? node.data;
}

/**
 * The canvas as the contract's document. Edges whose node or handle no longer exists are left out: they are
 * leftovers of an edit (a removed button), not branches the seller drew.
 */
export function toDocument({ nodes, edges }: FlowCanvas): FlowDocument {
  const handles = new Map(nodes.map((node) => [node.id, new Set(sourceHandleIdsOf(node))]));
  const targets = new Set(nodes.filter((node) => hasTargetHandle(node.type)).map((node) => node.id));
  return {
    version: flowDocumentVersion,
    nodes: nodes.map(
      (node) =>
        ({
          id: node.id,
          type: node.type,
          position: { x: Math.round(node.position.x), y: Math.round(node.position.y) },
          data: documentData(node),
        }) as FlowNode,
    ),
    edges: edges
      .filter((edge) => handles.get(edge.source)?.has(edge.sourceHandle ?? 'next') && targets.has(edge.target))
      .map((edge): FlowEdge => ({
        id: edge.id,
        source: edge.source,
        source_handle: edge.sourceHandle ?? 'next',
        target: edge.target,
      })),
  };
}

const randomPart = () => Math.random().toString(36).slice(2, 8);

export function createNodeId(type: FlowNodeType, taken: ReadonlySet<string>): string {
  let id = `${type}-${randomPart()}`;
  while (taken.has(id)) id = `${type}-${randomPart()}`;
  return id;
}

/** What a node holds when the seller adds it: valid for a draft save, to be filled in the panel. */
export function defaultNodeData<T extends FlowNodeType>(type: T): FlowNodeData<T> {
  return builderStepOf(type).defaultData() as FlowNodeData<T>;
}

export function createCanvasNode(
  type: FlowNodeType,
  position: { x: number; y: number },
  taken: ReadonlySet<string>,
): FlowCanvasNode {
  return toCanvasNode({ id: createNodeId(type, taken), type, position, data: defaultNodeData(type) } as FlowNode);
}

/** A connection the canvas accepts: into a node that has a way in, never from a node to itself. */
export function canConnect(connection: Pick<Connection, 'source' | 'target'>, nodes: FlowCanvasNode[]): boolean {
  if (!connection.source || !connection.target || connection.source === connection.target) return false;
  const target = nodes.find((node) => node.id === connection.target);
  return target !== undefined && hasTargetHandle(target.type);
}

/** One branch leaves a handle once: drawing it again moves it to the new target. */
export function connectEdge(edges: FlowCanvasEdge[], connection: Connection): FlowCanvasEdge[] {
  const handle = connection.sourceHandle ?? 'next';
  const kept = edges.filter((edge) => !(edge.source === connection.source && (edge.sourceHandle ?? 'next') === handle));
  return [
    ...kept,
    {
      id: `e-${randomPart()}${randomPart()}`,
      source: connection.source,
      sourceHandle: handle,
      target: connection.target,
    },
  ];
}

/** The node's new data, with its branches moved along with their buttons and quick replies (or dropped). */
export function changeNodeData(canvas: FlowCanvas, nodeId: string, data: FlowNodeData): FlowCanvas {
  const node = canvas.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return canvas;
  const changed = { ...node, data } as FlowCanvasNode;
  const mapping = remapHandles(node, changed);
  return {
    nodes: canvas.nodes.map((candidate) => (candidate.id === nodeId ? changed : candidate)),
    edges: canvas.edges.flatMap((edge) => {
      if (edge.source !== nodeId) return [edge];
      const moved = mapping.get(edge.sourceHandle ?? 'next');
      return moved ? [{ ...edge, sourceHandle: moved }] : [];
    }),
  };
}
