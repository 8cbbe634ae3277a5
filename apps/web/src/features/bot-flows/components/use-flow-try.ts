import type { TryFlowBody } from '@app/contract';
import { useState } from 'react';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useTryFlow } from '../api/try-flow.ts';
import { applyTryResult, emptyTranscript, tryBody, type TryInput, type TryTranscript } from '../model/flow-try.ts';

export type TrySubscriber = Pick<TryFlowBody, 'source' | 'window_open'>;

/**
 * "Try it" of one flow: the test subscriber's conversation and state, kept here between steps. Each step saves the
 * canvas first (the server runs the saved draft), so what is tried is what the seller sees.
 */
export function useFlowTry(flowId: number, saveFirst: () => Promise<boolean>) {
  const showApiError = useShowApiError();
  const tryFlow = useTryFlow();
  const [transcript, setTranscript] = useState<TryTranscript>(emptyTranscript);
  const [subscriber, setSubscriber] = useState<TrySubscriber>({ source: 'message', window_open: true });
  const [busy, setBusy] = useState(false);

  const step = async (input: TryInput) => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await saveFirst())) return;
      const result = await tryFlow.mutateAsync({ id: flowId, body: tryBody(transcript, input, subscriber) });
      setTranscript((current) => applyTryResult(current, input, result));
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    transcript,
    busy,
    subscriber,
    setSubscriber,
    step: (input: TryInput) => void step(input),
    reset: () => setTranscript(emptyTranscript),
  };
}

export type FlowTry = ReturnType<typeof useFlowTry>;
