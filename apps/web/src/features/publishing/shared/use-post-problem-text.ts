import { useTranslation } from 'react-i18next';
import type { PostProblem } from '@app/contract/publishing';

/** A pre-flight problem or a target's failure in the reader's language; Meta's own message is shown beside it. */
export function usePostProblemText() {
  const { t } = useTranslation();
  return (problem: Pick<PostProblem, 'code' | 'params' | 'target_name'>) =>
    t(`postProblems.${problem.code}`, { ...problem.params, target: problem.target_name ?? '' });
}
