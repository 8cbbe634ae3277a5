import { GraphError, defaultHttpStatus, defaultMessageFor } from './graph-error.ts';

export type FaultError = { code: number; subcode?: number; httpStatus?: number; message?: string };

export type Faults = {
  errorRate: number;
  error: FaultError | null;
  latencyMs: number;
  duplicateRate: number;
  /** Duplicates arrive after a random delay up to this (0: right after the original), so late and out of order. */
  duplicateDelayMs: number;
  paths: string[] | null;
  /** HTTP methods the error and latency apply to (all when null). */
  methods: string[] | null;
  /**
   * The matching call takes effect first (the post is created), then waits `latencyMs` and answers the injected
   * error: "a timeout after Meta published".
   */
  afterEffect: boolean;
  /** How many more calls the error and latency hit before they clear themselves (null: no end). */
  timesLeft: number | null;
};

export const NO_FAULTS: Faults = {
  errorRate: 0,
  error: null,
  latencyMs: 0,
  duplicateRate: 0,
  duplicateDelayMs: 0,
  paths: null,
  methods: null,
  afterEffect: false,
  timesLeft: null,
};

export function faultApplies(faults: Faults, path: string): boolean {
  if (!faults.paths || faults.paths.length === 0) return true;
  const withoutVersion = path.replace(/^\/v\d+\.\d+(?=\/|$)/, '') || '/';
  return faults.paths.some((raw) => {
    // prefixes may be written with or without the version, or with the host app's mount point in front
    const versioned = raw.match(/\/v\d+\.\d+(\/.*)?$/);
    if (versioned) return path.startsWith(versioned[0]);
    return withoutVersion.startsWith(raw.startsWith('/') ? raw : `/${raw}`);
  });
}

/** What the faults do to one call: a delay, an error, both or nothing; a hit counts against `timesLeft`. */
export function takeFault(
  faults: Faults,
  method: string,
  path: string,
): { latencyMs: number; error: GraphError | null } {
  const none = { latencyMs: 0, error: null };
  if (faults.timesLeft !== null && faults.timesLeft <= 0) return none;
  if (faults.methods && !faults.methods.includes(method.toUpperCase())) return none;
  if (!faultApplies(faults, path)) return none;
  const error = rollInjectedError(faults, path);
  if (!error && faults.latencyMs <= 0) return none;
  if (faults.timesLeft !== null) faults.timesLeft -= 1;
  return { latencyMs: faults.latencyMs, error };
}

export function rollInjectedError(faults: Faults, path: string): GraphError | null {
  if (faults.errorRate <= 0 || !faultApplies(faults, path)) return null;
  if (Math.random() >= faults.errorRate) return null;
  const spec = faults.error ?? { code: 2 };
  return new GraphError({
    code: spec.code,
    message: spec.message ?? defaultMessageFor(spec.code),
    ...(spec.subcode !== undefined ? { subcode: spec.subcode } : {}),
    httpStatus: spec.httpStatus ?? defaultHttpStatus(spec.code),
    ...(spec.code === 1 || spec.code === 2 ? { isTransient: true } : {}),
  });
}
