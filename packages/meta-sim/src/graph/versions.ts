import { GraphError } from '../graph-error.ts';

/** The Graph API versions Meta serves now (meta-2026-changes.md). */
const served = new Set(['v21.0', 'v22.0', 'v23.0', 'v24.0', 'v25.0', 'v26.0', 'v27.0']);

/** Versions Meta released before v21.0, all past their end: v2.0–v2.12, v3.0–v3.3, then v4.0–v20.0. */
function releasedLongAgo(version: string): boolean {
  const [major, minor] = version.slice(1).split('.').map(Number) as [number, number];
  if (major === 2) return minor <= 12;
  if (major === 3) return minor <= 3;
  return major >= 4 && major <= 20 && minor === 0;
}

/**
 * Refuses a version Meta never released as an unknown path: code 2500, naming the rest of the path. A call to a
 * version past its end falls through to the oldest one still served (Meta's versioning guide), which answers it the
 * same way here, so an ended version is not refused.
 */
export function assertReleasedVersion(requested: string, restOfPath: string): void {
  if (served.has(requested) || releasedLongAgo(requested)) return;
  throw new GraphError({ code: 2500, message: `Unknown path components: /${restOfPath}` });
}
