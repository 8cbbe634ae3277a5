import { PlayCircleOutlined } from '@ant-design/icons';
import { nextHandle, type BuilderFlowStep } from '../builder-flow-step.ts';
import { StartEditor } from './start-editor.tsx';

export const startStep: BuilderFlowStep<'start'> = {
  icon: <PlayCircleOutlined />,
  defaultData: () => ({}),
  handles: nextHandle,
  summary: (_data, t) => t('botFlows.summary.start'),
  Editor: StartEditor,
  problemsShownByEditor: [],
  entry: true,
};
