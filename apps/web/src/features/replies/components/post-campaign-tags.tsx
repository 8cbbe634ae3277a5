import type { ReplyCampaign, ReplyStatus } from '@app/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const statusColors: Record<ReplyStatus, string> = { running: 'green', paused: 'default', stopped_error: 'red' };

/** A post card's campaigns (Facebook posts and Instagram media alike), each opening its details. */
export function PostCampaignTags({
  campaigns,
  onCampaign,
}: {
  campaigns: Pick<ReplyCampaign, 'id' | 'name' | 'status'>[];
  onCampaign: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="post-card-campaigns">
      {campaigns.length === 0 ? (
        <Typography.Text type="secondary">{t('replies.posts.noCampaigns')}</Typography.Text>
      ) : (
        campaigns.map((campaign) => (
          <Tag
            key={campaign.id}
            color={statusColors[campaign.status]}
            className="clickable-tag"
            onClick={() => onCampaign(campaign.id)}
            data-testid="post-campaign"
            data-status={campaign.status}
          >
            <bdi>{campaign.name}</bdi> · {t(`replies.status.${campaign.status}`)}
          </Tag>
        ))
      )}
    </div>
  );
}
