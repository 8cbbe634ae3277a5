import './bot-off-warning.css';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

type BotOffWarningProps = {
  /** What is saved while the bot is off: a keyword reply or a flow, or the list of them. */
  subject: 'reply' | 'replies' | 'flow' | 'flows';
  turning: boolean;
  onTurnOn: () => void;
};

/** Said where a keyword reply or a flow is set up while the page's bot is off: nothing answers until it is on. */
export function BotOffWarning({ subject, turning, onTurnOn }: BotOffWarningProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      className="bot-off-warning"
      title={t('botOff.title')}
      description={t(`botOff.${subject}`)}
      action={
        <Button size="small" type="primary" loading={turning} onClick={onTurnOn} data-testid="bot-off-turn-on">
          {t('botOff.turnOn')}
        </Button>
      }
      data-testid="bot-off-warning"
    />
  );
}
