import './bot-settings.css';
import { Alert, App, Button, Card, Input, InputNumber, Skeleton, Switch } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messagingLimits, type BotSettings } from '@app/contract';
import { isApiError } from '@/shared/api/api-error.ts';
import { serverFieldErrors, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useBotSettings, useSaveBotSettings } from './bot-settings-api.ts';
import { botSettingsResolver, problemsIn } from './bot-settings-resolver.ts';
import { IceBreakersEditor } from './ice-breakers-editor.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { scrollBehavior } from '@/shared/lib/use-reduced-motion.ts';

function SwitchRow(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="bot-settings-row">
      <div>
        <label htmlFor={props.id} className="bot-settings-label">
          {props.label}
        </label>
        <div className="bot-settings-hint">{props.hint}</div>
      </div>
      <Switch id={props.id} checked={props.checked} onChange={props.onChange} data-testid={props.id} />
    </div>
  );
}

/**
 * /dashboard/bot/settings: the page's bot switches, get-started button, greeting, persistent menu and ice breakers,
 * and its linked Instagram account's ice breakers and menu.
 */
export function BotSettingsRoute() {
  const stored = useBotSettings();
  if (!stored.data) {
    return (
      <div className="bot-settings-screen" data-testid="bot-settings">
        <Skeleton active />
      </div>
    );
  }
  return <BotSettingsForm stored={stored.data} />;
}

type StoredBotSettings = NonNullable<ReturnType<typeof useBotSettings>['data']>;

/** The settings as stored, checked by the contract's schema before saving; Meta's refusal shown at the top. */
function BotSettingsForm({ stored }: { stored: StoredBotSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dayjsLocale = useDayjsLocale();
  const showApiError = useShowApiError();
  const save = useSaveBotSettings();
  const resolver = useMemo(() => botSettingsResolver(t), [t]);
  const { watch, setValue, handleSubmit, reset, setError, formState } = useForm<BotSettings>({
    resolver,
    defaultValues: stored.settings,
  });
  // A failed save reads the settings again: what it found wrong stays listed until the next save.
  useEffect(() => reset(stored.settings, { keepErrors: true }), [stored.settings, reset]);
  const values = watch();
  const [metaRefusal, setMetaRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLHeadingElement>(null);
  // The save button is at the bottom of a long form: Meta's answer, at the top, is brought into view.
  useEffect(() => {
    if (metaRefusal) refusalRef.current?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
  }, [metaRefusal]);

  // The problems are listed together above the save button, so they are checked again only when saving.
  const change = (patch: Partial<BotSettings>) => {
    for (const [field, value] of Object.entries(patch))
      setValue(field as keyof BotSettings, value as BotSettings[keyof BotSettings], { shouldDirty: true });
  };

  const submit = handleSubmit(async (settings) => {
    setMetaRefusal(null);
    try {
      await save.mutateAsync(settings);
      void message.success(t('inboxSettings.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 422 && !error.errors) setMetaRefusal(error.message);
      else if (serverFieldErrors(error)) showServerFieldErrors(error, setError);
      else showApiError(error);
    }
  });

  const problems = problemsIn(formState.errors);
  const savedAt = stored.saved_to_meta_at;
  const metaError = metaRefusal ?? stored.meta_error ?? null;
  return (
    <form
      className="bot-settings-screen"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="bot-settings"
    >
      {/* Scrolled to when Meta refuses: Meta's message is right under the title (no empty anchor taking a gap). */}
      <h2 className="screen-title" ref={refusalRef}>
        {t('inboxSettings.title')}
      </h2>
      {metaError ? (
        <Alert
          type="error"
          showIcon
          title={t('inboxSettings.metaRefused')}
          description={<span dir="auto">{metaError}</span>}
          data-testid="bot-settings-meta-error"
        />
      ) : savedAt ? (
        <Alert
          type="success"
          showIcon
          title={t('inboxSettings.savedToMeta', {
            time: inBusinessTime(savedAt).locale(dayjsLocale).format('D MMM YYYY, HH:mm'),
          })}
          data-testid="bot-settings-saved-at"
        />
      ) : null}
      <Card size="small" title={t('inboxSettings.sections.bot')}>
        <SwitchRow
          id="bot-enabled"
          label={t('inboxSettings.botEnabled')}
          hint={t('inboxSettings.botEnabledHint')}
          checked={values.bot_enabled}
          onChange={(on) => change({ bot_enabled: on })}
        />
        <SwitchRow
          id="bot-typing"
          label={t('inboxSettings.typing')}
          hint={t('inboxSettings.typingHint')}
          checked={values.typing_on}
          onChange={(on) => change({ typing_on: on })}
        />
        <div className="bot-settings-row">
          <label htmlFor="bot-delay" className="bot-settings-label">
            {t('inboxSettings.delay')}
          </label>
          <InputNumber
            id="bot-delay"
            min={0}
            max={30}
            value={values.delay_in_reply}
            onChange={(delay) => change({ delay_in_reply: delay ?? 0 })}
            suffix={t('inboxSettings.seconds')}
            data-testid="bot-delay"
          />
        </div>
        <SwitchRow
          id="bot-mark-seen"
          label={t('inboxSettings.markSeen')}
          hint={t('inboxSettings.markSeenHint')}
          checked={values.mark_seen}
          onChange={(on) => change({ mark_seen: on })}
        />
      </Card>
      <Card size="small" title={t('inboxSettings.sections.welcome')}>
        <SwitchRow
          id="bot-get-started"
          label={t('inboxSettings.getStarted')}
          hint={t('inboxSettings.getStartedHint')}
          checked={values.get_started_enabled}
          onChange={(on) =>
            change(on ? { get_started_enabled: true } : { get_started_enabled: false, persistent_menu: [] })
          }
        />
        <label htmlFor="bot-greeting" className="bot-settings-label">
          {t('inboxSettings.greeting')}
        </label>
        <Input.TextArea
          id="bot-greeting"
          value={values.greeting}
          disabled={!values.get_started_enabled}
          maxLength={messagingLimits.greetingLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          dir="auto"
          placeholder={t('inboxSettings.greetingPlaceholder')}
          onChange={(event) => change({ greeting: event.target.value })}
          data-testid="bot-greeting"
        />
      </Card>
      <Card size="small" title={t('inboxSettings.sections.menu')}>
        {!values.get_started_enabled ? (
          <div className="bot-settings-hint" data-testid="bot-menu-needs-get-started">
            {t('inboxSettings.menu.needsGetStarted')}
          </div>
        ) : null}
        <MenuEditor
          items={values.persistent_menu}
          disabled={!values.get_started_enabled}
          onChange={(items) => change({ persistent_menu: items })}
        />
      </Card>
      <Card size="small" title={t('inboxSettings.sections.iceBreakers')}>
        <div className="bot-settings-hint">{t('inboxSettings.iceBreakers.hint')}</div>
        <IceBreakersEditor
          platform="messenger"
          items={values.ice_breakers}
          onChange={(items) => change({ ice_breakers: items })}
        />
      </Card>
      {stored.instagram_account ? (
        <Card
          size="small"
          // Isolated left to right, so the @ stays before the name in Arabic.
          title={t('inboxSettings.sections.instagram', {
            username: `\u2066@${stored.instagram_account.username}\u2069`,
          })}
          data-testid="bot-settings-instagram"
        >
          <h3 className="bot-settings-subtitle">{t('inboxSettings.sections.iceBreakers')}</h3>
          <div className="bot-settings-hint">{t('inboxSettings.iceBreakers.instagramHint')}</div>
          <IceBreakersEditor
            platform="instagram"
            items={values.instagram_ice_breakers}
            onChange={(items) => change({ instagram_ice_breakers: items })}
          />
          <h3 className="bot-settings-subtitle">{t('inboxSettings.sections.menu')}</h3>
          <div className="bot-settings-hint">{t('inboxSettings.menu.instagramHint')}</div>
          <MenuEditor
            testId="instagram-menu"
            items={values.instagram_persistent_menu}
            disabled={false}
            onChange={(items) => change({ instagram_persistent_menu: items })}
          />
        </Card>
      ) : null}
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('errors.fieldInvalid')}
          description={
            <ul className="error-list">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
          data-testid="bot-settings-problems"
        />
      ) : null}
      <div className="bot-settings-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="bot-settings-save">
          {t('inboxSettings.save')}
        </Button>
      </div>
    </form>
  );
}
