// The flows as other features see them: the page's list (the bot form's flow picker) and the builder's address.
// The builder itself is a lazy route of its own and is not exported here.
export { useFlowList, type BotFlowSummary } from './api/list-flows.ts';
export { builderPath } from './flow-paths.ts';
