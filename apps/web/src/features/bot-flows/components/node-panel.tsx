import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowCanvasNode, FlowNodeData } from '../model/flow-document.ts';
import type { BuilderProblem } from '../model/flow-problems.ts';
import { builderStepOf } from '../steps/builder-flow-steps.ts';

type NodePanelProps = {
  node: FlowCanvasNode;
  problems: BuilderProblem[];
  flows: { id: number; name: string }[];
  currentFlowId: number;
  onChange: (data: FlowNodeData) => void;
  onDelete: () => void;
};

/** The side panel's editor of the selected step, with its problems from the last check on top. */
export function NodePanel({ node, problems, flows, currentFlowId, onChange, onDelete }: NodePanelProps) {
  const { t } = useTranslation();
  const fieldProblem = (field: string) => problems.find((problem) => problem.field === field)?.message;

  const step = builderStepOf(node.type);
  const { Editor } = step;
  const unplaced = problems.filter((problem) => !problem.field || !step.problemsShownByEditor.includes(problem.field));
  return (
    <section className="flow-panel-section" data-testid="node-panel" data-node-id={node.id}>
      <header className="flow-panel-header">
        <span className="flow-node-icon">{step.icon}</span>
        <span className="flow-panel-title">{t(`botFlows.types.${node.type}`)}</span>
        {!step.entry ? (
          <Button danger type="text" icon={<DeleteOutlined />} onClick={onDelete} data-testid="delete-node">
            {t('botFlows.panel.deleteNode')}
          </Button>
        ) : null}
      </header>
      {unplaced.length ? (
        <Alert
          type="error"
          showIcon
          title={
            <ul className="flow-panel-problems">
              {unplaced.map((problem, index) => (
                <li key={index} dir="auto">
                  {problem.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Editor
        nodeId={node.id}
        data={node.data}
        onChange={onChange}
        fieldProblem={fieldProblem}
        flows={flows}
        currentFlowId={currentFlowId}
      />
    </section>
  );
}
