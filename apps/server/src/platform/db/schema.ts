// The database schema, one module per area; Drizzle (and drizzle-kit) read the tables exported here.
export * from './schema/accounts.ts';
export * from './schema/automation.ts';
export * from './schema/publishing.ts';
export * from './schema/conversations.ts';
export * from './schema/bot.ts';
export * from './schema/answer-trails.ts';
