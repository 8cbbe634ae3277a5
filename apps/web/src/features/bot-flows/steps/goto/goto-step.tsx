import { ExportOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { isolate, type BuilderFlowStep, type FlowStepEditorProps } from '../builder-flow-step.ts';

function GotoEditor({ nodeId, data, onChange, fieldProblem, flows, currentFlowId }: FlowStepEditorProps<'goto'>) {
  const { t } = useTranslation();
  return (
    <FormField label={t('botFlows.panel.gotoFlow')} htmlFor={`${nodeId}-goto`} error={fieldProblem('flow_id')}>
      <Select
        id={`${nodeId}-goto`}
        value={data.flow_id ?? undefined}
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
}

export const gotoStep: BuilderFlowStep<'goto'> = {
  icon: <ExportOutlined />,
  defaultData: () => ({ flow_id: null }),
  handles: () => [],
  summary: (data, t, flowName) => {
    const name = data.flow_id === null ? null : flowName(data.flow_id);
    return name ? t('botFlows.summary.goto', { name: isolate(name) }) : t('botFlows.summary.noFlow');
  },
  Editor: GotoEditor,
  problemsShownByEditor: [],
};
