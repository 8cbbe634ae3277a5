import '../connection-doctor.css';
import {
  ApiOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  HistoryOutlined,
  KeyOutlined,
  NotificationOutlined,
  QuestionCircleFilled,
  ReloadOutlined,
  SafetyCertificateOutlined,
  SyncOutlined,
  ThunderboltOutlined,
  WarningFilled,
} from '@ant-design/icons';
import type { ConnectionDoctor, DoctorFix, DoctorStatus } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Grid, Progress, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayjsLocale } from '@/shared/i18n/use-dayjs-locale.ts';
import { connectionDoctorQueryOptions, useSubscribeAgain, type DoctorTarget } from '../api/connection-doctor.ts';
import { inBusinessTime } from '@/shared/time/business-time.ts';

dayjs.extend(localizedFormat);

const statusIcon: Record<DoctorStatus, ReactNode> = {
  ok: <CheckCircleFilled />,
  warning: <WarningFilled />,
  failed: <CloseCircleFilled />,
  unknown: <QuestionCircleFilled />,
};

type FixHandlers = { onReconnect: () => void; onRerequest: () => void; onSubscribe: () => void; subscribing: boolean };

function FixButton({ fix, handlers }: { fix: DoctorFix | null; handlers: FixHandlers }) {
  const { t } = useTranslation();
  if (!fix) return null;
  const onClick = { reconnect: handlers.onReconnect, rerequest: handlers.onRerequest, subscribe: handlers.onSubscribe }[
    fix
  ];
  return (
    <Button
      type="primary"
      size="small"
      icon={fix === 'subscribe' ? <ReloadOutlined /> : <SyncOutlined />}
      loading={fix === 'subscribe' && handlers.subscribing}
      onClick={onClick}
      data-testid={`doctor-fix-${fix}`}
    >
      {t(`doctor.fix.${fix}`)}
    </Button>
  );
}

function Line(props: {
  name: string;
  icon: ReactNode;
  title: string;
  status: DoctorStatus;
  fix?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className={`doctor-line is-${props.status}`} data-testid={`doctor-${props.name}`} data-status={props.status}>
      <span className="doctor-line-status" role="img" aria-label={t(`doctor.status.${props.status}`)}>
        {statusIcon[props.status]}
      </span>
      <div className="doctor-line-body">
        <div className="doctor-line-head">
          <Typography.Text strong>
            <span className="doctor-line-icon">{props.icon}</span>
            {props.title}
          </Typography.Text>
          {props.fix}
        </div>
        <div className="doctor-line-text">{props.children}</div>
      </div>
    </li>
  );
}

const MetaName = ({ children }: { children: string }) => (
  <bdi dir="ltr" className="doctor-meta-name">
    {children}
  </bdi>
);

function FieldTags({ fields, color }: { fields: string[]; color: 'success' | 'error' }) {
  return (
    <div className="doctor-fields">
      {fields.map((field) => (
        <Tag key={field} color={color}>
          <MetaName>{field}</MetaName>
        </Tag>
      ))}
    </div>
  );
}

function DoctorReport({ doctor, handlers }: { doctor: ConnectionDoctor; handlers: FixHandlers }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => inBusinessTime(value).format('lll');
  const names = (list: string[]) => new Intl.ListFormat(i18n.language, { type: 'unit' }).format(list);
  const failures = [doctor.token, doctor.permissions, doctor.webhooks, doctor.usage].filter(
    (line) => line.status === 'failed',
  ).length;
  const { token, permissions, webhooks, usage, graph_version: graphVersion } = doctor;

  return (
    <div className="doctor-report">
      <Alert
        type={doctor.healthy ? 'success' : 'error'}
        showIcon
        title={doctor.healthy ? t('doctor.healthy') : t('doctor.problems', { count: failures })}
        description={doctor.healthy ? t('doctor.healthyText') : t('doctor.problemsText')}
        data-testid="doctor-summary"
      />
      <ul className="doctor-lines">
        <Line
          name="token"
          icon={<KeyOutlined />}
          title={t('doctor.token.title')}
          status={token.status}
          fix={<FixButton fix={token.fix} handlers={handlers} />}
        >
          {token.status === 'ok' ? (
            <>
              <p>
                {token.expires_at
                  ? t('doctor.token.validUntil', { date: date(token.expires_at) })
                  : t('doctor.token.validForever')}
              </p>
              {token.data_access_expires_at ? (
                <p className="doctor-secondary">
                  {t('doctor.token.dataAccessUntil', { date: date(token.data_access_expires_at) })}
                </p>
              ) : null}
            </>
          ) : (
            <p>{token.status === 'unknown' ? t('doctor.token.unknown') : t('doctor.token.invalid')}</p>
          )}
        </Line>

        <Line
          name="permissions"
          icon={<SafetyCertificateOutlined />}
          title={t('doctor.permissions.title')}
          status={permissions.status}
          fix={<FixButton fix={permissions.fix} handlers={handlers} />}
        >
          {permissions.status === 'unknown' ? (
            <p>{t('doctor.permissions.unknown')}</p>
          ) : (
            <>
              <p>
                {permissions.missing.length
                  ? t('doctor.permissions.missing', {
                      count: permissions.missing.length,
                      names: names(permissions.missing),
                    })
                  : t('doctor.permissions.allGranted', { count: permissions.items.length })}
              </p>
              {permissions.stopped.length > 0 && (
                <p data-testid="doctor-permissions-stopped">
                  {t('doctor.permissions.stopped', { names: names(permissions.stopped) })}
                </p>
              )}
              <ul className="doctor-permissions">
                {permissions.items.map((item) => (
                  <li
                    key={item.name}
                    className={item.granted ? 'is-granted' : 'is-missing'}
                    data-testid="doctor-permission"
                  >
                    <span
                      className="doctor-permission-mark"
                      aria-label={t(item.granted ? 'doctor.permissions.granted' : 'doctor.permissions.notGranted')}
                    >
                      {item.granted ? <CheckCircleFilled /> : <CloseCircleFilled />}
                    </span>
                    <span className="doctor-permission-text">
                      <MetaName>{item.name}</MetaName>
                      <span>{t(`doctor.permission.${item.name}`, { defaultValue: '' })}</span>
                      <span className="doctor-permission-uses">
                        {item.used_for.map((use) => (
                          <Tag key={use} variant="filled">
                            {use === 'connection' ? t('doctor.permissions.connection') : t(`features.${use}`)}
                          </Tag>
                        ))}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Line>

        <Line
          name="webhooks"
          icon={<ApiOutlined />}
          title={t('doctor.webhooks.title')}
          status={webhooks.status}
          fix={<FixButton fix={webhooks.fix} handlers={handlers} />}
        >
          {webhooks.status === 'unknown' ? <p>{t('doctor.webhooks.unknown')}</p> : null}
          {webhooks.status === 'ok' ? <p>{t('doctor.webhooks.allSubscribed')}</p> : null}
          {webhooks.missing.length ? (
            <>
              <p>{t('doctor.webhooks.missing')}</p>
              <FieldTags fields={webhooks.missing} color="error" />
            </>
          ) : null}
          {webhooks.refused.length ? (
            <>
              <p>{t('doctor.webhooks.refused')}</p>
              <FieldTags fields={webhooks.refused} color="error" />
            </>
          ) : null}
          {webhooks.error ? (
            <p className="doctor-secondary">
              {t('doctor.webhooks.metaSaid')} <bdi dir="auto">{webhooks.error}</bdi>
            </p>
          ) : null}
          {webhooks.failed_at ? (
            <p className="doctor-secondary">{t('doctor.webhooks.failedAt', { time: date(webhooks.failed_at) })}</p>
          ) : null}
          {webhooks.healed_at ? (
            <p className="doctor-secondary" data-testid="doctor-webhooks-healed">
              {t('doctor.webhooks.healedAt', { time: date(webhooks.healed_at) })}
            </p>
          ) : null}
          {webhooks.subscribed.length ? (
            <>
              {webhooks.status === 'ok' ? null : <p>{t('doctor.webhooks.subscribed')}</p>}
              <FieldTags fields={webhooks.subscribed} color="success" />
            </>
          ) : null}
        </Line>

        <Line
          name="last-event"
          icon={<NotificationOutlined />}
          title={t('doctor.lastEvent.title')}
          status={doctor.last_event.status}
        >
          <p>
            {doctor.last_event.at
              ? t('doctor.lastEvent.at', { time: date(doctor.last_event.at), kind: doctor.last_event.kind })
              : t('doctor.lastEvent.none')}
          </p>
        </Line>

        <Line name="usage" icon={<ThunderboltOutlined />} title={t('doctor.usage.title')} status={usage.status}>
          <p>
            {t(`doctor.usage.${usage.status === 'unknown' ? 'ok' : usage.status}`, { percent: usage.percent ?? 0 })}
          </p>
          <Progress
            aria-label={t('doctor.usage.title')}
            percent={usage.percent ?? 0}
            size="small"
            status={usage.status === 'failed' ? 'exception' : 'normal'}
            showInfo={false}
          />
        </Line>

        <Line name="app-mode" icon={<ApiOutlined />} title={t('doctor.appMode.title')} status={doctor.app_mode.status}>
          <p>{t(`doctor.appMode.${doctor.app_mode.mode}`)}</p>
          <p data-testid="doctor-login-mode">{t(`doctor.login.${doctor.login.mode}`)}</p>
        </Line>

        <Line
          name="graph-version"
          icon={<HistoryOutlined />}
          title={t('doctor.graphVersion.title')}
          status={graphVersion.status}
        >
          <p>
            {graphVersion.ended
              ? t('doctor.graphVersion.ended', { version: graphVersion.version })
              : graphVersion.ends_at
                ? t(`doctor.graphVersion.${graphVersion.status === 'warning' ? 'warning' : 'ok'}`, {
                    version: graphVersion.version,
                    date: inBusinessTime(graphVersion.ends_at).format('ll'),
                    count: graphVersion.days_left ?? 0,
                  })
                : t('doctor.graphVersion.noEnd', { version: graphVersion.version })}
          </p>
        </Line>
      </ul>
      <Typography.Text type="secondary" className="doctor-checked-at">
        {t('doctor.checkedAt', { time: date(doctor.checked_at) })}
      </Typography.Text>
    </div>
  );
}

type DrawerProps = {
  target: (DoctorTarget & { name: string }) | null;
  onClose: () => void;
  onReconnect: (rerequest: boolean) => void;
};

/** The connection doctor of one page or Instagram account, each failed line with the button that fixes it. */
export function ConnectionDoctorDrawer({ target, onClose, onReconnect }: DrawerProps) {
  const { t, i18n } = useTranslation();
  useDayjsLocale();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const current = target ?? { kind: 'page' as const, id: 0, name: '' };
  const query = useQuery({ ...connectionDoctorQueryOptions(current), enabled: target !== null });
  const subscribe = useSubscribeAgain(current);
  const handlers: FixHandlers = {
    onReconnect: () => onReconnect(false),
    onRerequest: () => onReconnect(true),
    onSubscribe: () =>
      subscribe.mutate(undefined, {
        onSuccess: (doctor) =>
          doctor.webhooks.status === 'ok'
            ? void message.success(t('doctor.subscribed'))
            : void message.warning(t('doctor.subscribeFailed')),
      }),
    subscribing: subscribe.isPending,
  };

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      // A phone gets the whole width; wider screens keep the list visible beside it.
      size={screens.md ? 'large' : '100%'}
      // It opens from the reading end: the left in Arabic.
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      destroyOnHidden
      title={
        <span className="doctor-title">
          {t('doctor.title')}
          {target ? (
            <Typography.Text type="secondary">
              <bdi>{target.name}</bdi>
            </Typography.Text>
          ) : null}
        </span>
      }
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          data-testid="doctor-recheck"
        >
          {t('doctor.checkAgain')}
        </Button>
      }
      data-testid="connection-doctor"
    >
      {query.data ? (
        <DoctorReport doctor={query.data} handlers={handlers} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('doctor.loadFailed')} />
      ) : (
        <div className="doctor-loading">
          <Spin />
          <Typography.Text type="secondary">{t('doctor.checking')}</Typography.Text>
        </div>
      )}
    </Drawer>
  );
}
