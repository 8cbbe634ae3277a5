import { Card, Empty, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeData } from '../api/get-home.ts';

const reasonColor = { error: 'red', limit: 'orange', page_paused: 'gold' } as const;

/** Campaigns stopped by an error, at the plan's limit, or waiting on a paused page: each links to its editor. */
export function CampaignsAttentionCard({
  campaigns,
  instagram,
}: {
  campaigns: HomeData['campaigns_needing_attention'];
  instagram: boolean;
}) {
  const { t } = useTranslation();
  const base = instagram ? '/dashboard/instagram' : '/dashboard/fb';
  return (
    <Card title={t('homeBusiness.campaignsNeedingAttention')} className="home-card" data-testid="home-campaigns">
      {campaigns.length ? (
        <List
          size="small"
          dataSource={campaigns}
          renderItem={(campaign) => (
            <List.Item
              key={campaign.id}
              extra={<Tag color={reasonColor[campaign.reason]}>{t(`homeBusiness.attention.${campaign.reason}`)}</Tag>}
            >
              <Link to={`${base}/reply/${campaign.id}/edit`} data-testid="home-campaign-link">
                <bdi>{campaign.name}</bdi>
              </Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeBusiness.allCampaignsWell')} />
      )}
    </Card>
  );
}
