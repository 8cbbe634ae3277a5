// The accounts feature as other features see it.
export type { AccountsService } from './accounts.service.ts';
export { pageStatus } from './accounts.service.ts';
