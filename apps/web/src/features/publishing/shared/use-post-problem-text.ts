import { useTranslation } from 'react-i18next';
import type { PostProblem } from '@app/contract/publishing';

/** The kinds of file a post type takes, each said in a sentence of its own (the word alone does not translate). */
const expectedKinds = new Set(['image', 'video', 'no', 'one']);

/** A pre-flight problem or a target's failure in the reader's language; Meta's own message is shown beside it. */
export function usePostProblemText() {
  const { t } = useTranslation();
  return (problem: Pick<PostProblem, 'code' | 'params' | 'target_name'>) => {
    const expected = problem.params?.expected;
    const key =
      problem.code === 'media-wrong-type' && expectedKinds.has(String(expected))
        ? `postProblems.media-wrong-type-${String(expected)}`
        : `postProblems.${problem.code}`;
    return t(key, { ...problem.params, target: problem.target_name ?? '' });
  };
}
