import { TagOutlined } from '@ant-design/icons';
import { flowLimits } from '@app/contract';
import { Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { isolate, nextHandle, type BuilderFlowStep, type FlowStepEditorProps } from '../builder-flow-step.ts';

function LabelEditor({ nodeId, data, onChange, fieldProblem }: FlowStepEditorProps<'label'>) {
  const { t } = useTranslation();
  return (
    <div className="flow-panel-fields">
      <FormField label={t('botFlows.panel.labelAction')} htmlFor={`${nodeId}-action`}>
        <Segmented
          id={`${nodeId}-action`}
          block
          value={data.action}
          onChange={(action) => onChange({ ...data, action })}
          options={(['add', 'remove'] as const).map((value) => ({
            value,
            label: t(`botFlows.panel.labelActions.${value}`),
          }))}
        />
      </FormField>
      <FormField label={t('botFlows.panel.label')} htmlFor={`${nodeId}-label`} error={fieldProblem('label')}>
        <Input
          id={`${nodeId}-label`}
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
}

export const labelStep: BuilderFlowStep<'label'> = {
  icon: <TagOutlined />,
  defaultData: () => ({ action: 'add', label: '' }),
  handles: nextHandle,
  summary: (data, t) =>
    data.label
      ? t(`botFlows.summary.label.${data.action}`, { label: isolate(data.label) })
      : t('botFlows.summary.noLabel'),
  Editor: LabelEditor,
  problemsShownByEditor: ['label'],
};
