// The database schema, one module per area; Drizzle (and drizzle-kit) read the tables exported here.
export * from './schema/accounts.ts';
export * from './schema/automation.ts';
export * from './schema/publishing.ts';
export * from './schema/cloud.ts';
export * from './schema/conversations.ts';
export * from './schema/bot.ts';
export * from './schema/answer-trails.ts';
export * from './schema/admin.ts';
export * from './schema/billing.ts';
export * from './schema/store.ts';
export * from './schema/push.ts';
export * from './schema/help.ts';
export * from './schema/home.ts';
export * from './schema/profile.ts';
