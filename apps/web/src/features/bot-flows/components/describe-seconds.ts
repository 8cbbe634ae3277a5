import {
  BranchesOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  ExportOutlined,
  MessageOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { FlowNodeType } from '@app/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FlowCanvasNode } from '../model/flow-document.ts';

export const nodeIcons: Record<FlowNodeType, ReactNode> = {
  start: <PlayCircleOutlined />,
  message: <MessageOutlined />,
  wait: <ClockCircleOutlined />,
  question: <QuestionCircleOutlined />,
  condition: <BranchesOutlined />,
  label: <TagOutlined />,
  notify: <NotificationOutlined />,
  handover: <CustomerServiceOutlined />,
  goto: <ExportOutlined />,
};

/** A name the seller typed, kept in its own direction inside a sentence of the other (Unicode isolates). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A wait in the largest whole unit ("2 h", "90 s" stays seconds). */
export function describeSeconds(seconds: number, t: TFunction): string {
  if (seconds % 86_400 === 0) return t('botFlows.units.days', { count: seconds / 86_400 });
  if (seconds % 3600 === 0) return t('botFlows.units.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0) return t('botFlows.units.minutes', { count: seconds / 60 });
  return t('botFlows.units.seconds', { count: seconds });
}

/** One line or two about what a node does, as its card shows it; empty parts say what is missing. */
export function summarizeNode(node: FlowCanvasNode, t: TFunction, flowName: (id: number) => string | null): string {
  switch (node.type) {
    case 'start':
      return t('botFlows.summary.start');
    case 'message': {
      const { data } = node;
      if (data.message_type === 'cards') return t('botFlows.summary.cards', { count: data.cards.length });
      if (data.message_type === 'image' || data.message_type === 'file')
        return t(data.media_id === null ? 'botFlows.summary.noMedia' : `botFlows.summary.${data.message_type}`);
      return data.message || t('botFlows.summary.noText');
    }
    case 'wait':
      return t('botFlows.summary.wait', { time: t(`botFlows.units.${node.data.unit}`, { count: node.data.amount }) });
    case 'question':
      return t(node.data.text ? 'botFlows.summary.question' : 'botFlows.summary.noQuestion', {
        text: node.data.text,
        field: isolate(node.data.field),
      });
    case 'condition': {
      const { subject, operator, field, value } = node.data;
      return t(`botFlows.summary.condition.${subject}`, {
        field: isolate(field ?? '…'),
        operator: t(`botFlows.operators.${operator}`),
        value: isolate(
          subject === 'source' && value ? t(`inbox.sources.${value}`, { defaultValue: value }) : value || '…',
        ),
      });
    }
    case 'label':
      return node.data.label
        ? t(`botFlows.summary.label.${node.data.action}`, { label: isolate(node.data.label) })
        : t('botFlows.summary.noLabel');
    case 'notify':
      return node.data.text || t('botFlows.summary.noText');
    case 'handover':
      return t('botFlows.summary.handover');
    case 'goto': {
      const name = node.data.flow_id === null ? null : flowName(node.data.flow_id);
      return name ? t('botFlows.summary.goto', { name: isolate(name) }) : t('botFlows.summary.noFlow');
    }
  }
}
