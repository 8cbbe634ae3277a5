import { flowLimits, flowWaitUnitSeconds, flowWaitUnits, type FlowWaitUnit } from '@app/contract';
import { InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { FlowStepEditorProps } from '../builder-flow-step.ts';

/** The most of a unit a wait may be: Meta's 24-hour window. */
const waitMaxOf = (unit: FlowWaitUnit) => Math.floor(flowLimits.waitMaxSeconds / flowWaitUnitSeconds[unit]);

export function WaitEditor({ nodeId, data, onChange }: FlowStepEditorProps<'wait'>) {
  const { t } = useTranslation();
  const { amount, unit } = data;
  const max = waitMaxOf(unit);
  return (
    <FormField label={t('botFlows.panel.waitFor')} htmlFor={`${nodeId}-wait`}>
      <div className="flow-panel-inline">
        <InputNumber
          id={`${nodeId}-wait`}
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
}
