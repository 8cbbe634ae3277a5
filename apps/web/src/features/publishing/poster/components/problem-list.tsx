import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import type { PostProblem } from '@app/contract/publishing';
import { useTranslation } from 'react-i18next';
import { usePostProblemText } from '../../shared/use-post-problem-text.ts';
import { problemsIn, type ProblemArea } from '../problem-areas.ts';

/** The pre-flight's problems about one part of the form: errors block the save, warnings only inform. */
export function ProblemList({ problems, area }: { problems: readonly PostProblem[]; area: ProblemArea }) {
  const { t } = useTranslation();
  const describe = usePostProblemText();
  const shown = problemsIn(problems, area);
  if (!shown.length) return null;
  return (
    <ul className="poster-problems" data-testid={`problems-${area}`}>
      {shown.map((problem, index) => (
        <li
          key={`${problem.code}-${problem.target_id ?? 'post'}-${index}`}
          className={`poster-problem poster-problem-${problem.severity}`}
          data-testid="post-problem"
          data-code={problem.code}
          data-severity={problem.severity}
        >
          {problem.severity === 'error' ? <CloseCircleFilled /> : <WarningFilled />}
          <span>
            <span dir="auto">{describe(problem)}</span>
            {problem.meta_message ? (
              <span className="poster-problem-meta">
                {t('poster.problems.metaSays')} <bdi>{problem.meta_message}</bdi>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
