import { ExclamationCircleFilled } from '@ant-design/icons';
import { flowNodeTypes, type FlowNodeType } from '@app/contract';
import { Handle, Position, type NodeProps, type NodeTypes } from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import type { FlowCanvasNode } from '../model/flow-document.ts';
import { hasTargetHandle, type FlowHandle } from '../model/flow-handles.ts';
import type { BuilderProblem } from '../model/flow-problems.ts';
import type { FlowStatsIndex } from '../model/flow-try.ts';
import { builderStepOf } from '../steps/builder-flow-steps.ts';

export type FlowCanvasContextValue = {
  problems: Map<string, BuilderProblem[]>;
  flowName: (id: number) => string | null;
  /** A store item's name, for a products message (null while the page's items load). */
  itemName?: (id: number) => string | null;
  /** The step "try it" stopped at (it waits there for a reply or a wait's end). */
  currentNodeId?: string | null;
  /** Shown when the seller turned statistics on. */
  stats?: FlowStatsIndex | null;
};

/**
 * What node cards read besides their own data: the problems pointing at them, the names of other flows, the step
 * being tried and the statistics.
 */
export const FlowCanvasContext = createContext<FlowCanvasContextValue>({ problems: new Map(), flowName: () => null });

function handleLabel(handle: FlowHandle, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (handle.kind === 'button' || handle.kind === 'reply')
    return handle.title?.trim() || t(`botFlows.handles.untitled.${handle.kind}`);
  return t(`botFlows.handles.${handle.kind}`);
}

/**
 * A node on the canvas: its kind, a summary, a way in on the left and one row per branch on the right. The canvas
 * keeps left-to-right geometry in every language; the text inside follows the language.
 */
function FlowNodeCard({ id, type, data, selected }: NodeProps<FlowCanvasNode>) {
  const { t } = useTranslation();
  const direction = directionOf(usePreferences((state) => state.locale));
  const { problems, flowName, itemName, currentNodeId, stats } = useContext(FlowCanvasContext);
  const step = builderStepOf(type);
  const nodeProblems = problems.get(id) ?? [];
  const handles = step.handles(data);
  const classes = ['flow-node', `flow-node-${type}`];
  if (selected) classes.push('flow-node-selected');
  if (nodeProblems.length) classes.push('flow-node-problem');
  const current = currentNodeId === id;
  if (current) classes.push('flow-node-current');
  return (
    <div
      className={classes.join(' ')}
      dir={direction}
      data-testid={`flow-node-${type}`}
      data-node-id={id}
      data-current={current}
    >
      {hasTargetHandle(type) ? (
        <Handle type="target" position={Position.Left} className="flow-handle flow-handle-target" />
      ) : null}
      <div className="flow-node-header">
        <span className="flow-node-icon">{step.icon}</span>
        <span className="flow-node-title">{t(`botFlows.types.${type}`)}</span>
        {nodeProblems.length ? (
          <span className="flow-node-problem-count" title={nodeProblems.map((p) => p.message).join('\n')}>
            <ExclamationCircleFilled /> {nodeProblems.length}
          </span>
        ) : null}
        {stats ? (
          <span className="flow-stat flow-stat-reached" data-testid="flow-stat-reached">
            {t('botFlows.stats.reached', { count: stats.reached(id) })}
          </span>
        ) : null}
      </div>
      <div className="flow-node-summary" dir="auto">
        {step.summary(data, t, flowName, itemName)}
      </div>
      {handles.length ? (
        <div className="flow-node-branches">
          {handles.map((handle) => (
            <div
              key={handle.id}
              className={`flow-node-branch flow-node-branch-${handle.kind}${
                nodeProblems.some((problem) => problem.field === handle.id) ? ' flow-node-branch-problem' : ''
              }`}
            >
              {stats && (handle.kind === 'button' || handle.kind === 'reply') ? (
                <span className="flow-stat flow-stat-pressed" data-testid="flow-stat-pressed">
                  {t('botFlows.stats.pressed', { count: stats.pressed(id, handle.id) ?? 0 })}
                </span>
              ) : null}
              <span className="flow-node-branch-label" dir="auto">
                {handleLabel(handle, t)}
              </span>
              <Handle
                type="source"
                position={Position.Right}
                id={handle.id}
                className="flow-handle flow-handle-source"
                data-testid={`handle-${handle.id}`}
              />
            </div>
          ))}
        </div>
      ) : (
        <div className="flow-node-end">{t('botFlows.handles.end')}</div>
      )}
    </div>
  );
}

const MemoFlowNodeCard = memo(FlowNodeCard);

/** React Flow's node types: every kind of the contract drawn by the same card. */
export const flowNodeComponents: NodeTypes = Object.fromEntries(
  flowNodeTypes.map((type: FlowNodeType) => [type, MemoFlowNodeCard]),
) as NodeTypes;
