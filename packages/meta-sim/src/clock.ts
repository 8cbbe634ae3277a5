export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

// The simulator's time = the injected clock + an offset that tests move forward
export type SimClock = {
  now(): Date;
  nowMs(): number;
  advance(ms: number): Date;
  offsetMs(): number;
  setOffset(ms: number): void;
};

export function createSimClock(base: Clock, initialOffsetMs = 0): SimClock {
  let offset = initialOffsetMs;
  const nowMs = () => base.now().getTime() + offset;
  return {
    now: () => new Date(nowMs()),
    nowMs,
    advance(ms) {
      offset += ms;
      return new Date(nowMs());
    },
    offsetMs: () => offset,
    setOffset(ms) {
      offset = ms;
    },
  };
}
