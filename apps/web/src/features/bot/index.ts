// The bot feature as other features see it: the message editor and phone preview a flow's message step shares with
// the bot form, and the phone and bubbles a flow's "try it" shows its run in.
export { BotMessageEditor, type BotMessagePart } from './components/bot-message-editor.tsx';
export { BotMessageBubbles, BotMessagePreview, BotPhone } from './components/bot-preview.tsx';
