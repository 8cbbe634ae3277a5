import type {
  DemoCommentBody,
  DemoInstagramCommentBody,
  DemoMessageBody,
  DemoQuickReplyPressBody,
  DemoStoryActionBody,
  Health,
} from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';
import { useSession } from '@/shared/session/session-store.ts';

const routes = apiRoutes.demoCustomer;

/** Demo mode (no Meta app, the simulator plays Meta): the server says it once, and it does not change while running. */
export function useDemoMode(enabled: boolean): boolean {
  const health = useQuery(
    queryOptions({
      queryKey: ['health'],
      queryFn: ({ signal }): Promise<Health> => api(apiRoutes.health.status, { signal }),
      staleTime: Infinity,
      enabled,
    }),
  );
  return health.data?.meta.mode === 'simulator';
}

/** The quick replies under the page's last message to this customer, read again after every action. */
export function useOfferedQuickReplies(customer: string, enabled: boolean) {
  const pageId = useSession((state) => state.currentPageId);
  return useQuery({
    queryKey: ['demo-customer', 'quick-replies', pageId, customer],
    queryFn: ({ signal }) => api(routes.quickReplies, { query: { customer }, signal }),
    enabled: enabled && pageId !== null && customer.trim() !== '',
    staleTime: 0,
  });
}

export const useCustomerComment = () =>
  useMutation({ mutationFn: (body: DemoCommentBody) => api(routes.comment, { body }) });
export const useCustomerInstagramComment = () =>
  useMutation({ mutationFn: (body: DemoInstagramCommentBody) => api(routes.instagramComment, { body }) });
export const useCustomerMessage = () =>
  useMutation({ mutationFn: (body: DemoMessageBody) => api(routes.message, { body }) });
export const usePressQuickReply = () =>
  useMutation({ mutationFn: (body: DemoQuickReplyPressBody) => api(routes.pressQuickReply, { body }) });
export const useCustomerStory = () =>
  useMutation({ mutationFn: (body: DemoStoryActionBody) => api(routes.story, { body }) });
