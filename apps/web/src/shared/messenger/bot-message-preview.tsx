import type { ReactNode } from 'react';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import type { BotMessagePart } from './messenger-message.ts';
import {
  MessengerIncoming,
  MessengerMessage,
  MessengerQuickReplies,
  MessengerThread,
  PhoneFrame,
} from './phone-preview.tsx';

/** One bot message in a Messenger phone (the bot form, a flow's message step). */
export function BotMessagePreview({
  message,
  incomingText,
  title,
  testId,
}: {
  message: BotMessagePart;
  incomingText: string | null;
  title: string;
  testId: string;
}) {
  return (
    <BotPhone title={title} testId={testId}>
      {incomingText ? <MessengerIncoming text={incomingText} /> : null}
      <BotMessageBubbles message={message} />
    </BotPhone>
  );
}

/** A Messenger phone with the current page's conversation: the bubbles given (a flow's "try it" shows several). */
export function BotPhone({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  const page = useSession(selectCurrentPage);
  return (
    <PhoneFrame title={title} testId={testId}>
      <MessengerThread page={{ name: page?.name ?? '', avatar: page?.avatar ?? null }}>{children}</MessengerThread>
    </PhoneFrame>
  );
}

type BotMessageBubblesProps = {
  message: Omit<BotMessagePart, 'media'> & { media?: BotMessagePart['media'] };
  /**
   * Makes postback buttons and quick replies pressable; each press names its branch as a flow's edges do
   * (`button:<i>`, `card:<c>:button:<i>`, `reply:<i>`).
   */
  onPressBranch?: ((branch: string) => void) | undefined;
};

/** The bot's message as Messenger draws it, its quick replies under it. */
export function BotMessageBubbles({ message: values, onPressBranch }: BotMessageBubblesProps) {
  const type = values.message_type;
  const media = values.media && (type === 'image' || type === 'file') ? values.media : null;
  return (
    <>
      <MessengerMessage
        message={{
          message_type: type === 'quick_replies' ? 'text' : type,
          message: values.message,
          buttons: values.buttons,
          cards: values.cards,
          attachment_url: media?.url ?? null,
        }}
        attachmentPreview={media?.kind === 'image' ? media.url : null}
        attachmentName={media?.name ?? null}
        onPressButton={
          onPressBranch &&
          (({ card, button }) => onPressBranch(card === null ? `button:${button}` : `card:${card}:button:${button}`))
        }
      />
      <MessengerQuickReplies
        replies={type === 'quick_replies' ? values.replies : []}
        onPress={onPressBranch && ((index) => onPressBranch(`reply:${index}`))}
      />
    </>
  );
}
