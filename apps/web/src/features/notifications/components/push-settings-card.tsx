import { BellOutlined } from '@ant-design/icons';
import { pushKinds, type PushPreferences } from '@app/contract';
import { Alert, Button, Card, Checkbox, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushRegistration } from '@/shared/pwa/service-worker.ts';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePushSettings, useSavePushPreferences, useSubscribePush, useUnsubscribePush } from '../api/push-settings.ts';

const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Push on this device: turned on or off here, and the kinds pushed (for every device of the user). */
export function PushSettingsCard() {
  const { t } = useTranslation();
  const showApiError = useShowApiError();
  const settings = usePushSettings();
  const save = useSavePushPreferences();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    void pushRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
  }, [supported]);

  const turnOn = async (publicKey: string) => {
    setProblem(null);
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setProblem('denied');
      const registration = await pushRegistration();
      const subscription = await registration!.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const { keys } = subscription.toJSON();
      await subscribe.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: keys!.p256dh!, auth: keys!.auth! },
      });
      setEndpoint(subscription.endpoint);
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await (await pushRegistration())?.pushManager.getSubscription();
      if (endpoint) await unsubscribe.mutateAsync(endpoint);
      await subscription?.unsubscribe();
      setEndpoint(null);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const preferences = settings.data?.preferences;
  const choose = (kind: keyof PushPreferences, chosen: boolean) =>
    preferences && save.mutate({ ...preferences, [kind]: chosen }, { onError: showApiError });

  return (
    <Card
      className="push-settings"
      title={
        <span className="card-title-with-badge">
          <BellOutlined />
          {t('pushSettings.title')}
        </span>
      }
      data-testid="push-settings"
    >
      <Typography.Paragraph type="secondary">{t('pushSettings.intro')}</Typography.Paragraph>
      {!supported ? (
        <Alert type="info" showIcon title={t('pushSettings.unsupported')} />
      ) : (
        <Space wrap>
          {endpoint ? (
            <Button loading={busy} onClick={() => void turnOff()} data-testid="push-off">
              {t('pushSettings.turnOff')}
            </Button>
          ) : (
            <Button
              type="primary"
              loading={busy}
              disabled={!settings.data}
              onClick={() => settings.data && void turnOn(settings.data.public_key)}
              data-testid="push-on"
            >
              {t('pushSettings.turnOn')}
            </Button>
          )}
          <Typography.Text type="secondary">
            {endpoint ? t('pushSettings.onHere') : t('pushSettings.offHere')}
          </Typography.Text>
        </Space>
      )}
      {problem ? (
        <Alert className="push-settings-problem" type="warning" showIcon title={t(`pushSettings.${problem}`)} />
      ) : null}
      <fieldset className="push-kinds">
        <legend>{t('pushSettings.kinds')}</legend>
        {pushKinds.map((kind) => (
          <Checkbox
            key={kind}
            checked={preferences?.[kind] ?? true}
            disabled={!preferences || save.isPending}
            onChange={(event) => choose(kind, event.target.checked)}
            data-testid={`push-kind-${kind}`}
          >
            {t(`pushSettings.kind.${kind}`)}
          </Checkbox>
        ))}
      </fieldset>
    </Card>
  );
}
