import type { z } from 'zod';
import { botMessageFields, checkBotMessage } from '../../bot.ts';
import { productItemIds } from '../../replies.ts';
import { defineFlowStep, flowFinding, flowNodeSchemaOf, type FlowCheckLookups } from '../flow-step-contract.ts';
import { flowMessageBranches } from './message-branches.ts';

/** A flow's message as the bot form makes it; product cards are made per subscriber when the run reaches it. */
const schema = flowNodeSchemaOf('message', { ...botMessageFields, item_ids: productItemIds });
type MessageNode = z.infer<typeof schema>;

/** The fields of a message that break the bot message rules (the bot form's own check), in order. */
function messageFaults(node: MessageNode, mediaExists: FlowCheckLookups['mediaExists']): string[] {
  const faults: string[] = [];
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[] }) => {
      const field = String(issue.path?.[0] ?? 'message');
      if (!faults.includes(field)) faults.push(field);
    },
  } as unknown as z.RefinementCtx;
  const { media_id: mediaId } = node.data;
  const mediaPresent = mediaId !== null && (mediaExists?.(mediaId) ?? true);
  checkBotMessage(node.data, mediaPresent, ctx);
  return faults;
}

/** A message as the bot form makes it; its postback buttons and quick replies are branches a customer takes. */
export const messageStep = defineFlowStep({
  schema,
  branches: (node) => ({
    required: flowMessageBranches(node.data).map(({ branch }) => branch),
    optional: ['next'],
  }),
  findings: (node, { mediaExists }) =>
    messageFaults(node, mediaExists).map((field) => flowFinding('message-invalid', node.id, null, field)),
  breaksLoops: false,
  uploads: (node) => (node.data.media_id !== null ? [node.data.media_id] : []),
});
