import { botKeywordTypes, botLimits, botReplyTypes, type BotKeywordType, type BotReply } from '@app/contract';
import { Alert, App, Card, Col, Input, InputNumber, Radio, Row, Segmented, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { TagInput } from '@/shared/ui/tag-input.tsx';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useSaveBotReply } from '../api/save-bot-reply.ts';
import { botBodyOf, usesKeywords, type BotFormValues } from '../bot-form-values.ts';
import { botFormResolver } from '../bot-form-validation.ts';
import { BotFlowField } from './bot-flow-field.tsx';
import { BotMessageEditor } from '@/shared/messenger/bot-message-editor.tsx';
import { BotOffWarning } from '@/shared/ui/bot-off-warning.tsx';
import { useBotSwitch } from '../settings/use-bot-switch.ts';
import { BotPreview } from './bot-preview.tsx';

type BotReplyFormProps = {
  id: number | null;
  initialValues: BotFormValues;
  cancelTo: string;
  onSaved: (bot: BotReply) => void;
};

/** The bot form of spec section 3, with the phone preview beside it; the contract's rules checked before saving. */
export function BotReplyForm({ id, initialValues, cancelTo, onSaved }: BotReplyFormProps) {
  const { t } = useTranslation();
  const locale = messageLocale(usePreferences((state) => state.locale));
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const save = useSaveBotReply();
  const botSwitch = useBotSwitch();
  const resolver = useMemo(() => botFormResolver(t, locale), [t, locale]);
  const { watch, setValue, trigger, handleSubmit, setError, formState } = useForm<BotFormValues>({
    resolver,
    defaultValues: initialValues,
  });
  const values = watch();
  const lookup = (path: string) => errorAt(formState.errors, path);

  // The message editors hand over several fields at once (a type and what it drops): one check after all of them.
  const change = (patch: Partial<BotFormValues>) => {
    for (const [field, value] of Object.entries(patch))
      setValue(field as keyof BotFormValues, value as BotFormValues[keyof BotFormValues], { shouldDirty: true });
    if (formState.isSubmitted) void trigger();
  };

  const submit = handleSubmit(async (checked) => {
    try {
      const { bot } = await save.mutateAsync({ id, body: botBodyOf(checked) });
      void message.success(t('botReplies.saved'));
      onSaved(bot);
    } catch (error) {
      showServerFieldErrors(error, setError);
      showApiError(error);
    }
  });

  const startsFlow = values.reply_type === 'flow';
  const invalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="bot-form">
      {botSwitch.botOff && values.enabled ? (
        <BotOffWarning subject="reply" turning={botSwitch.turning} onTurnOn={botSwitch.turnOn} />
      ) : null}
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={14}>
          <div className="bot-form-column">
            <Card size="small" title={t('botReplies.form.sections.bot')}>
              <div className="bot-form-stack">
                <FormField label={t('botReplies.form.name')} htmlFor="bot-name" error={lookup('bot_name')}>
                  <Input
                    id="bot-name"
                    value={values.bot_name}
                    onChange={(event) => change({ bot_name: event.target.value })}
                    maxLength={botLimits.nameLength}
                    dir="auto"
                    status={lookup('bot_name') ? 'error' : ''}
                    data-testid="bot-name"
                  />
                </FormField>
                <div className="bot-switch-row">
                  <label htmlFor="bot-enabled">{t('botReplies.form.enabled')}</label>
                  <Switch
                    id="bot-enabled"
                    checked={values.enabled}
                    onChange={(enabled) => change({ enabled })}
                    data-testid="bot-enabled"
                  />
                </div>
                <FormField label={t('botReplies.form.replyType')} htmlFor="bot-reply-type">
                  <Radio.Group
                    id="bot-reply-type"
                    value={values.reply_type}
                    onChange={(event) => change({ reply_type: event.target.value as BotFormValues['reply_type'] })}
                    options={botReplyTypes.map((type) => ({
                      value: type,
                      label: <span data-testid={`bot-reply-type-${type}`}>{t(`botReplies.replyTypes.${type}`)}</span>,
                    }))}
                  />
                </FormField>
                {startsFlow ? (
                  <BotFlowField
                    value={values.flow_id}
                    onChange={(flow_id) => change({ flow_id })}
                    error={lookup('flow_id')}
                  />
                ) : null}
              </div>
            </Card>
            <Card size="small" title={t('botReplies.form.sections.trigger')}>
              <div className="bot-form-stack">
                <FormField label={t('botReplies.form.keywordType')} htmlFor="bot-keyword-type">
                  <Segmented<BotKeywordType>
                    id="bot-keyword-type"
                    value={values.keyword_type}
                    onChange={(keyword_type) => change({ keyword_type })}
                    options={botKeywordTypes.map((option) => ({
                      value: option,
                      label: (
                        <span data-testid={`bot-keyword-type-${option}`}>{t(`botReplies.keywordTypes.${option}`)}</span>
                      ),
                    }))}
                    className="bot-keyword-types"
                  />
                  <Typography.Text type="secondary" className="bot-hint">
                    {t(
                      values.keyword_type === 'reply' && values.postback_id?.trim()
                        ? 'botReplies.keywordTypeHints.replyWithPostback'
                        : `botReplies.keywordTypeHints.${values.keyword_type}`,
                    )}
                  </Typography.Text>
                </FormField>
                {usesKeywords(values.keyword_type) ? (
                  <FormField label={t('botReplies.form.keywords')} htmlFor="bot-keywords" error={lookup('keywords')}>
                    <TagInput
                      id="bot-keywords"
                      value={values.keywords}
                      onChange={(words) =>
                        change({
                          keywords: words
                            .map((word) => word.slice(0, botLimits.keywordLength))
                            .slice(0, botLimits.keywordsPerBot),
                        })
                      }
                      placeholder={t('botReplies.form.keywordsPlaceholder')}
                      status={lookup('keywords') ? 'error' : ''}
                      testId="bot-keywords"
                    />
                    <Typography.Text type="secondary" className="bot-hint">
                      {t('botReplies.form.keywordsLimit', {
                        count: values.keywords.length,
                        max: botLimits.keywordsPerBot,
                      })}
                    </Typography.Text>
                  </FormField>
                ) : null}
                <FormField label={t('botReplies.form.postbackId')} htmlFor="bot-postback" error={lookup('postback_id')}>
                  <Input
                    id="bot-postback"
                    value={values.postback_id ?? ''}
                    onChange={(event) => change({ postback_id: event.target.value })}
                    maxLength={botLimits.postbackIdLength}
                    dir="ltr"
                    placeholder="PRICES"
                    status={lookup('postback_id') ? 'error' : ''}
                    data-testid="bot-postback"
                  />
                  <Typography.Text type="secondary" className="bot-hint">
                    {t('botReplies.form.postbackHint')}
                  </Typography.Text>
                </FormField>
              </div>
            </Card>
            {startsFlow ? null : (
              <Card size="small" title={t('botReplies.form.sections.message')}>
                <BotMessageEditor value={values} onChange={change} errorAt={lookup} />
              </Card>
            )}
            <Card size="small" title={t('botReplies.form.sections.delivery')}>
              {startsFlow ? (
                // A flow's first step is sent with the page's typing setting, and its wait steps set its pace.
                <Typography.Text type="secondary" data-testid="bot-flow-pace">
                  {t('botReplies.form.flowPace')}
                </Typography.Text>
              ) : (
                <div className="bot-form-stack">
                  <div className="bot-switch-row">
                    <label htmlFor="bot-typing">{t('botReplies.form.typing')}</label>
                    <Switch
                      id="bot-typing"
                      checked={values.typing_on_settings}
                      onChange={(typing_on_settings) => change({ typing_on_settings })}
                      data-testid="bot-typing"
                    />
                  </div>
                  <FormField label={t('botReplies.form.delay')} htmlFor="bot-delay" error={lookup('delay_in_reply')}>
                    <InputNumber
                      id="bot-delay"
                      min={0}
                      max={botLimits.delayInReplyMaxSeconds}
                      precision={0}
                      value={values.delay_in_reply}
                      onChange={(delay) => change({ delay_in_reply: delay ?? 0 })}
                      suffix={t('botReplies.form.seconds')}
                      data-testid="bot-delay"
                    />
                  </FormField>
                </div>
              )}
            </Card>
            {invalid ? (
              <Alert type="error" showIcon title={t('botReplies.errors.required')} data-testid="bot-form-invalid" />
            ) : null}
            <FormActions saving={save.isPending} label={t('botReplies.save')} cancelTo={cancelTo} testId="bot-save" />
          </div>
        </Col>
        <Col xs={24} xl={10}>
          {startsFlow ? null : (
            <div className="bot-preview-sticky">
              <BotPreview values={values} />
            </div>
          )}
        </Col>
      </Row>
    </form>
  );
}
