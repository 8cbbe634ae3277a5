import { ClockCircleOutlined } from '@ant-design/icons';
import { nextHandle, type BuilderFlowStep } from '../builder-flow-step.ts';
import { WaitEditor } from './wait-editor.tsx';

export const waitStep: BuilderFlowStep<'wait'> = {
  icon: <ClockCircleOutlined />,
  defaultData: () => ({ amount: 1, unit: 'minutes' }),
  handles: nextHandle,
  summary: (data, t) => t('botFlows.summary.wait', { time: t(`botFlows.units.${data.unit}`, { count: data.amount }) }),
  Editor: WaitEditor,
  problemsShownByEditor: [],
};
