import { CloseOutlined, FastForwardOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { messagingLimits, subscriberSources, type FlowRunEvent } from '@app/contract';
import { Button, Input, Select, Switch } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BotMessageBubbles, BotPhone } from '@/shared/messenger/bot-message-preview.tsx';
import { MessengerIncoming } from '@/shared/messenger/phone-preview.tsx';
import { tryPhase, type TryEntry } from '../model/flow-try.ts';
import { describeSeconds } from './describe-seconds.ts';
import type { FlowTry } from './use-flow-try.ts';

type FlowTryPaneProps = {
  session: FlowTry;
  flowName: (id: number) => string | null;
  onClose: () => void;
};

/** A name the seller typed, kept in its own direction inside a sentence of the other (Unicode isolates). */
const isolate = (text: string) => `\u2068${text}\u2069`;

function SystemLine({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="flow-try-system" data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * "Try it": the flow's run for a test subscriber in a Messenger phone. Buttons and quick replies are pressed, questions
 * answered in the box below, waits skipped; what the flow did besides sending shows as small lines.
 */
export function FlowTryPane({ session, flowName, onClose }: FlowTryPaneProps) {
  const { t, i18n } = useTranslation();
  const { transcript, busy, subscriber } = session;
  const phase = tryPhase(transcript);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const lastWait = transcript.entries.findLastIndex((entry) => entry.kind === 'event' && entry.event.kind === 'wait');

  useLayoutEffect(() => {
    const screen = end.current?.closest('.phone-screen');
    if (screen) screen.scrollTop = screen.scrollHeight;
  }, [transcript.entries.length]);

  const press = (nodeId: string) =>
    busy ? undefined : (branch: string) => session.step({ type: 'branch', node_id: nodeId, branch });

  /** Product cards as the customer would see them; each customer's own Order link is made only when sent. */
  const productsLine = (event: Extract<FlowRunEvent, { kind: 'message' }>): ReactNode => {
    if (event.products.length === 0)
      return <SystemLine testId="try-products-none">{t('botFlows.try.noProducts')}</SystemLine>;
    const cards = event.products.map((item) => ({
      title: item.name,
      subtitle: `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(item.price)} ${item.currency}`,
      image_url: item.image_url,
      buttons: [{ type: 'web_url' as const, title: t('productCards.order'), url: 'https://order.invalid/' }],
    }));
    return (
      <div className="flow-try-message" data-testid="try-products" data-node-id={event.node_id}>
        <BotMessageBubbles message={{ ...event.message, message_type: 'cards', cards, media: null }} />
        <SystemLine testId="try-products-note">{t('botFlows.try.productsNote')}</SystemLine>
      </div>
    );
  };

  const eventLine = (event: FlowRunEvent, index: number): ReactNode => {
    switch (event.kind) {
      case 'message':
        if (event.message.message_type === 'products') return productsLine(event);
        return (
          <div className="flow-try-message" data-testid="try-message" data-node-id={event.node_id}>
            <BotMessageBubbles
              message={{ ...event.message, media: event.media && { ...event.media, name: event.media.kind } }}
              onPressBranch={press(event.node_id)}
            />
          </div>
        );
      case 'question':
        return (
          <div className="ms-bubble" dir="auto" data-testid="try-question">
            {event.text}
          </div>
        );
      case 'retry':
        return event.text ? (
          <div className="ms-bubble" dir="auto" data-testid="try-retry">
            {event.text}
          </div>
        ) : (
          <SystemLine testId="try-retry">{t('botFlows.try.retryWithoutText')}</SystemLine>
        );
      case 'field':
        return (
          <SystemLine testId="try-field">
            {t('botFlows.try.field', { field: isolate(event.field), value: isolate(event.value) })}
          </SystemLine>
        );
      case 'wait':
        return (
          <SystemLine testId="try-wait">
            {t('botFlows.try.wait', { time: describeSeconds(event.seconds, t) })}
            {phase === 'timer' && index === lastWait ? (
              <button
                type="button"
                className="ms-quick-reply ms-pressable flow-try-skip"
                onClick={() => session.step({ type: 'timer' })}
                disabled={busy}
                data-testid="try-skip-wait"
              >
                <FastForwardOutlined className="flow-try-skip-icon" /> {t('botFlows.try.skipWait')}
              </button>
            ) : null}
          </SystemLine>
        );
      case 'label':
        return (
          <SystemLine testId="try-label">
            {t(`botFlows.try.label.${event.action}`, { label: isolate(event.label) })}
          </SystemLine>
        );
      case 'notify':
        return <SystemLine testId="try-notify">{t('botFlows.try.notify', { text: isolate(event.text) })}</SystemLine>;
      case 'handover':
        return <SystemLine testId="try-handover">{t('botFlows.try.handover')}</SystemLine>;
      case 'goto':
        return (
          <SystemLine testId="try-goto">
            {t('botFlows.try.goto', { name: isolate(flowName(event.flow_id) ?? `#${event.flow_id}`) })}
          </SystemLine>
        );
      case 'end':
        return (
          <SystemLine testId="try-end">
            {t('botFlows.try.ended', { reason: t(`botFlows.try.endReasons.${event.reason}`) })}
          </SystemLine>
        );
    }
  };

  const line = (entry: TryEntry, index: number): ReactNode => {
    switch (entry.kind) {
      case 'event':
        return eventLine(entry.event, index);
      case 'pressed':
        return <MessengerIncoming text={entry.title} testId="try-pressed" />;
      case 'typed':
        return (
          <>
            <MessengerIncoming text={entry.text} testId="try-typed" />
            {entry.consumed ? null : <SystemLine testId="try-not-consumed">{t('botFlows.try.notConsumed')}</SystemLine>}
          </>
        );
      case 'timer':
        return <SystemLine testId="try-timer">{t('botFlows.try.waitSkipped')}</SystemLine>;
    }
  };

  const send = () => {
    const answer = text.trim();
    if (!answer || busy || phase === 'idle' || phase === 'ended') return;
    session.step({ type: 'text', text: answer });
    setText('');
  };

  return (
    <aside className="flow-try-pane nokey" data-testid="flow-try" data-phase={phase} aria-busy={busy}>
      <header className="flow-panel-header">
        <span className="flow-panel-title">{t('botFlows.try.title')}</span>
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={() => session.step({ type: 'start' })}
          disabled={busy}
          data-testid="try-restart"
        >
          {t('botFlows.try.restart')}
        </Button>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          onClick={onClose}
          aria-label={t('botFlows.try.close')}
          data-testid="try-close"
        />
      </header>
      <div className="flow-try-settings">
        <label className="flow-try-setting">
          <Switch
            size="small"
            checked={subscriber.window_open}
            onChange={(window_open) => session.setSubscriber({ ...subscriber, window_open })}
            data-testid="try-window-open"
          />
          {t('botFlows.try.windowOpen')}
        </label>
        <label className="flow-try-setting">
          {t('botFlows.try.source')}
          <Select
            size="small"
            value={subscriber.source}
            onChange={(source) => session.setSubscriber({ ...subscriber, source })}
            options={subscriberSources.map((source) => ({ value: source, label: t(`inbox.sources.${source}`) }))}
            popupMatchSelectWidth={false}
            data-testid="try-source"
          />
        </label>
      </div>
      <BotPhone title={t('botFlows.try.phoneTitle')} testId="flow-try-phone">
        {transcript.entries.map((entry, index) => (
          <div key={index} className="flow-try-entry" data-testid="try-entry">
            {line(entry, index)}
          </div>
        ))}
        {phase === 'idle' && busy ? <SystemLine testId="try-starting">{t('botFlows.try.starting')}</SystemLine> : null}
        <div ref={end} />
      </BotPhone>
      <form
        className="flow-try-reply"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={messagingLimits.textLength}
          placeholder={t(phase === 'ended' ? 'botFlows.try.endedPlaceholder' : 'botFlows.try.placeholder')}
          disabled={phase === 'idle' || phase === 'ended'}
          dir="auto"
          aria-label={t('botFlows.try.placeholder')}
          data-testid="try-text"
        />
        <Button
          htmlType="submit"
          type="primary"
          icon={<SendOutlined className="flow-try-send-icon" />}
          loading={busy}
          disabled={phase === 'idle' || phase === 'ended' || !text.trim()}
          aria-label={t('botFlows.try.send')}
          data-testid="try-send"
        />
      </form>
    </aside>
  );
}
