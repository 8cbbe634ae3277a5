// The linking feature as other features see it.
export type { LinkingService } from './linking.service.ts';
