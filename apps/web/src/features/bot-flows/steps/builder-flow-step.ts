import type { FlowNodeType } from '@app/contract';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { FlowNodeData } from '../model/flow-document.ts';
import type { FlowHandle } from '../model/flow-handles.ts';

export type FlowStepEditorProps<Kind extends FlowNodeType> = {
  nodeId: string;
  data: FlowNodeData<Kind>;
  onChange: (data: FlowNodeData<Kind>) => void;
  /** The message of the last check's (or refused save's) problem with one of the step's fields. */
  fieldProblem: (field: string) => string | undefined;
  /** The page's flows, and the one on the canvas (a goto picks another). */
  flows: { id: number; name: string }[];
  currentFlowId: number;
};

/** One step kind in the builder: its palette entry and card, its editor, and what a new one holds. */
export type BuilderFlowStep<Kind extends FlowNodeType> = {
  /** On its palette entry, its card and its panel; the name and hint are `botFlows.types.<kind>` and `typeHints`. */
  icon: ReactNode;
  /** What a node holds when the seller adds it: valid for a draft save, to be filled in the panel. */
  defaultData(): FlowNodeData<Kind>;
  /** Where branches leave the node, in the order its card shows them (the contract's `flowNodeBranches`). */
  handles(data: FlowNodeData<Kind>): FlowHandle[];
  /** One line or two about what the node does, as its card shows it; empty parts say what is missing. */
  summary(
    data: FlowNodeData<Kind>,
    t: TFunction,
    flowName: (id: number) => string | null,
    itemName?: (id: number) => string | null,
  ): string;
  /** The side panel's editor of a selected node. */
  Editor: ComponentType<FlowStepEditorProps<Kind>>;
  /** Fields whose problems the editor shows beside the field; the panel lists the node's other problems above it. */
  problemsShownByEditor: readonly string[];
  /** The data as the document stores it, when it needs more than the canvas edits. */
  documentData?(data: FlowNodeData<Kind>, nodeId: string): FlowNodeData<Kind>;
  /** The flow's entry: no way in, one per flow, never deleted. */
  entry?: true;
};

export const nextHandle = (): FlowHandle[] => [{ id: 'next', kind: 'next' }];

/** A name the seller typed, kept in its own direction inside a sentence of the other (Unicode isolates). */
export const isolate = (text: string) => `\u2068${text}\u2069`;
