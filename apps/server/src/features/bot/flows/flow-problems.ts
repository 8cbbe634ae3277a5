import type { AppLocale, FlowFinding, FlowProblem } from '@app/contract';
import type { FieldMessage } from '../../../platform/http/app-error.ts';
import { translate, type MessageKey } from '../../../platform/i18n/messages.ts';

/** The message of a finding: an edge leaving from a branch the node lacks reads differently from a loose branch. */
function messageOf(finding: FlowFinding): { key: MessageKey; params: Record<string, string> } {
  const edgeFromMissingBranch = finding.code === 'dangling-branch' && finding.edge_id !== null;
  const key: MessageKey = edgeFromMissingBranch ? 'flow-problem-dangling-branch-edge' : `flow-problem-${finding.code}`;
  return { key, params: { field: finding.field ?? '' } };
}

/** The problems `check` answers, worded in the request's language. */
export function localizeFlowProblems(findings: FlowFinding[], locale: AppLocale): FlowProblem[] {
  return findings.map((finding) => {
    const { key, params } = messageOf(finding);
    return { ...finding, message: translate(locale, key, params) };
  });
}

/** The 422 of a refused publish: messages keyed `node:<id>`, or `flow` for what belongs to no node. */
export function publishErrorsOf(findings: FlowFinding[]): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  for (const finding of findings) {
    const messages = (errors[finding.node_id === null ? 'flow' : `node:${finding.node_id}`] ??= []);
    messages.push(messageOf(finding));
  }
  return errors;
}
