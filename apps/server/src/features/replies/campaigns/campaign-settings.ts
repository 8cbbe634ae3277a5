import { replyCampaignSettingsSchema } from '@app/contract';
import { versionedJson } from '../../../platform/db/versioned-json.ts';

/** `reply_campaigns.settings`: the campaign's form without its id, versioned. */
export const campaignSettingsJson = versionedJson(replyCampaignSettingsSchema);
