import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, InterfaceLocale } from '@app/contract';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

const routes = apiRoutes.profile;
const sessionsKey = ['profile', 'sessions'] as const;

export const useSignedInSessions = () => useQuery({ queryKey: sessionsKey, queryFn: () => api(routes.sessions) });

function useRefreshingSessions<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
}

export const useEndSession = () => useRefreshingSessions((id: number) => api(routes.endSession, { params: { id } }));
export const useEndOtherSessions = () => useRefreshingSessions(() => api(routes.endOtherSessions, { body: {} }));
export const useChangePassword = () =>
  useRefreshingSessions((body: ChangePasswordRequest) => api(apiRoutes.auth.changePassword, { body }));

export type ProfileDetails = {
  name: string;
  email: string;
  locale: InterfaceLocale;
  avatar: File | null;
  removeAvatar: boolean;
};

/** Saves the details, then reads the session's user again so the top bar shows the new name and picture. */
export const useSaveProfile = () =>
  useMutation({
    mutationFn: async ({ name, email, locale, avatar, removeAvatar }: ProfileDetails) => {
      const form = new FormData();
      form.set('name', name);
      form.set('email', email);
      form.set('locale', locale);
      if (avatar) form.set('avatar', avatar);
      else if (removeAvatar) form.set('remove_avatar', 'true');
      await api(routes.update, { body: form as never });
      const session = await api(apiRoutes.auth.profile);
      sessionStore.setState({ user: session.user });
    },
  });
