import type { ServerFlowStep } from '../flow-step-kind.ts';

export const startStep: ServerFlowStep<'start'> = {
  reach: () => ({ follow: 'next' }),
  // Comment to DM: the flow waits at its start for the commenter's answer to the private reply, whatever it is.
  reply: () => ({ follow: 'next' }),
};
