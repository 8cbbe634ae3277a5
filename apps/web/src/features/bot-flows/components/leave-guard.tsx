import { App, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** Unsaved changes stop a move to another screen (asked) and a reload or closed tab (the browser asks). */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Not the app's ConfirmActionModal: leaving asks the server nothing, so there is no refusal or pending state to
    // show, only the router's question (leave or stay), asked when it blocks.
    modal.confirm({
      title: t('botFlows.leave.title'),
      content: t('botFlows.leave.text'),
      okText: t('botFlows.leave.leave'),
      okButtonProps: { danger: true, 'data-testid': 'leave-confirm' },
      cancelText: t('botFlows.leave.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
}

type ConflictModalProps = { open: boolean; onReload: () => void; onKeep: () => void };

/** A save refused with 409: the draft was saved elsewhere (another tab or person) since this one was opened. */
export function ConflictModal({ open, onReload, onKeep }: ConflictModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('botFlows.conflict.title')}
      okText={t('botFlows.conflict.reload')}
      cancelText={t('botFlows.conflict.keep')}
      onOk={onReload}
      onCancel={onKeep}
      okButtonProps={{ 'data-testid': 'conflict-reload' }}
      data-testid="flow-conflict"
    >
      <p>{t('botFlows.conflict.text')}</p>
    </Modal>
  );
}
