// The auth feature as other features see it: starting Meta's login dialog.
export type { SocialFlow } from './api/get-facebook-dialog.ts';
export { startSocialLogin } from './social-login.ts';
export { logout } from './api/logout.ts';
