// The profile and its security (issue 31): sessions, the new sign-in notice, password reset links.
export { createProfileRepository } from './profile.repository.ts';
export { createProfileService, type ProfileService } from './profile.service.ts';
export { profileRoutes } from './profile.routes.ts';
