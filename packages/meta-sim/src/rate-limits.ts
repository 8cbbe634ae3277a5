import type { GraphError } from './graph-error.ts';
import { HOUR_MS, MINUTE_MS } from './time-format.ts';

export type BucketKind = 'app' | 'user' | 'pages' | 'instagram' | 'messenger' | 'private_replies';
export type BucType = 'pages' | 'instagram' | 'messenger';

export type Bucket = {
  key: string;
  kind: BucketKind;
  limit: number;
  // the page or IG account the usage is reported under in X-Business-Use-Case-Usage
  businessId: string | null;
  bucType: BucType | null;
  throttleError: () => GraphError;
  /** How far back hits count: an hour unless the limit is over a longer rolling window (Pages: 24 h). */
  windowMs?: number;
};

export type BucketUsage = { bucket: Bucket; percent: number; regainMinutes: number };

export type RateLimiter = {
  consume(buckets: Bucket[], nowMs: number): void;
  usage(buckets: Bucket[], nowMs: number): BucketUsage[];
  clear(): void;
};

export function createRateLimiter(): RateLimiter {
  const hits = new Map<string, number[]>();

  /**
   * The hits of the last hour, oldest first. Hits are appended in time order, so expired ones are cut from the
   * front; only when the clock moved back (tests) do later hits have to be dropped too.
   */
  function windowHits(key: string, nowMs: number, windowMs = HOUR_MS): number[] {
    let list = hits.get(key);
    if (!list) {
      list = [];
      hits.set(key, list);
      return list;
    }
    const expired = firstIndexAbove(list, nowMs - windowMs);
    if (expired > 0) list.splice(0, expired);
    if (list.length > 0 && list[list.length - 1]! > nowMs) list.length = firstIndexAbove(list, nowMs);
    return list;
  }

  function firstIndexAbove(sorted: number[], value: number): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! > value) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  function usageOf(bucket: Bucket, nowMs: number): BucketUsage {
    const windowMs = bucket.windowMs ?? HOUR_MS;
    const list = windowHits(bucket.key, nowMs, windowMs);
    const limit = Math.max(0, bucket.limit);
    const percent = limit === 0 ? 100 : Math.min(100, Math.floor((list.length * 100) / limit));
    let regainMinutes = 0;
    if (list.length >= limit) {
      const freeingIndex = list.length - limit;
      const freesAt = (list[freeingIndex] ?? nowMs) + windowMs;
      regainMinutes = Math.max(1, Math.ceil((freesAt - nowMs) / MINUTE_MS));
    }
    return { bucket, percent, regainMinutes };
  }

  return {
    consume(buckets, nowMs) {
      const exhausted = buckets.map((bucket) => usageOf(bucket, nowMs)).filter((u) => u.regainMinutes > 0);
      if (exhausted.length > 0) {
        // Business use case limits win over platform limits when both apply
        const order: BucketKind[] = ['private_replies', 'messenger', 'instagram', 'pages', 'user', 'app'];
        exhausted.sort((a, b) => order.indexOf(a.bucket.kind) - order.indexOf(b.bucket.kind));
        throw exhausted[0]!.bucket.throttleError();
      }
      for (const bucket of buckets) windowHits(bucket.key, nowMs, bucket.windowMs).push(nowMs);
    },
    usage: (buckets, nowMs) => buckets.map((bucket) => usageOf(bucket, nowMs)),
    clear: () => hits.clear(),
  };
}

export function usageHeaders(usages: BucketUsage[]): Record<string, string> {
  const platform = usages.filter((u) => u.bucket.kind === 'app' || u.bucket.kind === 'user');
  const appPercent = platform.reduce((max, u) => Math.max(max, u.percent), 0);
  const buc: Record<string, Array<Record<string, number | string>>> = {};
  for (const usage of usages) {
    const { bucket } = usage;
    if (!bucket.businessId || !bucket.bucType) continue;
    const entries = (buc[bucket.businessId] ??= []);
    const existing = entries.find((e) => e.type === bucket.bucType);
    if (existing && Number(existing.call_count) >= usage.percent) continue;
    const entry = {
      type: bucket.bucType,
      call_count: usage.percent,
      total_cputime: Math.floor(usage.percent / 2),
      total_time: Math.floor(usage.percent / 2),
      estimated_time_to_regain_access: usage.regainMinutes,
    };
    if (existing) entries.splice(entries.indexOf(existing), 1, entry);
    else entries.push(entry);
  }
  return {
    'x-app-usage': JSON.stringify({
      call_count: appPercent,
      total_cputime: Math.floor(appPercent / 2),
      total_time: Math.floor(appPercent / 2),
    }),
    'x-business-use-case-usage': JSON.stringify(buc),
  };
}
