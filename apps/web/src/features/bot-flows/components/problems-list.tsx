import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BuilderProblem } from '../model/flow-problems.ts';

type ProblemsListProps = {
  problems: BuilderProblem[];
  nodeOf: (problem: BuilderProblem) => string | null;
  nodeTitle: (nodeId: string) => string | null;
  onPick: (nodeId: string) => void;
};

/** The last check's (or refused publish's) problems; each one pointing at a node selects and centres it. */
export function ProblemsList({ problems, nodeOf, nodeTitle, onPick }: ProblemsListProps) {
  const { t } = useTranslation();
  if (!problems.length) {
    return (
      <div className="flow-problems flow-problems-none" data-testid="flow-problems" role="status">
        <CheckCircleOutlined /> {t('botFlows.problems.none')}
      </div>
    );
  }
  return (
    <div className="flow-problems" data-testid="flow-problems" role="status">
      <div className="flow-problems-title">
        <ExclamationCircleOutlined /> {t('botFlows.problems.title', { count: problems.length })}
      </div>
      <ul>
        {problems.map((problem, index) => {
          const nodeId = nodeOf(problem);
          const title = nodeId ? nodeTitle(nodeId) : null;
          const text = (
            <>
              {title ? <strong className="flow-problem-node">{title}</strong> : null}
              <span dir="auto">{problem.message}</span>
            </>
          );
          return (
            <li key={index}>
              {nodeId ? (
                <button
                  type="button"
                  className="flow-problem"
                  onClick={() => onPick(nodeId)}
                  data-testid="flow-problem"
                  data-code={problem.code}
                  data-node-id={nodeId}
                >
                  {text}
                </button>
              ) : (
                <div className="flow-problem" data-testid="flow-problem" data-code={problem.code}>
                  {text}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
