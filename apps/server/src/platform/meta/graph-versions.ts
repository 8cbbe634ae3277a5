import type { DoctorStatus } from '@app/contract';

export const defaultGraphVersion = 'v21.0';
export const graphVersionPattern = /^v\d+\.\d+$/;

/**
 * When Meta stops serving each Graph API version (its "available until", meta-2026-changes.md). Later versions
 * have no announced end yet; versions before v21.0 have ended already.
 */
const versionEnds: Record<string, string> = {
  'v21.0': '2027-01-21',
  'v22.0': '2027-05-20',
  'v23.0': '2027-10-08',
  'v24.0': '2028-02-18',
  'v25.0': '2028-07-29',
};
const oldestAvailableMajor = 21;

/** Time enough to test a newer version and move to it before Meta stops serving the configured one. */
export const versionWarningDays = 90;
const dayMs = 24 * 60 * 60 * 1000;

export type GraphVersionState = {
  status: Extract<DoctorStatus, 'ok' | 'warning'>;
  version: string;
  ends_at: string | null;
  days_left: number | null;
  ended: boolean;
};

/**
 * How long Meta keeps serving the version the product calls: a warning from 90 days before its end. An ended version
 * stays a warning, not a failure: Meta answers its calls with the oldest version it still serves.
 */
export function graphVersionState(version: string, now: Date): GraphVersionState {
  const end = versionEnds[version];
  if (!end) {
    const ended = Number(version.slice(1).split('.')[0]) < oldestAvailableMajor;
    return { status: ended ? 'warning' : 'ok', version, ends_at: null, days_left: null, ended };
  }
  const endsAt = new Date(`${end}T00:00:00Z`);
  const daysLeft = Math.max(Math.ceil((endsAt.getTime() - now.getTime()) / dayMs), 0);
  return {
    status: daysLeft <= versionWarningDays ? 'warning' : 'ok',
    version,
    ends_at: endsAt.toISOString(),
    days_left: daysLeft,
    ended: daysLeft === 0,
  };
}
