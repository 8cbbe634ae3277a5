import { messengerLimits } from '@app/contract';
import { Card, Switch, Typography } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReplyChannelRules } from '../../channel/reply-channel-context.tsx';
import type { ReplyCampaignFormState, ReplyFormValues } from './use-reply-campaign-form.ts';

type OptionName = 'enable_old' | 'enable_multiple' | 'include_url' | 'hide_contact_comments';

/**
 * The campaign's switches: answer old comments, answer every comment of a person, hide comments with a phone number
 * or a link, add the post link (Facebook).
 */
export function OptionsSection({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const { postLink } = useReplyChannelRules();
  return (
    <Card size="small" title={t('replies.form.optionsSection')}>
      <div className="option-list">
        <OptionSwitch
          control={form.control}
          name="enable_old"
          title={t('replies.form.enableOld')}
          hint={t('replies.form.enableOldHint', { count: messengerLimits.oldCommentsAnswered })}
          testId="enable-old"
        />
        <OptionSwitch
          control={form.control}
          name="enable_multiple"
          title={t('replies.form.enableMultiple')}
          hint={t('replies.form.enableMultipleHint')}
          testId="enable-multiple"
        />
        <OptionSwitch
          control={form.control}
          name="hide_contact_comments"
          title={t('replies.form.hideContactComments')}
          hint={t('replies.form.hideContactCommentsHint')}
          testId="hide-contact-comments"
        />
        {postLink ? (
          <OptionSwitch
            control={form.control}
            name="include_url"
            title={t('replies.form.includeUrl')}
            hint={t('replies.form.includeUrlHint')}
            testId="include-url"
          />
        ) : null}
      </div>
    </Card>
  );
}

function OptionSwitch(props: {
  control: Control<ReplyFormValues>;
  name: OptionName;
  title: string;
  hint: string;
  testId: string;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <label className="option-switch">
      <Switch checked={field.value} onChange={(checked) => field.onChange(checked)} data-testid={props.testId} />
      <span>
        <span className="option-switch-title">{props.title}</span>
        <Typography.Text type="secondary" className="option-switch-hint">
          {props.hint}
        </Typography.Text>
      </span>
    </label>
  );
}
