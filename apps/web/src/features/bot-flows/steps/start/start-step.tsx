import { PlayCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nextHandle, type BuilderFlowStep } from '../builder-flow-step.ts';

function StartEditor() {
  const { t } = useTranslation();
  return <Typography.Paragraph>{t('botFlows.panel.startHint')}</Typography.Paragraph>;
}

export const startStep: BuilderFlowStep<'start'> = {
  icon: <PlayCircleOutlined />,
  defaultData: () => ({}),
  handles: nextHandle,
  summary: (_data, t) => t('botFlows.summary.start'),
  Editor: StartEditor,
  problemsShownByEditor: [],
  entry: true,
};
