import {
  flowConditionSubjects,
  flowLimits,
  flowOperatorsBySubject as operatorsBySubject,
  flowOperatorsWithValue as operatorsWithValue,
  subscriberSources,
} from '@app/contract';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { FlowNodeData } from '../../model/flow-document.ts';
import type { FlowStepEditorProps } from '../builder-flow-step.ts';

type ConditionData = FlowNodeData<'condition'>;
type Subject = ConditionData['subject'];
type Operator = ConditionData['operator'];

/** A condition on a subscriber field, a label, the 24-hour window or where the conversation came from. */
export function ConditionEditor({ nodeId, data, onChange, fieldProblem: errorAt }: FlowStepEditorProps<'condition'>) {
  const { t } = useTranslation();
  const change = (patch: Partial<ConditionData>) => onChange({ ...data, ...patch });
  const changeSubject = (subject: Subject) =>
    change({
      subject,
      operator: operatorsBySubject[subject][0]!,
      field: subject === 'field' ? (data.field ?? '') : null,
      value: '',
    });
  const needsValue = operatorsWithValue.includes(data.operator);
  return (
    <div className="flow-panel-fields">
      <FormField label={t('botFlows.condition.subject')} htmlFor={`${nodeId}-subject`}>
        <Select
          id={`${nodeId}-subject`}
          value={data.subject}
          onChange={changeSubject}
          options={flowConditionSubjects.map((value) => ({ value, label: t(`botFlows.condition.subjects.${value}`) }))}
          data-testid="condition-subject"
        />
      </FormField>
      {data.subject === 'field' ? (
        <FormField label={t('botFlows.condition.field')} htmlFor={`${nodeId}-field`} error={errorAt('field')}>
          <Input
            id={`${nodeId}-field`}
            value={data.field ?? ''}
            onChange={(event) => change({ field: event.target.value.replace(/\s+/g, '_') || null })}
            maxLength={flowLimits.fieldNameLength}
            dir="auto"
          />
        </FormField>
      ) : null}
      {operatorsBySubject[data.subject].length > 1 ? (
        <FormField label={t('botFlows.condition.operator')} htmlFor={`${nodeId}-operator`} error={errorAt('operator')}>
          <Select
            id={`${nodeId}-operator`}
            value={data.operator}
            onChange={(operator: Operator) => change({ operator })}
            options={operatorsBySubject[data.subject].map((value) => ({
              value,
              label: t(`botFlows.operators.${value}`),
            }))}
          />
        </FormField>
      ) : null}
      {needsValue && data.subject === 'source' ? (
        <FormField label={t('botFlows.condition.value')} htmlFor={`${nodeId}-value`} error={errorAt('value')}>
          <Select
            id={`${nodeId}-value`}
            value={data.value || undefined}
            onChange={(value: string) => change({ value })}
            options={subscriberSources.map((value) => ({ value, label: t(`inbox.sources.${value}`) }))}
          />
        </FormField>
      ) : needsValue ? (
        <FormField
          label={t(data.subject === 'label' ? 'botFlows.condition.label' : 'botFlows.condition.value')}
          htmlFor={`${nodeId}-value`}
          error={errorAt('value')}
        >
          <Input
            id={`${nodeId}-value`}
            value={data.value}
            onChange={(event) => change({ value: event.target.value })}
            maxLength={200}
            dir="auto"
          />
        </FormField>
      ) : null}
    </div>
  );
}
