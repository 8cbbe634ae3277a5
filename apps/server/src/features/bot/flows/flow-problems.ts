import type { InterfaceLocale, FlowDocument, FlowFinding, FlowProblem } from '@app/contract';
import type { FieldMessage } from '../../../platform/http/app-error.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import type { FlowProblemWording } from './steps/flow-step-kind.ts';
import { serverFlowStepOf } from './steps/flow-steps.ts';

/**
 * The message of a finding, read with its document: an edge leaving from a branch the node lacks reads differently
 * from a loose branch, and a node's kind may word its own findings by what the node holds.
 */
function messageOf(finding: FlowFinding, document: FlowDocument): FlowProblemWording {
  const params = { field: finding.field ?? '' };
  if (finding.code === 'dangling-branch' && finding.edge_id !== null)
    return { key: 'flow-problem-dangling-branch-edge', params };
  const node = document.nodes.find((item) => item.id === finding.node_id);
  const worded = node ? serverFlowStepOf(node).problemWording?.(finding, node) : null;
  return worded ?? { key: `flow-problem-${finding.code}`, params };
}

/** The problems `check` answers, worded in the request's language. */
export function localizeFlowProblems(
  findings: FlowFinding[],
  document: FlowDocument,
  locale: InterfaceLocale,
): FlowProblem[] {
  return findings.map((finding) => {
    const { key, params } = messageOf(finding, document);
    return { ...finding, message: translate(locale, key, params) };
  });
}

/** The 422 of a refused publish: messages keyed `node:<id>`, or `flow` for what belongs to no node. */
export function publishErrorsOf(findings: FlowFinding[], document: FlowDocument): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  for (const finding of findings) {
    const messages = (errors[finding.node_id === null ? 'flow' : `node:${finding.node_id}`] ??= []);
    messages.push(messageOf(finding, document));
  }
  return errors;
}
