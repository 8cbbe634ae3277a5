import { trailReasons, type TrailReason } from '@app/contract/trail-reasons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function isTrailReason(value: string): value is TrailReason {
  return (trailReasons as readonly string[]).includes(value);
}

/**
 * Why a comment was skipped, in the interface language. The contract's list is closed and every locale words
 * each reason (`replies.reasons.*`); a reason from a newer server reads as "another reason", never as its code.
 */
export function useTrailReason() {
  const { t } = useTranslation();
  return useCallback(
    (reason: string) => (isTrailReason(reason) ? t(`replies.reasons.${reason}`) : t('replies.trail.why.otherReason')),
    [t],
  );
}
