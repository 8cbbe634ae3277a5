import { commentHideReasons, trailReasons, type CommentHideReason, type TrailReason } from '@app/contract';

const knownReasons = new Set<string>(trailReasons);
const isTrailReason = (value: string): value is TrailReason => knownReasons.has(value);

/** `reply_trails.reason` is text in the table; every value written is one of the contract's reasons. */
export function readTrailReason(value: string | null): TrailReason | null {
  if (value === null) return null;
  if (!isTrailReason(value)) throw new Error(`Unknown trail reason: ${value}`);
  return value;
}

const hideReasons = new Set<string>(commentHideReasons);

/** `reply_trails.hide_reason` is text in the table; every value written is one of the contract's hide reasons. */
export function readHideReason(value: string | null): CommentHideReason | null {
  if (value === null) return null;
  if (!hideReasons.has(value)) throw new Error(`Unknown hide reason: ${value}`);
  return value as CommentHideReason;
}
