import { flowAnswerKinds, flowLimits, messagingLimits } from '@app/contract';
import { Input, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { FlowStepEditorProps } from '../builder-flow-step.ts';

export function QuestionEditor({ nodeId, data, onChange, fieldProblem }: FlowStepEditorProps<'question'>) {
  const { t } = useTranslation();
  return (
    <div className="flow-panel-fields">
      <FormField label={t('botFlows.panel.questionText')} htmlFor={`${nodeId}-text`} error={fieldProblem('text')}>
        <Input.TextArea
          id={`${nodeId}-text`}
          value={data.text}
          onChange={(event) => onChange({ ...data, text: event.target.value })}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={messagingLimits.textLength}
          showCount
          dir="auto"
          data-testid="question-text"
        />
      </FormField>
      <FormField label={t('botFlows.panel.saveTo')} htmlFor={`${nodeId}-field`} error={fieldProblem('field')}>
        <Input
          id={`${nodeId}-field`}
          value={data.field}
          onChange={(event) => onChange({ ...data, field: event.target.value.replace(/\s+/g, '_') })}
          maxLength={flowLimits.fieldNameLength}
          dir="auto"
          data-testid="question-field"
        />
        <Typography.Text type="secondary">{t('botFlows.panel.fieldHint')}</Typography.Text>
      </FormField>
      <FormField label={t('botFlows.panel.answerKind')} htmlFor={`${nodeId}-kind`}>
        <Segmented
          id={`${nodeId}-kind`}
          block
          value={data.answer_kind}
          onChange={(answer_kind) => onChange({ ...data, answer_kind })}
          options={flowAnswerKinds.map((value) => ({ value, label: t(`botFlows.answerKinds.${value}`) }))}
        />
      </FormField>
      <FormField label={t('botFlows.panel.retryText')} htmlFor={`${nodeId}-retry`} error={fieldProblem('retry_text')}>
        <Input.TextArea
          id={`${nodeId}-retry`}
          value={data.retry_text}
          onChange={(event) => onChange({ ...data, retry_text: event.target.value })}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={messagingLimits.textLength}
          placeholder={t('botFlows.panel.retryPlaceholder')}
          dir="auto"
        />
        <Typography.Text type="secondary">
          {t('botFlows.panel.retryHint', { count: flowLimits.questionRetries })}
        </Typography.Text>
      </FormField>
    </div>
  );
}
