import { messengerLimits, type AppLocale, type FlowDocument, type FlowFinding, type FlowProblem } from '@app/contract';
import type { FieldMessage } from '../../../platform/http/app-error.ts';
import { translate, type MessageKey } from '../../../platform/i18n/messages.ts';

type Message = { key: MessageKey; params: Record<string, string | number> };

/**
 * The message of a finding, read with its document: an edge leaving from a branch the node lacks reads differently
 * from a loose branch, and a message's text over Meta's limit from a missing one.
 */
function messageOf(finding: FlowFinding, document: FlowDocument): Message {
  const params = { field: finding.field ?? '' };
  if (finding.code === 'dangling-branch' && finding.edge_id !== null)
    return { key: 'flow-problem-dangling-branch-edge', params };
  if (finding.code === 'message-invalid' && finding.field === 'message') {
    const node = document.nodes.find((item) => item.id === finding.node_id);
    if (node?.type === 'message' && node.data.message.length > 0)
      return { key: 'flow-problem-message-too-long', params: { max: messengerLimits.buttonTemplateTextLength } };
  }
  return { key: `flow-problem-${finding.code}`, params };
}

/** The problems `check` answers, worded in the request's language. */
export function localizeFlowProblems(
  findings: FlowFinding[],
  document: FlowDocument,
  locale: AppLocale,
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
