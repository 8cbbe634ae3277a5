import { renderNode, type FieldSpec, type NodeShape } from '../fields.ts';
import { GraphError, invalidParameter, missingParameter, pageTokenRequired } from '../graph-error.ts';
import { decodeJsonString } from '../params.ts';
import { currentPageToken, requirePermission } from '../tokens.ts';
import type { MessengerProfile, PageRecord, Platform } from '../world.ts';
import { route, type GraphContext, type GraphRoute } from './context.ts';
import { igUserShape } from './instagram.ts';
import { pictureData } from './users.ts';
import { pageInUserBusiness } from './access.ts';
import { validateProfileField } from './messenger-profile-rules.ts';

export const PAGE_TASKS = ['ANALYZE', 'ADVERTISE', 'MESSAGING', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'];

export function pageShape(ctx: GraphContext): NodeShape<PageRecord> {
  const { rt, auth } = ctx;
  const igNode = (page: PageRecord, spec: FieldSpec) => {
    if (!page.igUserId) return undefined;
    const account = rt.world.igAccounts[page.igUserId];
    if (!account) return undefined;
    return renderNode(igUserShape(ctx), account, spec.children ?? [{ name: 'id', modifiers: {}, children: null }]);
  };
  return {
    nodeType: 'Page',
    defaultFields: ['name', 'id'],
    fields: {
      id: (p) => p.id,
      name: (p) => p.name,
      username: (p) => p.username,
      category: (p) => p.category,
      category_list: (p) => [{ id: '2200', name: p.category }],
      tasks: () => PAGE_TASKS,
      access_token: (p) => {
        if (auth.kind === 'page' && auth.page.id === p.id) return auth.token.token;
        if (auth.kind === 'user' && (auth.user.id === p.ownerUserId || pageInUserBusiness(rt, auth, auth.user, p.id)))
          return currentPageToken(rt, p).token;
        return undefined;
      },
      instagram_business_account: igNode,
      connected_instagram_account: igNode,
      picture: (p, spec) => pictureData(rt.settings.publicUrl, p.id, spec),
      link: (p) => `https://www.facebook.com/${p.id}`,
      about: (p) => `${p.name} on the Meta simulator`,
      fan_count: () => 1280,
      followers_count: () => 1342,
      is_published: () => true,
      verification_status: () => 'not_verified',
      is_webhooks_subscribed: (p) => p.subscribedFields !== null,
    },
  };
}

export const PAGE_FIELDS = [
  'feed',
  'mention',
  'name',
  'picture',
  'category',
  'description',
  'conversations',
  'ratings',
  'live_videos',
  'videos',
  'photos',
];
export const MESSAGING_FIELDS = [
  'messages',
  'message_echoes',
  'message_deliveries',
  'message_reads',
  'message_reactions',
  'message_edits',
  'messaging_postbacks',
  'messaging_referrals',
  'messaging_referral',
  'messaging_optins',
  'messaging_handovers',
  'messaging_policy_enforcement',
  'messaging_account_linking',
  'messaging_feedback',
  'standby',
];

export function requirePageToken(ctx: GraphContext): PageRecord {
  if (ctx.auth.kind !== 'page') throw pageTokenRequired();
  return ctx.auth.page;
}

const PROFILE_KEYS = [
  'get_started',
  'greeting',
  'persistent_menu',
  'whitelisted_domains',
  'ice_breakers',
  'home_url',
  'account_linking_url',
  'commands',
  'title',
  'description',
];

function profilePlatform(ctx: GraphContext, page: PageRecord): Platform {
  const platform = ctx.params.string('platform') ?? 'messenger';
  if (platform !== 'messenger' && platform !== 'instagram')
    throw invalidParameter('Param platform must be one of {MESSENGER, INSTAGRAM}');
  if (platform === 'instagram' && !page.igUserId)
    throw invalidParameter('This Page is not connected to an Instagram account');
  return platform;
}

/** `GET .../messenger_profile?fields=...`: the asked fields that are set. */
export function readMessengerProfile(ctx: GraphContext, profile: MessengerProfile): unknown {
  if (!ctx.fields) throw missingParameter('fields');
  const out: Record<string, unknown> = {};
  for (const spec of ctx.fields) {
    if (!PROFILE_KEYS.includes(spec.name))
      throw invalidParameter(`Param fields[${spec.name}] is not a valid messenger profile field`);
    if (profile[spec.name] !== undefined) out[spec.name] = profile[spec.name];
  }
  return { data: Object.keys(out).length > 0 ? [out] : [] };
}

/** `POST .../messenger_profile`: the profile with the request's fields set, each checked against Meta's rules. */
export function updatedMessengerProfile(
  ctx: GraphContext,
  current: MessengerProfile,
  platform: Platform,
): MessengerProfile {
  const updates: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) {
    if (ctx.params.raw[key] !== undefined) updates[key] = decodeJsonString(ctx.params.raw[key], key);
  }
  if (Object.keys(updates).length === 0) {
    throw invalidParameter(`Requires one of the params: ${PROFILE_KEYS.join(',')}`);
  }
  const merged = { ...current, ...updates };
  for (const [key, value] of Object.entries(updates)) validateProfileField(key, value, merged, platform);
  return merged;
}

/** `DELETE .../messenger_profile?fields=[...]`: the profile without those fields. */
export function messengerProfileWithout(ctx: GraphContext, current: MessengerProfile): MessengerProfile {
  const fields = ctx.params.list('fields');
  if (!fields || fields.length === 0) throw missingParameter('fields');
  const profile = { ...current };
  for (const field of fields) {
    if (!PROFILE_KEYS.includes(field))
      throw new GraphError({
        code: 100,
        message: `(#100) Param fields[${field}] is not a valid messenger profile field`,
      });
    delete profile[field];
  }
  return profile;
}

export const pageRoutes: GraphRoute[] = [
  route('page', 'GET', '', (ctx, node) => renderNode(pageShape(ctx), node.page, ctx.fields)),
  route('page', 'GET', 'picture', (ctx, node) =>
    pictureData(ctx.rt.settings.publicUrl, node.page.id, { modifiers: {} }),
  ),

  route('page', 'GET', 'subscribed_apps', (ctx, node) => {
    requirePageToken(ctx);
    const page = node.page;
    if (page.subscribedFields === null) return { data: [] };
    const { appId, appName } = ctx.rt.settings;
    return {
      data: [
        {
          category: 'Business',
          link: `https://example.com/apps/${appId}`,
          name: appName,
          id: appId,
          subscribed_fields: page.subscribedFields,
        },
      ],
    };
  }),
  route('page', 'POST', 'subscribed_apps', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_manage_metadata');
    const fields = ctx.params.list('subscribed_fields');
    if (!fields || fields.length === 0) throw missingParameter('subscribed_fields');
    fields.forEach((field, index) => {
      if (!PAGE_FIELDS.includes(field) && !MESSAGING_FIELDS.includes(field)) {
        throw invalidParameter(
          `Param subscribed_fields[${index}] must be one of {${[...PAGE_FIELDS, ...MESSAGING_FIELDS].join(', ')}} - got "${field}".`,
        );
      }
    });
    if (fields.some((f) => MESSAGING_FIELDS.includes(f))) requirePermission(ctx.rt, ctx.auth, 'pages_messaging');
    node.page.subscribedFields = [...new Set(fields)];
    return { success: true };
  }),
  route('page', 'DELETE', 'subscribed_apps', (ctx, node) => {
    requirePageToken(ctx);
    node.page.subscribedFields = null;
    return { success: true };
  }),

  route('page', 'GET', 'messenger_profile', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_messaging');
    const platform = profilePlatform(ctx, node.page);
    return readMessengerProfile(ctx, node.page.messengerProfile[platform]);
  }),
  route('page', 'POST', 'messenger_profile', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_messaging');
    const platform = profilePlatform(ctx, node.page);
    node.page.messengerProfile[platform] = updatedMessengerProfile(ctx, node.page.messengerProfile[platform], platform);
    return { result: 'success' };
  }),
  route('page', 'DELETE', 'messenger_profile', (ctx, node) => {
    requirePageToken(ctx);
    requirePermission(ctx.rt, ctx.auth, 'pages_messaging');
    const platform = profilePlatform(ctx, node.page);
    node.page.messengerProfile[platform] = messengerProfileWithout(ctx, node.page.messengerProfile[platform]);
    return { result: 'success' };
  }),
];
