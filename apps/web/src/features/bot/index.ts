// The bot feature as other features see it: the message editor and phone preview a flow's message step shares with
// the bot form.
export { BotMessageEditor, type BotMessagePart } from './components/bot-message-editor.tsx';
export { BotMessagePreview } from './components/bot-preview.tsx';
