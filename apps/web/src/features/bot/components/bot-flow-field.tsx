import { Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { builderPath, useFlowList } from '@/features/bot-flows/index.ts';
import { FormField } from '@/shared/ui/form-field.tsx';

type BotFlowFieldProps = {
  value: number | null;
  onChange: (flowId: number) => void;
  error: string | undefined;
};

/** The flow a bot starts: the page's flows, unpublished ones marked (the bot answers nothing until they are published). */
export function BotFlowField({ value, onChange, error }: BotFlowFieldProps) {
  const { t } = useTranslation();
  const list = useFlowList();
  const flows = list.data?.flows ?? [];
  const chosen = flows.find((flow) => flow.id === value);
  return (
    <FormField label={t('botReplies.form.flow')} htmlFor="bot-flow" error={error}>
      <Select<number>
        id="bot-flow"
        value={chosen ? chosen.id : value === null ? undefined : value}
        onChange={onChange}
        loading={list.isLoading}
        placeholder={t('botReplies.form.flowPlaceholder')}
        status={error ? 'error' : ''}
        showSearch={{ optionFilterProp: 'name' }}
        notFoundContent={list.isLoading ? undefined : t('botReplies.form.flowsEmpty')}
        options={flows.map((flow) => ({
          value: flow.id,
          name: flow.name,
          label: (
            <span className="bot-flow-option" data-testid="bot-flow-option">
              <bdi>{flow.name}</bdi>
              {flow.published_version === null ? (
                <Tag className="bot-flow-unpublished">{t('botReplies.form.flowNotPublished')}</Tag>
              ) : null}
            </span>
          ),
        }))}
        data-testid="bot-flow"
      />
      {chosen && chosen.published_version === null ? (
        <Typography.Text type="warning" className="bot-hint" data-testid="bot-flow-unpublished">
          {t('botReplies.form.flowNotPublishedHint')}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary" className="bot-hint" data-testid="bot-flow-note">
        {t('botReplies.form.flowNote')}{' '}
        {chosen ? (
          <Link to={builderPath(chosen.id)} data-testid="bot-flow-open">
            {t('botReplies.form.openFlow')}
          </Link>
        ) : (
          <Link to={builderPath()}>{t('botReplies.form.openBuilder')}</Link>
        )}
      </Typography.Text>
    </FormField>
  );
}
