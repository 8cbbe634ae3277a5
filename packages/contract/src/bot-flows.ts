import { z } from 'zod';
import { flowLimits } from './bot-flow-limits.ts';
import { flowNodeIdSchema } from './bot-flow-steps/flow-step-contract.ts';
import { flowNodeSchemas } from './bot-flow-steps/flow-steps.ts';
import { maxDatabaseId } from './http/ids.ts';

/**
 * A bot flow (`/dashboard/bot/builder/{id?}`): nodes on a canvas joined by edges, stored as versioned JSON. The
 * draft is what the canvas edits; publishing checks it (`validateFlowDocument`) and freezes it as a numbered
 * version. A conversation inside a flow keeps the version it started with. Document version 2: a wait keeps the
 * amount and unit the seller chose (version 1 kept seconds alone, so "60 minutes" came back as "1 hour").
 */
export const flowDocumentVersion = 2;

export { flowLimits } from './bot-flow-limits.ts';
export { flowNodeTypes, flowSteps, type FlowNodeType } from './bot-flow-steps/flow-steps.ts';
export {
  flowWaitSeconds,
  flowWaitUnits,
  flowWaitUnitSeconds,
  type FlowWaitUnit,
} from './bot-flow-steps/wait/wait-step.ts';
export { flowAnswerKinds, type FlowAnswerKind } from './bot-flow-steps/question/question-step.ts';
export {
  flowConditionOperators,
  flowConditionSubjects,
  flowOperatorsBySubject,
  flowOperatorsWithValue,
} from './bot-flow-steps/condition/condition-step.ts';
export { flowMessageBranches } from './bot-flow-steps/message/message-branches.ts';

/**
 * The node kinds (`flowSteps`, one folder each under `bot-flow-steps/`) and where their branches leave (an edge's
 * `source_handle`): `next` for the one way on; a message's postback buttons `button:<i>` (cards
 * `card:<c>:button:<i>`) and quick replies `reply:<i>`; a question's `answered`; a condition's `true` and `false`.
 * `handover` and `goto` end the flow.
 */
export const flowNodeSchema = z.discriminatedUnion('type', flowNodeSchemas);
export type FlowNode = z.infer<typeof flowNodeSchema>;

export const flowEdgeSchema = z.object({
  id: z.string().min(1).max(100),
  source: flowNodeIdSchema,
  source_handle: z.string().min(1).max(60).default('next'),
  target: flowNodeIdSchema,
});
export type FlowEdge = z.infer<typeof flowEdgeSchema>;

const flowDocumentParts = {
  nodes: z.array(flowNodeSchema).max(flowLimits.nodes),
  edges: z.array(flowEdgeSchema).max(flowLimits.nodes * 20),
};

/** Node ids and edge ids name one thing each: problems, errors and edges point at them. */
function refuseRepeatedIds(value: { nodes: { id: string }[]; edges: { id: string }[] }, ctx: z.RefinementCtx) {
  for (const key of ['nodes', 'edges'] as const) {
    const seen = new Set<string>();
    value[key].forEach((item, index) => {
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: 'repeated id' });
      seen.add(item.id);
    });
  }
}

/** The stored shape: only structure is checked here; whether it can run is `validateFlowDocument`'s. */
export const flowDocumentSchema = z
  .object({ version: z.literal(flowDocumentVersion), ...flowDocumentParts })
  .superRefine(refuseRepeatedIds);
export type FlowDocument = z.infer<typeof flowDocumentSchema>;

/** The document without its version number: what a stored version's upgrades lead to (`versionedJson`). */
export const flowDocumentContentSchema = z.object(flowDocumentParts).superRefine(refuseRepeatedIds);

/**
 * Why a draft cannot be published, each pointing at the node (and edge) the canvas highlights. `dangling-branch`:
 * a branch that must continue has no edge, or an edge leaves from a branch the node does not have (its `field` is
 * the source handle); `duplicate-branch`: two edges leave the same branch.
 */
export const flowProblemCodes = [
  'no-start',
  'many-starts',
  'dangling-branch',
  'edge-to-missing-node',
  'loop-without-wait',
  'message-invalid',
  'question-invalid',
  'condition-invalid',
  'goto-missing-flow',
  'unreachable-node',
  'duplicate-branch',
  'label-invalid',
] as const;
export type FlowProblemCode = (typeof flowProblemCodes)[number];

export const flowProblemSchema = z.object({
  code: z.enum(flowProblemCodes),
  node_id: z.string().nullable(),
  edge_id: z.string().nullable(),
  field: z
    .string()
    .nullable()
    .describe("The node's field at fault (message-invalid and the like), or the branch of dangling/duplicate-branch"),
  message: z.string().describe('In the request’s language'),
});
export type FlowProblem = z.infer<typeof flowProblemSchema>;

export const botFlowSchema = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  name: z.string(),
  draft: flowDocumentSchema,
  draft_revision: z.number().int().describe('Grows with each saved draft; a save naming an older one is refused (409)'),
  published_version: z.number().int().nullable(),
  published_at: z.string().nullable(),
  has_unpublished_changes: z.boolean(),
  ref: z.string().describe('The m.me link ref that starts this flow once published'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BotFlow = z.infer<typeof botFlowSchema>;

export const botFlowSummarySchema = botFlowSchema.omit({ draft: true });
export const botFlowListSchema = z.object({ flows: z.array(botFlowSummarySchema) });
export const botFlowResponseSchema = z.object({ flow: botFlowSchema });

export const createBotFlowBodySchema = z.object({
  name: z.string().trim().min(1).max(flowLimits.nameLength),
});
export const saveBotFlowDraftBodySchema = z.object({
  name: z.string().trim().min(1).max(flowLimits.nameLength).optional(),
  draft: flowDocumentSchema,
  draft_revision: z.number().int().min(0).max(maxDatabaseId).describe('The revision this draft was edited from'),
});

/**
 * `check` lists the saved draft's problems (200, empty when it can be published). `publish` answers the flow with
 * its new version, or 422 `validation` whose `errors` are keyed `node:<id>` (or `flow`) with the same messages.
 */
export const flowProblemsSchema = z.object({ problems: z.array(flowProblemSchema) });
