import { DeleteOutlined } from '@ant-design/icons';
import {
  flowAnswerKinds,
  flowLimits,
  flowWaitUnitSeconds,
  flowWaitUnits,
  messagingLimits,
  type FlowWaitUnit,
} from '@app/contract';
import { Alert, Button, Input, InputNumber, Select, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { FlowCanvasNode, FlowNodeData } from '../model/flow-document.ts';
import type { BuilderProblem } from '../model/flow-problems.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { nodeIcons } from './flow-node-summary.tsx';
import { MessageNodeEditor } from './message-node-editor.tsx';

type NodePanelProps = {
  node: FlowCanvasNode;
  problems: BuilderProblem[];
  flows: { id: number; name: string }[];
  currentFlowId: number;
  onChange: (data: FlowNodeData) => void;
  onDelete: () => void;
};

/** The most of a unit a wait may be: Meta's 24-hour window. */
const waitMaxOf = (unit: FlowWaitUnit) => Math.floor(flowLimits.waitMaxSeconds / flowWaitUnitSeconds[unit]);

/** The side panel's editor of the selected step, with its problems from the last check on top. */
export function NodePanel({ node, problems, flows, currentFlowId, onChange, onDelete }: NodePanelProps) {
  const { t } = useTranslation();
  const fieldProblem = (field: string) => problems.find((problem) => problem.field === field)?.message;
  const errorAt = (path: string) => fieldProblem(path) ?? (path === 'message' ? fieldProblem('text') : undefined);
  const id = node.id;

  let editor: ReactNode = null;
  switch (node.type) {
    case 'start':
      editor = <Typography.Paragraph>{t('botFlows.panel.startHint')}</Typography.Paragraph>;
      break;
    case 'handover':
      editor = <Typography.Paragraph>{t('botFlows.panel.handoverHint')}</Typography.Paragraph>;
      break;
    case 'message':
      editor = <MessageNodeEditor nodeId={id} data={node.data} onChange={onChange} errorAt={errorAt} />;
      break;
    case 'wait': {
      const { amount, unit } = node.data;
      const max = waitMaxOf(unit);
      editor = (
        <FormField label={t('botFlows.panel.waitFor')} htmlFor={`${id}-wait`}>
          <div className="flow-panel-inline">
            <InputNumber
              id={`${id}-wait`}
              min={1}
              max={max}
              value={amount}
              onChange={(value) => onChange({ amount: Math.min(max, Math.max(1, Math.round(value ?? 1))), unit })}
              data-testid="wait-amount"
            />
            <Select
              value={unit}
              onChange={(next: FlowWaitUnit) => onChange({ amount: Math.min(amount, waitMaxOf(next)), unit: next })}
              options={flowWaitUnits.map((value) => ({
                value,
                label: t(`botFlows.panel.units.${value}`),
              }))}
              aria-label={t('botFlows.panel.waitUnit')}
              className="flow-panel-unit"
            />
          </div>
          <Typography.Text type="secondary">{t('botFlows.panel.waitLimit')}</Typography.Text>
        </FormField>
      );
      break;
    }
    case 'question': {
      const data = node.data;
      editor = (
        <div className="flow-panel-fields">
          <FormField label={t('botFlows.panel.questionText')} htmlFor={`${id}-text`} error={fieldProblem('text')}>
            <Input.TextArea
              id={`${id}-text`}
              value={data.text}
              onChange={(event) => onChange({ ...data, text: event.target.value })}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={messagingLimits.textLength}
              showCount
              dir="auto"
              data-testid="question-text"
            />
          </FormField>
          <FormField label={t('botFlows.panel.saveTo')} htmlFor={`${id}-field`} error={fieldProblem('field')}>
            <Input
              id={`${id}-field`}
              value={data.field}
              onChange={(event) => onChange({ ...data, field: event.target.value.replace(/\s+/g, '_') })}
              maxLength={flowLimits.fieldNameLength}
              dir="auto"
              data-testid="question-field"
            />
            <Typography.Text type="secondary">{t('botFlows.panel.fieldHint')}</Typography.Text>
          </FormField>
          <FormField label={t('botFlows.panel.answerKind')} htmlFor={`${id}-kind`}>
            <Segmented
              id={`${id}-kind`}
              block
              value={data.answer_kind}
              onChange={(answer_kind) => onChange({ ...data, answer_kind })}
              options={flowAnswerKinds.map((value) => ({ value, label: t(`botFlows.answerKinds.${value}`) }))}
            />
          </FormField>
          <FormField label={t('botFlows.panel.retryText')} htmlFor={`${id}-retry`} error={fieldProblem('retry_text')}>
            <Input.TextArea
              id={`${id}-retry`}
              value={data.retry_text}
              onChange={(event) => onChange({ ...data, retry_text: event.target.value })}
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={messagingLimits.textLength}
              placeholder={t('botFlows.panel.retryPlaceholder')}
              dir="auto"
            />
            <Typography.Text type="secondary">
              {t('botFlows.panel.retryHint', { count: flowLimits.questionRetries })}
            </Typography.Text>
          </FormField>
        </div>
      );
      break;
    }
    case 'condition':
      editor = <ConditionEditor nodeId={id} data={node.data} onChange={onChange} errorAt={fieldProblem} />;
      break;
    case 'label': {
      const data = node.data;
      editor = (
        <div className="flow-panel-fields">
          <FormField label={t('botFlows.panel.labelAction')} htmlFor={`${id}-action`}>
            <Segmented
              id={`${id}-action`}
              block
              value={data.action}
              onChange={(action) => onChange({ ...data, action })}
              options={(['add', 'remove'] as const).map((value) => ({
                value,
                label: t(`botFlows.panel.labelActions.${value}`),
              }))}
            />
          </FormField>
          <FormField label={t('botFlows.panel.label')} htmlFor={`${id}-label`} error={fieldProblem('label')}>
            <Input
              id={`${id}-label`}
              value={data.label}
              onChange={(event) => onChange({ ...data, label: event.target.value })}
              maxLength={flowLimits.labelLength}
              showCount
              dir="auto"
              data-testid="label-name"
            />
          </FormField>
        </div>
      );
      break;
    }
    case 'notify':
      editor = (
        <FormField label={t('botFlows.panel.notifyText')} htmlFor={`${id}-notify`} error={fieldProblem('text')}>
          <Input.TextArea
            id={`${id}-notify`}
            value={node.data.text}
            onChange={(event) => onChange({ text: event.target.value })}
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={flowLimits.notifyTextLength}
            showCount
            dir="auto"
            placeholder={t('botFlows.panel.notifyPlaceholder')}
            data-testid="notify-text"
          />
          <Typography.Text type="secondary">{t('botFlows.panel.notifyHint')}</Typography.Text>
        </FormField>
      );
      break;
    case 'goto':
      editor = (
        <FormField label={t('botFlows.panel.gotoFlow')} htmlFor={`${id}-goto`} error={fieldProblem('flow_id')}>
          <Select
            id={`${id}-goto`}
            value={node.data.flow_id ?? undefined}
            onChange={(flow_id: number) => onChange({ flow_id })}
            placeholder={t('botFlows.panel.gotoPlaceholder')}
            options={flows
              .filter((flow) => flow.id !== currentFlowId)
              .map((flow) => ({ value: flow.id, label: <bdi>{flow.name}</bdi> }))}
            notFoundContent={t('botFlows.panel.noOtherFlows')}
            data-testid="goto-flow"
          />
        </FormField>
      );
      break;
  }

  const unplaced = problems.filter((problem) => !problem.field || !['text', 'field', 'label'].includes(problem.field));
  return (
    <section className="flow-panel-section" data-testid="node-panel" data-node-id={node.id}>
      <header className="flow-panel-header">
        <span className="flow-node-icon">{nodeIcons[node.type]}</span>
        <span className="flow-panel-title">{t(`botFlows.types.${node.type}`)}</span>
        {node.type !== 'start' ? (
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
      {editor}
    </section>
  );
}
