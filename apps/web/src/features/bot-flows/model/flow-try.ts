import type { FlowRunEvent, FlowStats, FlowTryState, TryFlowBody, TryFlowResult } from '@app/contract';

export type TryInput = TryFlowBody['input'];
type MessageEvent = Extract<FlowRunEvent, { kind: 'message' }>;

/** One line of the "try it" conversation: what the flow did, or what the tester did. */
export type TryEntry =
  | { kind: 'event'; event: FlowRunEvent }
  | { kind: 'typed'; text: string; consumed: boolean }
  | { kind: 'pressed'; title: string }
  | { kind: 'timer' };

/** The test subscriber's conversation so far and the state the server gave back (null before a start or after an end). */
export type TryTranscript = { entries: TryEntry[]; state: FlowTryState | null; started: boolean };

export const emptyTranscript: TryTranscript = { entries: [], state: null, started: false };

/** The title of a message's button or quick reply from its branch name (`button:1`, `card:0:button:2`, `reply:0`). */
export function branchTitle(message: MessageEvent['message'], branch: string): string | null {
  const parts = branch.split(':');
  if (parts[0] === 'reply') return message.replies[Number(parts[1])]?.title ?? null;
  if (parts[0] === 'button') return message.buttons[Number(parts[1])]?.title ?? null;
  if (parts[0] === 'card' && parts[2] === 'button')
    return message.cards[Number(parts[1])]?.buttons[Number(parts[3])]?.title ?? null;
  return null;
}

/** The tester's own line for an input, before what the flow answered to it. */
function entryOfInput(transcript: TryTranscript, input: TryInput, consumed: boolean): TryEntry | null {
  switch (input.type) {
    case 'start':
      return null;
    case 'text':
      return { kind: 'typed', text: input.text, consumed };
    case 'timer':
      return { kind: 'timer' };
    case 'branch': {
      const sent = transcript.entries.findLast(
        (entry) => entry.kind === 'event' && entry.event.kind === 'message' && entry.event.node_id === input.node_id,
      );
      const message = sent?.kind === 'event' && sent.event.kind === 'message' ? sent.event.message : null;
      return { kind: 'pressed', title: (message && branchTitle(message, input.branch)) ?? input.branch };
    }
  }
}

/** The conversation after one step: a start begins it anew; the tester's input, then the flow's events, in order. */
export function applyTryResult(transcript: TryTranscript, input: TryInput, result: TryFlowResult): TryTranscript {
  const base = input.type === 'start' ? emptyTranscript : transcript;
  const own = entryOfInput(base, input, result.consumed);
  const events = result.events.map((event): TryEntry => ({ kind: 'event', event }));
  return { entries: [...base.entries, ...(own ? [own] : []), ...events], state: result.state, started: true };
}

/** What the test subscriber can do now: nothing before a start, answer or press while the run waits, restart after. */
export function tryPhase(transcript: TryTranscript): 'idle' | 'reply' | 'timer' | 'ended' {
  if (!transcript.started) return 'idle';
  return transcript.state?.waiting_for ?? 'ended';
}

/** The body of the next step: the state kept from the last answer, and the test subscriber's settings. */
export function tryBody(
  transcript: TryTranscript,
  input: TryInput,
  subscriber: Pick<TryFlowBody, 'source' | 'window_open'>,
): TryFlowBody {
  return { state: input.type === 'start' ? null : transcript.state, input, ...subscriber };
}

/** The stats by node and by branch, as the canvas looks them up. */
export type FlowStatsIndex = {
  reached: (nodeId: string) => number;
  pressed: (nodeId: string, branch: string) => number | null;
};

export function indexFlowStats(stats: FlowStats): FlowStatsIndex {
  const reached = new Map(stats.nodes.map((item) => [item.node_id, item.reached]));
  const pressed = new Map(stats.branches.map((item) => [`${item.node_id}\u0000${item.branch}`, item.pressed]));
  return {
    reached: (nodeId) => reached.get(nodeId) ?? 0,
    pressed: (nodeId, branch) => pressed.get(`${nodeId}\u0000${branch}`) ?? null,
  };
}
