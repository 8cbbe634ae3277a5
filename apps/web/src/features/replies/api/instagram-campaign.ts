import type { InstagramReplyCampaign, ReplyCampaign } from '@app/contract';

/**
 * An Instagram campaign in the shape the shared reply screens read: the account stands where the page stands, and
 * the Facebook-only parts (buttons, cards, comment template, post link) are empty.
 */
export function fromInstagramCampaign({ instagram_account_id, ...campaign }: InstagramReplyCampaign): ReplyCampaign {
  return {
    ...campaign,
    page_id: instagram_account_id,
    buttons: [],
    cards: [],
    comment_template_id: null,
    include_url: false,
    flow_id: null,
    reply_type: 'generic',
  };
}
