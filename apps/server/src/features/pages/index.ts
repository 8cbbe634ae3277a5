// The pages feature as other features see it: the page gate and its vocabulary.
export type { Capability } from './capabilities.ts';
export { capabilityRules } from './capabilities.ts';
export type { GateStop, PageHealth, AccountHealth } from './page-gate.ts';
export { gateStop, namedStopOf, type NamedStop } from './page-gate.ts';
export type { GateAnswer, GateSubject, PageGate } from './page-gate.service.ts';
export { createPageGate, pageHealthTtlMs } from './page-gate.service.ts';
