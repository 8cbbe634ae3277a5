import type { FlowDocument, FlowProblem } from '@app/contract';

/** A problem as the builder lists it: the server's, or one read from a refused save or publish. */
export type BuilderProblem = Pick<FlowProblem, 'node_id' | 'edge_id' | 'message'> & {
  code: FlowProblem['code'] | 'invalid-field';
  field: string | null;
};

/**
 * The node a problem points at: its own, else the source of its edge (an edge into a missing node is fixed where it
 * leaves). Null for problems of the whole flow (no start).
 */
export function problemNodeId(problem: BuilderProblem, document: Pick<FlowDocument, 'edges'>): string | null {
  if (problem.node_id) return problem.node_id;
  if (problem.edge_id) return document.edges.find((edge) => edge.id === problem.edge_id)?.source ?? null;
  return null;
}

/** The problems of each node, for the red outline and the count on its card. */
export function problemsByNode(
  problems: readonly BuilderProblem[],
  document: Pick<FlowDocument, 'edges'>,
): Map<string, BuilderProblem[]> {
  const byNode = new Map<string, BuilderProblem[]>();
  for (const problem of problems) {
    const nodeId = problemNodeId(problem, document);
    if (nodeId) byNode.set(nodeId, [...(byNode.get(nodeId) ?? []), problem]);
  }
  return byNode;
}

type ErrorMap = Record<string, string[]> | string[] | undefined;

/**
 * A refused publish (422) names its problems `node:<id>` or `flow`; a refused save names the document's fields
 * (`draft.nodes.3.data.message`). Both become problems on the node they concern.
 */
export function problemsFromErrors(errors: ErrorMap, document: Pick<FlowDocument, 'nodes'>): BuilderProblem[] {
  if (!errors) return [];
  if (Array.isArray(errors)) return errors.map((message) => flowProblem(null, null, message));
  return Object.entries(errors).flatMap(([key, messages]) => {
    const nodeKey = /^node:(.+)$/.exec(key);
    const field = /^(?:draft\.)?nodes\.(\d+)(?:\.data\.(.+))?/.exec(key);
    let nodeId: string | null = null;
    let fieldName: string | null = null;
    if (nodeKey) nodeId = nodeKey[1] ?? null;
    else if (field) {
      nodeId = document.nodes[Number(field[1])]?.id ?? null;
      fieldName = field[2] ?? null;
    }
    return messages.map((message) => flowProblem(nodeId, fieldName, message));
  });
}

function flowProblem(nodeId: string | null, field: string | null, message: string): BuilderProblem {
  return { code: 'invalid-field', node_id: nodeId, edge_id: null, field, message };
}
