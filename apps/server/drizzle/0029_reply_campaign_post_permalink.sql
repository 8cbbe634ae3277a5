-- The link a reply campaign's private replies carry, read from Meta when it is saved (replies/campaigns/save-campaign.ts).
ALTER TABLE "reply_campaigns" ADD COLUMN "post_permalink" text;