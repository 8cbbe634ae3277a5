import { messagingLimits } from './inbox-limits.ts';

export const flowLimits = {
  nodes: 200,
  flowsPerPage: 200,
  nodeIdLength: 40,
  nameLength: 100,
  /** A wait node: one second to Meta's 24-hour window (a longer wait could never send). */
  waitMaxSeconds: 24 * 60 * 60,
  questionRetries: 3,
  fieldNameLength: 40,
  labelLength: messagingLimits.labelLength,
  notifyTextLength: 500,
} as const;
