// The bot as other features see it: the page's keyword replies (the flow builder's start says which start a flow),
// the page's bot switch, and the addresses of the bot's screens. No component is exported here.
export { useBotReplies } from './api/list-bot-replies.ts';
export { useBotSwitch } from './settings/use-bot-switch.ts';
export { botSettingsPath, botTemplatesPath, newBotReplyPath } from './bot-paths.ts';
