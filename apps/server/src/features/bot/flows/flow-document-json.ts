import { flowDocumentContentSchema, flowDocumentVersion, type FlowDocument } from '@app/contract';
import { versionedJson, type JsonUpgrades } from '../../../platform/db/versioned-json.ts';

/**
 * The steps between stored flow document versions (`versionedJson`'s registry): when the contract's document
 * moves to version n+1, the step from n goes here and every stored draft and version is read through it. Version 1
 * is the first, so there is none yet.
 */
export const flowDocumentUpgrades: JsonUpgrades = {};

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
