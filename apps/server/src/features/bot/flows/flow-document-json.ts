import {
  flowDocumentContentSchema,
  flowDocumentVersion,
  flowWaitUnitSeconds,
  type FlowDocument,
  type FlowWaitUnit,
} from '@app/contract';
import { versionedJson, type JsonUpgrades } from '../../../platform/db/versioned-json.ts';

type StoredNode = { type?: unknown; data?: Record<string, unknown> };

/** A version 1 wait (seconds alone) in the largest unit that says it exactly: 7200 s is 2 hours, 90 s stays. */
function waitOfSeconds(seconds: number): { amount: number; unit: FlowWaitUnit } {
  for (const unit of ['hours', 'minutes'] as const)
    if (seconds % flowWaitUnitSeconds[unit] === 0) return { amount: seconds / flowWaitUnitSeconds[unit], unit };
  return { amount: seconds, unit: 'seconds' };
}

/**
 * The steps between stored flow document versions (`versionedJson`'s registry): every stored draft and published
 * version, however old, is read through the steps after its version. A running conversation's frozen version too.
 */
export const flowDocumentUpgrades: JsonUpgrades = {
  // 1 → 2: a wait keeps the seller's amount and unit instead of seconds.
  1: ({ nodes, ...rest }) => ({
    ...rest,
    nodes: (nodes as StoredNode[]).map((node) =>
      node.type === 'wait' && typeof node.data?.seconds === 'number'
        ? { ...node, data: waitOfSeconds(node.data.seconds) }
        : node,
    ),
  }),
};

const flowDocumentJson = versionedJson(flowDocumentContentSchema, {
  version: flowDocumentVersion,
  upgrades: flowDocumentUpgrades,
});

/** A stored draft or published version, of any version, as the current document (used on every read). */
export function migrateFlowDocument(stored: unknown): FlowDocument {
  return { ...flowDocumentJson.read(stored), version: flowDocumentVersion };
}

/** What `bot_flows.draft` and `bot_flow_versions.document` hold. */
export function storedFlowDocument({ version: _version, ...content }: FlowDocument) {
  return flowDocumentJson.write(content);
}
