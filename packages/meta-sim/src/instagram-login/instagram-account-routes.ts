import { invalidParameter, missingParameter, nonexistingField } from '../graph-error.ts';
import { requirePermission } from '../tokens.ts';
import type { IgAccountRecord, MessengerProfile } from '../world.ts';
import { route, type GraphContext, type GraphRoute } from '../graph/context.ts';
import { messengerProfileWithout, readMessengerProfile, updatedMessengerProfile } from '../graph/pages.ts';

/** The webhook fields Instagram Login's `subscribed_apps` takes. */
export const INSTAGRAM_LOGIN_FIELDS = [
  'comments',
  'live_comments',
  'mentions',
  'message_edit',
  'message_reactions',
  'messages',
  'messaging_handover',
  'messaging_optins',
  'messaging_postbacks',
  'messaging_referral',
  'messaging_seen',
  'standby',
  'story_insights',
];

// These edges of the account exist only on graph.instagram.com; with Facebook Login they are the page's.
function requireInstagramToken(ctx: GraphContext, edge: string): void {
  if (ctx.auth.kind !== 'instagram') throw nonexistingField(edge, 'IGUser');
}

function requireInstagramPlatform(ctx: GraphContext): void {
  const platform = (ctx.params.string('platform') ?? 'instagram').toLowerCase();
  if (platform !== 'instagram') throw invalidParameter('Param platform must be INSTAGRAM for an Instagram account');
}

/** An account linked to a page keeps its ice breakers on the page, as with Facebook Login; one without, on itself. */
function profileOf(ctx: GraphContext, account: IgAccountRecord): MessengerProfile {
  const page = account.pageId ? ctx.rt.world.pages[account.pageId] : undefined;
  return page ? page.messengerProfile.instagram : (account.messengerProfile ?? {});
}

function storeProfile(ctx: GraphContext, account: IgAccountRecord, profile: MessengerProfile): void {
  const page = account.pageId ? ctx.rt.world.pages[account.pageId] : undefined;
  if (page) page.messengerProfile.instagram = profile;
  else account.messengerProfile = profile;
}

export const instagramAccountRoutes: GraphRoute[] = [
  route('ig_user', 'GET', 'subscribed_apps', (ctx, node) => {
    requireInstagramToken(ctx, 'subscribed_apps');
    const fields = node.account.instagramLoginFields;
    if (!fields) return { data: [] };
    return { data: [{ subscribed_fields: fields, id: ctx.rt.settings.instagramAppId }] };
  }),
  route('ig_user', 'POST', 'subscribed_apps', (ctx, node) => {
    requireInstagramToken(ctx, 'subscribed_apps');
    requirePermission(ctx.rt, ctx.auth, 'instagram_business_basic');
    const fields = ctx.params.list('subscribed_fields');
    if (!fields || fields.length === 0) throw missingParameter('subscribed_fields');
    fields.forEach((field, index) => {
      if (!INSTAGRAM_LOGIN_FIELDS.includes(field))
        throw invalidParameter(
          `Param subscribed_fields[${index}] must be one of {${INSTAGRAM_LOGIN_FIELDS.join(', ')}} - got "${field}".`,
        );
    });
    node.account.instagramLoginFields = [...new Set(fields)];
    return { success: true };
  }),
  route('ig_user', 'DELETE', 'subscribed_apps', (ctx, node) => {
    requireInstagramToken(ctx, 'subscribed_apps');
    node.account.instagramLoginFields = null;
    return { success: true };
  }),
  route('ig_user', 'GET', 'messenger_profile', (ctx, node) => {
    requireInstagramToken(ctx, 'messenger_profile');
    requirePermission(ctx.rt, ctx.auth, 'instagram_business_manage_messages');
    requireInstagramPlatform(ctx);
    return readMessengerProfile(ctx, profileOf(ctx, node.account));
  }),
  route('ig_user', 'POST', 'messenger_profile', (ctx, node) => {
    requireInstagramToken(ctx, 'messenger_profile');
    requirePermission(ctx.rt, ctx.auth, 'instagram_business_manage_messages');
    requireInstagramPlatform(ctx);
    storeProfile(ctx, node.account, updatedMessengerProfile(ctx, profileOf(ctx, node.account), 'instagram'));
    return { result: 'success' };
  }),
  route('ig_user', 'DELETE', 'messenger_profile', (ctx, node) => {
    requireInstagramToken(ctx, 'messenger_profile');
    requirePermission(ctx.rt, ctx.auth, 'instagram_business_manage_messages');
    requireInstagramPlatform(ctx);
    storeProfile(ctx, node.account, messengerProfileWithout(ctx, profileOf(ctx, node.account)));
    return { result: 'success' };
  }),
];
