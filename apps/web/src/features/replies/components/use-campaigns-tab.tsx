import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useReplyCampaigns } from '../api/list-reply-campaigns.ts';
import { CampaignsTable } from './campaigns-table.tsx';

/**
 * The "campaigns" tab of a posts screen (a page's or an Instagram account's): the channel's campaigns, each opening
 * its detail. The query comes back too, for the screens that also show campaigns on their posts.
 */
export function useCampaignsTab(onDetails: (id: number) => void) {
  const { t } = useTranslation();
  const campaigns = useReplyCampaigns();
  const tab = {
    key: 'campaigns',
    label: t('replies.campaigns.title', { count: campaigns.data?.campaigns.length ?? 0 }),
    children: campaigns.isError ? (
      <Alert type="error" showIcon title={describeApiError(campaigns.error, t).title} />
    ) : (
      <CampaignsTable campaigns={campaigns.data?.campaigns ?? []} loading={campaigns.isLoading} onDetails={onDetails} />
    ),
  };
  return { campaigns, tab };
}
