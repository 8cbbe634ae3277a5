import type { InterfaceLocale, ReplyCampaign } from '@app/contract';
import { metaErrorMessage, type MetaErrorCategory } from '../../../platform/meta/meta-errors.ts';
import type { RepliesDeps } from '../replies-deps.ts';
import { pausedDto } from '../pages/page-sending-pause.ts';
import type { ReplyScope } from '../scope/reply-scope.ts';
import type { CampaignRow } from './campaigns.repository.ts';

type CampaignCounts = ReplyCampaign['counts'];

/** A campaign as the API shows it, with why it stopped in the reader's language. */
export function toCampaignDto(
  row: CampaignRow,
  counts: CampaignCounts | undefined,
  locale: InterfaceLocale,
  pageName: string,
  paused: ReplyCampaign['paused'] = null,
): ReplyCampaign {
  const { settings } = row;
  const error =
    row.status === 'stopped_error' && row.errorCategory
      ? metaErrorMessage(
          locale,
          {
            code: row.errorCode ?? undefined,
            subcode: row.errorSubcode ?? undefined,
            category: row.errorCategory as MetaErrorCategory,
            message: row.errorMessage ?? '',
          },
          pageName,
        )
      : null;
  return {
    id: row.id,
    page_id: row.pageId,
    name: row.name,
    post: row.metaPostId,
    status: row.status,
    error,
    plan_limit_reached: row.planLimitReached,
    paused: row.status === 'running' ? paused : null,
    comment_enabled: settings.comment_enabled,
    comments: settings.comments,
    comment_template_id: settings.comment_template_id,
    comment_number: settings.comment_number,
    message_enabled: settings.message_enabled,
    message_type: settings.message_type,
    message: settings.message,
    buttons: settings.buttons,
    cards: settings.cards,
    attachment_url: settings.attachment_url,
    item_ids: settings.item_ids,
    reply_type: 'generic',
    keywords: settings.keywords,
    filter_words: settings.filter_words,
    not_matching_reply: settings.not_matching_reply,
    enable_old: settings.enable_old,
    enable_multiple: settings.enable_multiple,
    include_url: settings.include_url,
    flow_id: settings.flow_id,
    hide_contact_comments: settings.hide_contact_comments,
    stop_at: row.stopAt?.toISOString() ?? null,
    schedule: settings.schedule,
    created_at: row.createdAt.toISOString(),
    counts: counts ?? { comments: 0, public_sent: 0, private_sent: 0, skipped: 0, failed: 0 },
  };
}

/** What the trail counted for each campaign, by id. */
export async function countsOf({ repository }: RepliesDeps, rows: CampaignRow[]) {
  const counts = await repository.reports.countsByCampaign(rows.map((row) => row.id));
  return new Map<number, CampaignCounts>(
    counts.map((row) => [
      row.campaignId,
      {
        comments: row.comments,
        public_sent: row.publicSent,
        private_sent: row.privateSent,
        skipped: row.skipped,
        failed: row.failed,
      },
    ]),
  );
}

/** One campaign with its counts, as the API shows it. */
export async function campaignDto(deps: RepliesDeps, row: CampaignRow, locale: InterfaceLocale, scope: ReplyScope) {
  const paused = await pausedDto(deps, scope, locale);
  return toCampaignDto(row, (await countsOf(deps, [row])).get(row.id), locale, scope.name, paused);
}
