import { useTranslation } from 'react-i18next';
import { MessengerPreview, PhoneFrame } from '@/features/replies/index.ts';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import type { BotFormValues } from '../bot-form-values.ts';
import type { BotMessagePart } from './bot-message-editor.tsx';

/** The bot form's answer as the customer sees it in Messenger, after the message that triggers it. */
export function BotPreview({ values }: { values: BotFormValues }) {
  const { t } = useTranslation();
  const trigger = values.keyword_type === 'reply' ? null : (values.keywords[0] ?? null);
  return (
    <BotMessagePreview
      message={values}
      incomingText={trigger}
      title={t('botReplies.preview.title')}
      testId="bot-preview"
    />
  );
}

/** One bot message in a Messenger phone (the bot form, a flow's message step). */
export function BotMessagePreview({
  message: values,
  incomingText,
  title,
  testId,
}: {
  message: BotMessagePart;
  incomingText: string | null;
  title: string;
  testId: string;
}) {
  const page = useSession(selectCurrentPage);
  const type = values.message_type;
  const media = values.media && (type === 'image' || type === 'file') ? values.media : null;
  return (
    <PhoneFrame title={title} testId={testId}>
      <MessengerPreview
        page={{ name: page?.name ?? '', avatar: page?.avatar ?? null }}
        message={{
          message_type: type === 'quick_replies' ? 'text' : type,
          message: values.message,
          buttons: values.buttons,
          cards: values.cards,
          attachment_url: media?.url ?? null,
        }}
        attachmentPreview={media?.kind === 'image' ? media.url : null}
        attachmentName={media?.name ?? null}
        postLink={null}
        quickReplies={type === 'quick_replies' ? values.replies : []}
        incomingText={incomingText}
      />
    </PhoneFrame>
  );
}
