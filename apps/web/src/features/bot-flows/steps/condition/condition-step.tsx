import { BranchesOutlined } from '@ant-design/icons';
import { isolate, type BuilderFlowStep } from '../builder-flow-step.ts';
import { ConditionEditor } from './condition-editor.tsx';

export const conditionStep: BuilderFlowStep<'condition'> = {
  icon: <BranchesOutlined />,
  defaultData: () => ({ subject: 'window', field: null, operator: 'open', value: '' }),
  handles: () => [
    { id: 'true', kind: 'true' },
    { id: 'false', kind: 'false' },
  ],
  summary: ({ subject, operator, field, value }, t) =>
    t(`botFlows.summary.condition.${subject}`, {
      field: isolate(field ?? '…'),
      operator: t(`botFlows.operators.${operator}`),
      value: isolate(
        subject === 'source' && value ? t(`inbox.sources.${value}`, { defaultValue: value }) : value || '…',
      ),
    }),
  Editor: ConditionEditor,
  problemsShownByEditor: ['field'],
};
