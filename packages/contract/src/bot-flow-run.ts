import { z } from 'zod';
import { botMessageFields } from './bot.ts';
import { flowLimits } from './bot-flows.ts';
import { flowRunEndReasons } from './bot-reasons.ts';
import { messagingLimits, subscriberSources } from './inbox-limits.ts';
import { productItemIds } from './replies.ts';

/**
 * A flow running for one subscriber: what each step did (`FlowRunEvent`), why a run ended, and the "try it" of the
 * builder, which runs the same steps for a test subscriber the builder holds (nothing reaches Meta).
 */

export { flowRunEndReasons, type FlowRunEndReason } from './bot-reasons.ts';

/** Steps one incoming message (or one wait's end) may take, gotos included: a cap on loops across flows. */
export const flowStepLimit = 50;

const nodeIdText = z.string().max(flowLimits.nodeIdLength);
const fieldValue = z.string().max(messagingLimits.textLength);

/** One thing a step did, in order: the engine turns them into sends and writes, "try it" shows them. */
export const flowRunEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    node_id: nodeIdText,
    message: z.object({ ...botMessageFields, item_ids: productItemIds }),
    media: z
      .object({ id: z.number().int(), url: z.string(), kind: z.enum(['image', 'file']) })
      .nullable()
      .describe("The message's upload as try it shows it (null in the engine's own steps)"),
    products: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          price: z.number(),
          currency: z.string(),
          image_url: z.string(),
        }),
      )
      .default([])
      .describe("A products message's visible items as try it shows them (no order links; empty in the engine)"),
  }),
  z.object({ kind: z.literal('question'), node_id: nodeIdText, text: z.string() }),
  z.object({
    kind: z.literal('retry'),
    node_id: nodeIdText,
    text: z.string().describe("The question's retry text (or the question again); empty when it has none"),
  }),
  z.object({ kind: z.literal('field'), node_id: nodeIdText, field: z.string(), value: fieldValue }),
  z.object({ kind: z.literal('wait'), node_id: nodeIdText, seconds: z.number().int() }),
  z.object({ kind: z.literal('label'), node_id: nodeIdText, action: z.enum(['add', 'remove']), label: z.string() }),
  z.object({ kind: z.literal('notify'), node_id: nodeIdText, text: z.string() }),
  z.object({ kind: z.literal('handover'), node_id: nodeIdText }),
  z.object({ kind: z.literal('goto'), node_id: nodeIdText, flow_id: z.number().int() }),
  z.object({ kind: z.literal('end'), node_id: nodeIdText.nullable(), reason: z.enum(flowRunEndReasons) }),
]);
export type FlowRunEvent = z.infer<typeof flowRunEventSchema>;

/** The test subscriber of "try it", kept by the builder between steps. */
export const flowTryStateSchema = z.object({
  node_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(flowLimits.nodeIdLength),
  waiting_for: z.enum(['reply', 'timer']),
  attempts: z.number().int().min(0).max(flowLimits.questionRetries),
  fields: z.record(z.string().max(flowLimits.fieldNameLength), fieldValue).default({}),
  labels: z.array(z.string().max(flowLimits.labelLength)).max(messagingLimits.labelsPerSubscriber).default([]),
});
export type FlowTryState = z.infer<typeof flowTryStateSchema>;

/**
 * What the test subscriber does: `start` from the start node, `text` writes (answers a question, or a button's or
 * quick reply's title), `branch` presses a button or quick reply of a sent message, `timer` lets a wait end.
 */
export const tryFlowBodySchema = z.object({
  state: flowTryStateSchema.nullable().default(null),
  input: z.discriminatedUnion('type', [
    z.object({ type: z.literal('start') }),
    z.object({ type: z.literal('text'), text: z.string().trim().min(1).max(messagingLimits.textLength) }),
    z.object({ type: z.literal('branch'), node_id: nodeIdText, branch: z.string().min(1).max(60) }),
    z.object({ type: z.literal('timer') }),
  ]),
  source: z.enum(subscriberSources).default('message').describe('Where the test subscriber came from (conditions)'),
  window_open: z.boolean().default(true).describe("Whether the test subscriber's 24-hour window is open"),
});
export type TryFlowBody = z.infer<typeof tryFlowBodySchema>;

export const tryFlowResultSchema = z.object({
  events: z.array(flowRunEventSchema),
  state: flowTryStateSchema.nullable().describe('Null once the run ended'),
  consumed: z
    .boolean()
    .describe('False when the flow waits for a button and the text chose none: the keyword bots would answer it'),
});
export type TryFlowResult = z.infer<typeof tryFlowResultSchema>;

/** How many subscribers reached each node of the flow and pressed each branch (all versions). */
export const flowStatsSchema = z.object({
  nodes: z.array(z.object({ node_id: z.string(), reached: z.number().int() })),
  branches: z.array(z.object({ node_id: z.string(), branch: z.string(), pressed: z.number().int() })),
  running: z.number().int().describe('Subscribers inside the flow now (waiting for a reply or a wait to end)'),
  finished: z.number().int().describe('Runs that reached an end'),
});
export type FlowStats = z.infer<typeof flowStatsSchema>;

/**
 * A flow's button or quick reply is sent with this payload, so a press names its branch whatever the subscriber did
 * since: `FLOW:<flow id>:<version>:<node id>:<branch>` (node ids have no colon; branches may).
 */
export function flowBranchPayload(flowId: number, version: number, nodeId: string, branch: string): string {
  return `FLOW:${flowId}:${version}:${nodeId}:${branch}`;
}

export function readFlowBranchPayload(
  payload: string | null,
): { flowId: number; version: number; nodeId: string; branch: string } | null {
  const match =
    payload === null ? null : /^FLOW:([1-9][0-9]{0,9}):([1-9][0-9]{0,9}):([A-Za-z0-9_-]+):(.+)$/.exec(payload);
  if (!match) return null;
  const flowId = Number(match[1]);
  const version = Number(match[2]);
  if (flowId > 2_147_483_647 || version > 2_147_483_647) return null;
  return { flowId, version, nodeId: match[3]!, branch: match[4]! };
}
