import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BotFlowSummary } from '../api/list-flows.ts';
import type { FlowCanvasEdge, FlowCanvasNode, FlowNodeData } from '../model/flow-document.ts';
import { sourceHandlesOf } from '../model/flow-handles.ts';
import type { BuilderProblem } from '../model/flow-problems.ts';
import { NodePanel } from './node-panel.tsx';
import { ProblemsList } from './problems-list.tsx';

type FlowSidePanelProps = {
  flowId: number;
  flows: BotFlowSummary[];
  /** Null until the seller checks or publishes. */
  problems: BuilderProblem[] | null;
  problemNode: (problem: BuilderProblem) => string | null;
  nodes: FlowCanvasNode[];
  selectedNode: FlowCanvasNode | null;
  selectedEdge: FlowCanvasEdge | null;
  nodeProblems: BuilderProblem[];
  onPickProblem: (nodeId: string) => void;
  onChangeData: (nodeId: string, data: FlowNodeData) => void;
  onDeleteNode: (nodeId: string) => void;
  onDeleteEdge: (edgeId: string) => void;
};

/** The side of the builder on the language's end: the problems found, then the selected step's editor. */
export function FlowSidePanel(props: FlowSidePanelProps) {
  const { t } = useTranslation();
  const nodeTitle = (nodeId: string) => {
    const node = props.nodes.find((item) => item.id === nodeId);
    return node ? t(`botFlows.types.${node.type}`) : null;
  };
  const { selectedNode, selectedEdge } = props;
  let body;
  if (selectedNode) {
    body = (
      <NodePanel
        key={selectedNode.id}
        node={selectedNode}
        problems={props.nodeProblems}
        flows={props.flows}
        currentFlowId={props.flowId}
        onChange={(data) => props.onChangeData(selectedNode.id, data)}
        onDelete={() => props.onDeleteNode(selectedNode.id)}
      />
    );
  } else if (selectedEdge) {
    const source = props.nodes.find((node) => node.id === selectedEdge.source);
    const handle = source
      ? sourceHandlesOf(source).find((item) => item.id === (selectedEdge.sourceHandle ?? 'next'))
      : undefined;
    const branch = handle?.title ?? (handle ? t(`botFlows.handles.${handle.kind}`) : '');
    body = (
      <section className="flow-panel-section" data-testid="edge-panel">
        <header className="flow-panel-header">
          <span className="flow-panel-title">{t('botFlows.panel.edge')}</span>
        </header>
        <Typography.Paragraph>
          {t('botFlows.panel.edgeText', {
            from: nodeTitle(selectedEdge.source) ?? '',
            branch,
            to: nodeTitle(selectedEdge.target) ?? '',
          })}
        </Typography.Paragraph>
        <Button danger icon={<DeleteOutlined />} onClick={() => props.onDeleteEdge(selectedEdge.id)}>
          {t('botFlows.panel.deleteEdge')}
        </Button>
      </section>
    );
  } else {
    body = (
      <section className="flow-panel-section flow-panel-empty">
        <Typography.Paragraph type="secondary">{t('botFlows.panel.nothingSelected')}</Typography.Paragraph>
      </section>
    );
  }
  return (
    // `nokey`: Backspace or Delete on a focused button of the editors must not delete the selected step.
    <aside className="flow-side-panel nokey" data-testid="flow-side-panel">
      {props.problems ? (
        <ProblemsList
          problems={props.problems}
          nodeOf={props.problemNode}
          nodeTitle={nodeTitle}
          onPick={props.onPickProblem}
        />
      ) : null}
      {body}
    </aside>
  );
}
