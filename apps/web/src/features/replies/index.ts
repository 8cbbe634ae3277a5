// The replies feature as other features see it: the keyword input, dates in the business time zone, the wording of
// the comment trail's reasons and the multipart encoding of its forms (the Instagram story answers share them), and
// the Messenger message editors and phone preview the bot's replies and the flow builder's message steps use.
export { TagInput } from './components/tag-input.tsx';
export { useFormatDateTime } from './components/use-format-date-time.ts';
export { isTrailReason, useTrailReason } from './components/use-trail-reason.ts';
export { toMultipart } from './api/multipart-body.ts';
export { ButtonsEditor } from './components/buttons-editor.tsx';
export { CardsEditor } from './components/cards-editor.tsx';
export { FormActions } from './components/form-actions.tsx';
export {
  MessengerIncoming,
  MessengerMessage,
  MessengerPreview,
  MessengerQuickReplies,
  MessengerThread,
  PhoneFrame,
  type PressedButton,
} from './components/phone-preview.tsx';
