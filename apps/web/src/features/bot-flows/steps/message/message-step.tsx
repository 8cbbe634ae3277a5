import { MessageOutlined } from '@ant-design/icons';
import type { BuilderFlowStep } from '../builder-flow-step.ts';
import { messageDocumentData } from './message-document-data.ts';
import { MessageEditor } from './message-editor.tsx';
import { messageHandles } from './message-handles.ts';

export const messageStep: BuilderFlowStep<'message'> = {
  icon: <MessageOutlined />,
  defaultData: () => ({
    message_type: 'text',
    message: '',
    buttons: [],
    cards: [],
    replies: [],
    media_id: null,
    item_ids: [],
  }),
  handles: messageHandles,
  summary: (data, t, _flowName, itemName) => {
    if (data.message_type === 'products')
      return data.item_ids.length === 0
        ? t('botFlows.summary.noProducts')
        : t('botFlows.summary.products', {
            names: data.item_ids.map((id) => itemName?.(id) ?? `#${id}`).join(t('botFlows.summary.listSeparator')),
          });
    if (data.message_type === 'cards') return t('botFlows.summary.cards', { count: data.cards.length });
    if (data.message_type === 'image' || data.message_type === 'file')
      return t(data.media_id === null ? 'botFlows.summary.noMedia' : `botFlows.summary.${data.message_type}`);
    return data.message || t('botFlows.summary.noText');
  },
  Editor: MessageEditor,
  problemsShownByEditor: [],
  documentData: messageDocumentData,
};
