/** The named route owner:home of spec section 2. */
export const ownerHomePath = '/dashboard';
export const loginPath = '/auth/login';

export type LoginRedirectState = { loginError?: 'fail-message' };
