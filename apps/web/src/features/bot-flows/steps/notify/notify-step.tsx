import { NotificationOutlined } from '@ant-design/icons';
import { flowLimits } from '@app/contract';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { nextHandle, type BuilderFlowStep, type FlowStepEditorProps } from '../builder-flow-step.ts';

function NotifyEditor({ nodeId, data, onChange, fieldProblem }: FlowStepEditorProps<'notify'>) {
  const { t } = useTranslation();
  return (
    <FormField label={t('botFlows.panel.notifyText')} htmlFor={`${nodeId}-notify`} error={fieldProblem('text')}>
      <Input.TextArea
        id={`${nodeId}-notify`}
        value={data.text}
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
}

export const notifyStep: BuilderFlowStep<'notify'> = {
  icon: <NotificationOutlined />,
  defaultData: () => ({ text: '' }),
  handles: nextHandle,
  summary: (data, t) => data.text || t('botFlows.summary.noText'),
  Editor: NotifyEditor,
  problemsShownByEditor: ['text'],
};
