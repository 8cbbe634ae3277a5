import { DesktopOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import { deviceLabel } from '@app/contract/device-label';
import type { SignedInSession } from '@app/contract';
import { Button, Card, Empty, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inBusinessTime } from '@/shared/time/business-time.ts';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useEndOtherSessions, useEndSession, useSignedInSessions } from '../api/profile-api.ts';

const phonePattern = /iPhone|iPad|Android|Mobile/;

/** Where the account is signed in: this session first marked, any other can be signed out. */
export function SessionsCard() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const showApiError = useShowApiError();
  const sessions = useSignedInSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const items = sessions.data?.sessions ?? [];
  const others = items.filter((session) => !session.current).length;
  const when = (iso: string) => inBusinessTime(iso).format('YYYY-MM-DD HH:mm');

  const signOut = (session: SignedInSession) =>
    endSession.mutate(session.id, {
      onSuccess: () => notifier.success({ title: t('profile.sessionEnded') }),
      onError: showApiError,
    });

  return (
    <Card title={t('profile.sessionsTitle')} data-testid="profile-sessions">
      <Spin spinning={sessions.isLoading}>
        {items.length === 0 ? (
          <Empty description={t('profile.noSessions')} />
        ) : (
          <ul className="profile-sessions">
            {items.map((session) => (
              <li key={session.id} className="profile-session" data-testid="session-row">
                <span className="profile-session-icon" aria-hidden>
                  {phonePattern.test(session.user_agent ?? '') ? <MobileOutlined /> : <DesktopOutlined />}
                </span>
                <div className="profile-session-body">
                  <div className="profile-session-device">
                    <bdi>{deviceLabel(session.user_agent) || t('profile.unknownDevice')}</bdi>
                    {session.current ? <Tag color="green">{t('profile.thisSession')}</Tag> : null}
                  </div>
                  <Typography.Text type="secondary" className="profile-session-meta">
                    {t('profile.signedInAt', { time: when(session.created_at) })}
                    {session.last_seen_at ? ` · ${t('profile.lastSeen', { time: when(session.last_seen_at) })}` : ''}
                    {session.ip_address ? (
                      <>
                        {' · '}
                        <bdi dir="ltr">{session.ip_address}</bdi>
                      </>
                    ) : null}
                  </Typography.Text>
                </div>
                {session.current ? null : (
                  <Button
                    size="small"
                    loading={endSession.isPending && endSession.variables === session.id}
                    onClick={() => signOut(session)}
                    data-testid="session-sign-out"
                  >
                    {t('profile.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <div className="profile-sessions-actions">
        <Button
          danger
          icon={<LogoutOutlined />}
          disabled={!others}
          onClick={() => setConfirmingOthers(true)}
          data-testid="sessions-sign-out-others"
        >
          {t('profile.signOutOthers')}
        </Button>
      </div>
      <ConfirmActionModal
        open={confirmingOthers}
        title={t('profile.signOutOthersTitle')}
        okText={t('profile.signOutOthers')}
        danger
        onConfirm={() => endOthers.mutateAsync().then(() => notifier.success({ title: t('profile.othersEnded') }))}
        onClose={() => setConfirmingOthers(false)}
        testId="sessions-sign-out-others-confirm"
      >
        {t('profile.signOutOthersText', { count: others })}
      </ConfirmActionModal>
    </Card>
  );
}
