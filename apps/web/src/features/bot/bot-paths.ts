/** The keyword replies' list. */
export const botTemplatesPath = '/dashboard/bot/templates';
/** The page's bot settings (the bot's switch, get-started button, menu). */
export const botSettingsPath = '/dashboard/bot/settings';
/** The form of a new keyword reply. */
export const newBotReplyPath = `${botTemplatesPath}?bot=new`;
