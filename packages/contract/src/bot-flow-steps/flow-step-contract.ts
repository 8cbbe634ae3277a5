import { z } from 'zod';
import { flowLimits } from '../bot-flow-limits.ts';
import type { FlowProblem } from '../bot-flows.ts';

/** A problem as the rules find it; the server adds the message in the request's language. */
export type FlowFinding = Omit<FlowProblem, 'message'>;

/** What a kind's checks may ask of the page: its flows (goto) and, when known, its owners' uploads. */
export type FlowCheckLookups = { flowExists(id: number): boolean; mediaExists?: (id: number) => boolean };

/**
 * Where a node's edges may leave: `required` branches must continue (a customer can take them), `optional` ones
 * may end the flow.
 */
export type FlowBranches = { required: string[]; optional: string[] };

export const flowNodeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/)
  .min(1)
  .max(flowLimits.nodeIdLength);

/** A subscriber field's name, as questions save to it and conditions read it. */
export const flowFieldNameSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}_]+$/u)
  .min(1)
  .max(flowLimits.fieldNameLength);

const position = z.object({ x: z.number().finite(), y: z.number().finite() });

/** A stored node of one kind: its id, its kind, where it sits on the canvas and the kind's data. */
export const flowNodeSchemaOf = <Type extends string, Data extends z.ZodRawShape>(type: Type, data: Data) =>
  z.object({ id: flowNodeIdSchema, type: z.literal(type), position, data: z.object(data) });

/** What the contract knows of one step kind: how it is stored, where its branches leave, and what it must hold. */
export type FlowStepContract<Schema extends z.ZodObject> = {
  schema: Schema;
  branches(node: z.infer<Schema>): FlowBranches;
  /** The node's own problems, in the order the canvas lists them (empty when publishing may go on). */
  findings(node: z.infer<Schema>, lookups: FlowCheckLookups): FlowFinding[];
  /** A loop through this step waits for the subscriber or the clock, so one message cannot run it forever. */
  breaksLoops: boolean;
  /** The uploads the node sends: they must belong to an owner of the page. */
  uploads(node: z.infer<Schema>): number[];
};

export const defineFlowStep = <Schema extends z.ZodObject>(step: FlowStepContract<Schema>) => step;

export const flowFinding = (
  code: FlowFinding['code'],
  nodeId: string | null,
  edgeId: string | null = null,
  field: string | null = null,
): FlowFinding => ({ code, node_id: nodeId, edge_id: edgeId, field });

export const noFindings = (): FlowFinding[] => [];
export const noUploads = (): number[] => [];
