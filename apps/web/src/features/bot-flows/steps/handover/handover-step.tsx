import { CustomerServiceOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderFlowStep } from '../builder-flow-step.ts';

function HandoverEditor() {
  const { t } = useTranslation();
  return <Typography.Paragraph>{t('botFlows.panel.handoverHint')}</Typography.Paragraph>;
}

export const handoverStep: BuilderFlowStep<'handover'> = {
  icon: <CustomerServiceOutlined />,
  defaultData: () => ({}),
  handles: () => [],
  summary: (_data, t) => t('botFlows.summary.handover'),
  Editor: HandoverEditor,
  problemsShownByEditor: [],
};
