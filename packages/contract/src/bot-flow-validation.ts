import { flowStepOf } from './bot-flow-steps/flow-steps.ts';
import { flowFinding as finding, type FlowBranches, type FlowFinding } from './bot-flow-steps/flow-step-contract.ts';
import type { FlowDocument, FlowEdge, FlowNode } from './bot-flows.ts';

export type { FlowFinding } from './bot-flow-steps/flow-step-contract.ts';

/** What the rules need to know beyond the document: the page's flows (goto) and, optionally, its uploads. */
export type FlowValidationContext =
  ReadonlySet<number> | { flowExists(id: number): boolean; mediaExists?: (id: number) => boolean };

/**
 * Where a node's edges may leave: `required` branches must continue (a customer can take them), `optional` ones
 * may end the flow. `handover` and `goto` end it themselves.
 */
export function flowNodeBranches(node: FlowNode): FlowBranches {
  return flowStepOf(node).branches(node);
}

/** The uploads a document's nodes send (the page's owners must own them). */
export function flowDocumentUploads(document: Pick<FlowDocument, 'nodes'>): number[] {
  return document.nodes.flatMap((node) => flowStepOf(node).uploads(node));
}

/** Strongly connected parts of the graph over `through`'s nodes (Tarjan), each a loop when it has an edge. */
function loopsWithin(nodes: FlowNode[], edges: FlowEdge[], through: (node: FlowNode) => boolean): FlowFinding[] {
  const inside = new Set(nodes.filter(through).map((node) => node.id));
  const out = new Map<string, FlowEdge[]>();
  for (const edge of edges) {
    if (!inside.has(edge.source) || !inside.has(edge.target)) continue;
    out.set(edge.source, [...(out.get(edge.source) ?? []), edge]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of 200 nodes cannot overflow the call stack of a small runtime.
  for (const root of inside) {
    if (index.has(root)) continue;
    const work: { id: string; next: number }[] = [{ id: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const leaving = out.get(frame.id) ?? [];
      if (frame.next < leaving.length) {
        const target = leaving[frame.next++]!.target;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.id);
      components.push(component);
    }
  }
  const order = new Map(nodes.map((node, position) => [node.id, position]));
  const findings: FlowFinding[] = [];
  for (const component of components) {
    const members = new Set(component);
    const closing = edges.find((edge) => members.has(edge.source) && members.has(edge.target));
    if (!closing) continue;
    // The loop is shown on its first node in the document, with an edge of the loop leaving it.
    const first = [...members].sort((a, b) => order.get(a)! - order.get(b)!)[0]!;
    const edge = edges.find((item) => item.source === first && members.has(item.target)) ?? closing;
    findings.push({ code: 'loop-without-wait', node_id: first, edge_id: edge.id, field: null });
  }
  return findings.sort((a, b) => order.get(a.node_id!)! - order.get(b.node_id!)!);
}

/**
 * Whether a flow document can be published: every problem, in document order, each pointing at its node (and
 * edge, and field). Empty when it can run. Pure: the page's flows and uploads come in `context`.
 */
export function validateFlowDocument(document: FlowDocument, context: FlowValidationContext): FlowFinding[] {
  const lookups = 'flowExists' in context ? context : { flowExists: (id: number) => context.has(id) };
  const { nodes, edges } = document;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const problems: FlowFinding[] = [];

  const starts = nodes.filter((node) => node.type === 'start');
  if (starts.length === 0) problems.push(finding('no-start', null));
  if (starts.length > 1) for (const start of starts) problems.push(finding('many-starts', start.id));

  // Edges that join two nodes through a branch the source has; only these count for branches, loops and reach.
  const usable: FlowEdge[] = [];
  const taken = new Map<string, FlowEdge>();
  for (const edge of edges) {
    const source = byId.get(edge.source);
    if (!source || !byId.has(edge.target)) {
      problems.push(finding('edge-to-missing-node', source ? source.id : null, edge.id));
      continue;
    }
    const branches = flowNodeBranches(source);
    if (![...branches.required, ...branches.optional].includes(edge.source_handle)) {
      problems.push(finding('dangling-branch', source.id, edge.id, edge.source_handle));
      continue;
    }
    const key = `${edge.source}\u0000${edge.source_handle}`;
    if (taken.has(key)) {
      problems.push(finding('duplicate-branch', source.id, edge.id, edge.source_handle));
      continue;
    }
    taken.set(key, edge);
    usable.push(edge);
  }

  for (const node of nodes) {
    for (const branch of flowNodeBranches(node).required)
      if (!taken.has(`${node.id}\u0000${branch}`)) problems.push(finding('dangling-branch', node.id, null, branch));
    problems.push(...flowStepOf(node).findings(node, lookups));
  }

  // A customer's message or a wait must come between two passes of any loop, or one message would run forever.
  problems.push(...loopsWithin(nodes, usable, (node) => !flowStepOf(node).breaksLoops));

  if (starts.length > 0) {
    const reached = new Set(starts.map((start) => start.id));
    const queue = [...reached];
    const leaving = new Map<string, string[]>();
    for (const edge of usable) leaving.set(edge.source, [...(leaving.get(edge.source) ?? []), edge.target]);
    while (queue.length > 0) {
      for (const target of leaving.get(queue.shift()!) ?? [])
        if (!reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
    }
    for (const node of nodes) if (!reached.has(node.id)) problems.push(finding('unreachable-node', node.id));
  }

  const order = new Map(nodes.map((node, position) => [node.id, position]));
  const rank = (problem: FlowFinding) => (problem.node_id === null ? -1 : order.get(problem.node_id)!);
  // Stable: within a node, the order the rules found them.
  return problems
    .map((problem, at) => ({ problem, at }))
    .sort((a, b) => rank(a.problem) - rank(b.problem) || a.at - b.at)
    .map(({ problem }) => problem);
}
