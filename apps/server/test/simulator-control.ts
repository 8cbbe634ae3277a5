import { expect } from 'vitest';

export type SimulatedCall = { seq: number; method: string; path: string; body: any; status: number; response: any };

/** The simulator's control API (`/_meta/_sim`) of a running test server, as tests use it. */
export function simulatorControl(baseUrl: () => string) {
  async function sim<T = any>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl()}/_meta/_sim${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as T;
  }

  /** The Graph calls the simulator received after the one numbered `seq`. */
  const callsSince = async (seq: number) => (await sim<{ data: SimulatedCall[] }>(`/calls?since=${seq}`)).data;

  return {
    sim,
    callsSince,
    /** The number of the latest Graph call, to read only what a test step caused. */
    lastCallSeq: async () => (await callsSince(0)).at(-1)?.seq ?? 0,
  };
}
