import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@app/contract/api-routes';
import { api } from '@/shared/api/http-client.ts';

const campaignsKey = ['admin', 'campaigns'] as const;

export function useAdminCampaigns(channel: 'fb' | 'instagram', page: number, limit: number) {
  return useQuery({
    queryKey: [...campaignsKey, channel, page, limit],
    queryFn: () => api(apiRoutes.admin.campaigns, { query: { channel, page, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'running' | 'paused' }) =>
      api(apiRoutes.admin.campaignStatus, { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}

export const useEngagementPages = (feature: 'comments' | 'likes') =>
  useQuery({
    queryKey: ['admin', 'engagement', feature],
    queryFn: () => api(apiRoutes.admin.engagementPages, { query: { feature } }),
  });

export const usePageOwners = (search: string) =>
  useQuery({
    queryKey: ['admin', 'page-owners', search],
    queryFn: () => api(apiRoutes.admin.pageOwners, { query: { search, limit: 100 } }),
    placeholderData: keepPreviousData,
  });

export const useReferralAgents = () =>
  useQuery({ queryKey: ['admin', 'referrals'], queryFn: () => api(apiRoutes.admin.referralAgents) });

export const useOwnReferralPages = () =>
  useQuery({ queryKey: ['referral', 'pages'], queryFn: () => api(apiRoutes.admin.ownReferralPages) });
