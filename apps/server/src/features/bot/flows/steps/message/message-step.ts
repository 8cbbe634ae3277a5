import { flowMessageBranches, messengerLimits, normalizeForMatching } from '@app/contract';
import type { ServerFlowStep } from '../flow-step-kind.ts';

/** A button's title as a customer may type it: "سعر" chooses "السعر" (the article is dropped from each word). */
const asTitle = (text: string) => normalizeForMatching(text).replace(/(^| )\u0627\u0644(?=\S{2})/g, '$1');

export const messageStep: ServerFlowStep<'message'> = {
  reach(node, move) {
    if (!move.subscriber.windowOpen) return { end: 'window-closed' };
    move.emit({ kind: 'message', node_id: node.id, message: node.data, media: null, products: [] });
    if (move.leadsOn('next')) return { follow: 'next' };
    const waitsForPress = flowMessageBranches(node.data).some(({ branch }) => move.leadsOn(branch));
    return waitsForPress ? { waitFor: 'reply' } : { end: 'finished' };
  },
  /** A typed button or quick reply title chooses it. */
  reply(node, text, _attempts, move) {
    const typed = asTitle(text);
    const chosen = flowMessageBranches(node.data).find(
      ({ branch, title }) => asTitle(title) === typed && move.leadsOn(branch),
    );
    return chosen ? { take: chosen.branch } : { leave: true };
  },
  /** A text that is there but refused is over Meta's limit, not missing. */
  problemWording: (finding, node) =>
    finding.code === 'message-invalid' && finding.field === 'message' && node.data.message.length > 0
      ? { key: 'flow-problem-message-too-long', params: { max: messengerLimits.buttonTemplateTextLength } }
      : null,
};
