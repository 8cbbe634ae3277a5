import type { CallRecord } from '../call-log.ts';
import { NO_FAULTS, type Faults } from '../faults.ts';
import { issueOauthCode } from '../graph/oauth.ts';
import { addFacebookComment } from '../graph/comments.ts';
import { addIgComment } from '../graph/instagram.ts';
import { createPost } from '../graph/posts.ts';
import {
  mintIgObjectId,
  mintIgUserId,
  mintPageId,
  mintPersonId,
  mintShortcode,
  mintUserId,
  randomDigits,
} from '../ids.ts';
import { DEFAULT_LIMITS, type Limits } from '../limits.ts';
import { ensurePerson, receiveMessage } from '../messaging.ts';
import type { SimRuntime } from '../runtime.ts';
import { ALL_PERMISSIONS, invalidateTokens, mintPageToken } from '../tokens.ts';
import type { DeliveryRecord } from '../webhooks/delivery.ts';
import {
  createEmptyWorld,
  personKey,
  type IgAccountRecord,
  type PageRecord,
  type PersonRecord,
  type World,
} from '../world.ts';
import { badInput, notFound } from './control-error.ts';

export type SimUserView = { id: string; name: string };
export type SimPageView = {
  id: string;
  name: string;
  access_token: string;
  instagram_business_account: { id: string; username: string } | null;
};

export type CreateUserInput = { name: string; id?: string };
export type CreatePageInput = {
  ownerUserId: string;
  name: string;
  withInstagram?: boolean;
  instagramUsername?: string;
  id?: string;
  category?: string;
  // pre-installs the app on the page; by default a page starts without the app, as on Meta
  subscribedFields?: string[];
};
export type CreatePageOptions = { keepOnReset?: boolean };
export type CreatePostInput = {
  pageId?: string;
  igUserId?: string;
  message: string;
  story?: boolean;
  mediaUrl?: string;
  likeCount?: number;
};
export type CreateCommentInput = {
  postId: string;
  from: { id?: string; name?: string; username?: string };
  message: string;
  parentId?: string;
};
export type SendMessageInput = {
  pageId?: string;
  igUserId?: string;
  from: { id: string; name?: string };
  text?: string;
  quickReplyPayload?: string;
  postbackPayload?: string;
  postbackTitle?: string;
  storyMention?: boolean;
  replyToStoryId?: string;
  attachments?: Array<{ type: string; payload: Record<string, unknown> }>;
};
export type OauthCodeInput = { userId: string; scope?: string[]; redirectUri?: string; pageIds?: string[] };
export type InvalidateTokenInput = { userId?: string; pageId?: string; token?: string; subcode?: number };
export type PersonInput = { pageId?: string; igUserId?: string; id: string; name?: string; unavailable?: boolean };

export type ControlApi = {
  reset(): void;
  createUser(input: CreateUserInput, options?: CreatePageOptions): SimUserView;
  listUsers(): SimUserView[];
  createPage(input: CreatePageInput, options?: CreatePageOptions): SimPageView;
  listPages(): SimPageView[];
  createPost(input: CreatePostInput): { id: string };
  createComment(input: CreateCommentInput): { id: string };
  sendMessage(input: SendMessageInput): { mid: string };
  calls(since?: number): CallRecord[];
  deliveries(since?: number): DeliveryRecord[];
  retryDeliveries(): void;
  setFaults(faults: Partial<Faults>): Faults;
  faults(): Faults;
  setLimits(limits: Partial<Limits>): Limits;
  limits(): Limits;
  oauthCode(input: OauthCodeInput): { code: string };
  advanceClock(ms: number): Date;
  now(): Date;
  invalidateTokens(input: InvalidateTokenInput): { invalidated: number };
  revokePermission(input: { userId: string; permission: string }): void;
  setPerson(input: PersonInput): PersonRecord;
  setWebhookUrl(url: string | null): void;
  snapshot(): World;
};

function slug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return base || `page.${randomDigits(5)}`;
}

export function createControlApi(rt: SimRuntime, onReset: () => void): ControlApi {
  const world = () => rt.world;
  const changed = () => rt.saver.schedule();

  function pageView(page: PageRecord): SimPageView {
    const ig = page.igUserId ? world().igAccounts[page.igUserId] : undefined;
    return {
      id: page.id,
      name: page.name,
      access_token: page.accessToken,
      instagram_business_account: ig ? { id: ig.id, username: ig.username } : null,
    };
  }

  function pageFor(input: { pageId?: string; igUserId?: string }): { page: PageRecord; ig: IgAccountRecord | null } {
    if (input.igUserId) {
      const ig = world().igAccounts[input.igUserId];
      if (!ig) throw notFound('Instagram account', input.igUserId);
      return { page: world().pages[ig.pageId]!, ig };
    }
    if (!input.pageId) throw badInput('page_id or ig_user_id is required');
    const page = world().pages[input.pageId];
    if (!page) throw notFound('Page', input.pageId);
    return { page, ig: null };
  }

  const api: ControlApi = {
    reset() {
      const old = world();
      const fresh = createEmptyWorld();
      const keptPages = Object.values(old.pages).filter((p) => p.keepOnReset);
      const keptUserIds = new Set([
        ...Object.values(old.users)
          .filter((u) => u.keepOnReset)
          .map((u) => u.id),
        ...keptPages.map((p) => p.ownerUserId),
      ]);
      for (const id of keptUserIds) if (old.users[id]) fresh.users[id] = old.users[id];
      for (const page of keptPages) {
        fresh.pages[page.id] = page;
        const ig = page.igUserId ? old.igAccounts[page.igUserId] : undefined;
        if (ig) fresh.igAccounts[ig.id] = ig;
      }
      for (const token of Object.values(old.tokens))
        if (keptUserIds.has(token.userId) && (token.pageId === null || fresh.pages[token.pageId]))
          fresh.tokens[token.token] = token;
      for (const post of Object.values(old.posts)) if (fresh.pages[post.pageId]) fresh.posts[post.id] = post;
      for (const photo of Object.values(old.photos)) if (fresh.pages[photo.pageId]) fresh.photos[photo.id] = photo;
      for (const media of Object.values(old.igMedia))
        if (fresh.igAccounts[media.igUserId]) fresh.igMedia[media.id] = media;
      rt.world = fresh;
      rt.faults = { ...NO_FAULTS };
      rt.limits = { ...DEFAULT_LIMITS };
      rt.clock.setOffset(0);
      rt.rates.clear();
      rt.calls.clear();
      rt.webhooks.clear();
      onReset();
      changed();
    },

    createUser(input, options) {
      if (!input.name) throw badInput('name is required');
      const id = input.id ?? mintUserId();
      if (world().users[id]) throw badInput(`user ${id} already exists`);
      world().users[id] = {
        id,
        name: input.name,
        createdAt: rt.nowMs(),
        grants: null,
        pickedPageIds: null,
        keepOnReset: options?.keepOnReset ?? false,
      };
      changed();
      return { id, name: input.name };
    },

    listUsers: () =>
      Object.values(world().users)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((u) => ({ id: u.id, name: u.name })),

    createPage(input, options) {
      const owner = world().users[input.ownerUserId];
      if (!owner) throw notFound('User', input.ownerUserId);
      if (!input.name) throw badInput('name is required');
      const id = input.id ?? mintPageId();
      if (world().pages[id]) throw badInput(`page ${id} already exists`);
      const keepOnReset = options?.keepOnReset ?? false;
      if (keepOnReset) owner.keepOnReset = true;
      const page: PageRecord = {
        id,
        name: input.name,
        username: slug(input.name),
        category: input.category ?? 'Shopping & retail',
        ownerUserId: owner.id,
        igUserId: null,
        keepOnReset,
        subscribedFields: input.subscribedFields ? [...input.subscribedFields] : null,
        messengerProfile: { messenger: {}, instagram: {} },
        accessToken: '',
        createdAt: rt.nowMs(),
      };
      world().pages[id] = page;
      mintPageToken(rt, page, owner.id);
      if (input.withInstagram) {
        const ig: IgAccountRecord = {
          id: mintIgUserId(),
          legacyId: randomDigits(11),
          pageId: id,
          username: (input.instagramUsername ?? slug(input.name).replace(/\./g, '_')).slice(0, 30),
          name: input.name,
          biography: `${input.name} — simulated Instagram professional account`,
          followersCount: 2048,
          followsCount: 128,
          createdAt: rt.nowMs(),
        };
        world().igAccounts[ig.id] = ig;
        page.igUserId = ig.id;
      }
      changed();
      return pageView(page);
    },

    listPages: () =>
      Object.values(world().pages)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map(pageView),

    createPost(input) {
      if (typeof input.message !== 'string') throw badInput('message is required');
      const { page, ig } = pageFor(input);
      if (!ig) {
        const post = createPost(rt, page, {
          message: input.message,
          link: null,
          state: 'published',
          scheduledPublishTime: null,
          photoIds: [],
        });
        changed();
        return { id: post.id };
      }
      const id = mintIgObjectId();
      world().igMedia[id] = {
        id,
        igUserId: ig.id,
        caption: input.message,
        mediaType: 'IMAGE',
        productType: input.story ? 'STORY' : 'FEED',
        mediaUrl: input.mediaUrl ?? `https://picsum.photos/seed/${id}/1080`,
        thumbnailUrl: null,
        shortcode: mintShortcode(),
        commentEnabled: true,
        likeCount: input.likeCount ?? 0,
        childIds: [],
        isCarouselChild: false,
        createdAt: rt.nowMs(),
      };
      changed();
      return { id };
    },

    createComment(input) {
      if (typeof input.message !== 'string' || input.message === '') throw badInput('message is required');
      const post = world().posts[input.postId];
      const media = world().igMedia[input.postId];
      if (!post && !media) throw notFound('Post or media', input.postId);
      if (input.parentId) {
        const parent = world().comments[input.parentId];
        if (!parent || parent.objectId !== input.postId) throw notFound(`Comment on ${input.postId}`, input.parentId);
      }
      const name = input.from?.name ?? 'Simulated Customer';
      const from = {
        id: input.from?.id ?? mintPersonId(),
        name,
        username: input.from?.username ?? slug(name).replace(/\./g, '_'),
      };
      let id: string;
      if (post) {
        id = addFacebookComment(rt, { post, parentId: input.parentId ?? null, from, message: input.message }).id;
        ensurePerson(rt, post.pageId, from.id, from.name);
      } else {
        if (!media!.commentEnabled) throw badInput('comments are disabled on this media');
        id = addIgComment(rt, { media: media!, parentId: input.parentId ?? null, from, message: input.message }).id;
        ensurePerson(rt, media!.igUserId, from.id, from.name, from.username);
      }
      changed();
      return { id };
    },

    sendMessage(input) {
      if (!input.from?.id) throw badInput('from.id is required');
      const { page, ig } = pageFor(input);
      const wantsInstagram = ig !== null || input.storyMention === true || input.replyToStoryId !== undefined;
      if (wantsInstagram && !page.igUserId)
        throw badInput('story mentions and story replies need a page with an Instagram account');
      if (
        !input.text &&
        input.quickReplyPayload === undefined &&
        input.postbackPayload === undefined &&
        !input.storyMention &&
        !input.attachments?.length
      ) {
        throw badInput('one of text, quick_reply_payload, postback_payload, story_mention or attachments is required');
      }
      const message = receiveMessage(rt, {
        page,
        platform: wantsInstagram ? 'instagram' : 'messenger',
        personId: input.from.id,
        ...(input.from.name !== undefined ? { personName: input.from.name } : {}),
        ...(input.text !== undefined ? { text: input.text } : {}),
        ...(input.quickReplyPayload !== undefined ? { quickReplyPayload: input.quickReplyPayload } : {}),
        ...(input.postbackPayload !== undefined ? { postbackPayload: input.postbackPayload } : {}),
        ...(input.postbackTitle !== undefined ? { postbackTitle: input.postbackTitle } : {}),
        ...(input.storyMention !== undefined ? { storyMention: input.storyMention } : {}),
        ...(input.replyToStoryId !== undefined ? { replyToStoryId: input.replyToStoryId } : {}),
        ...(input.attachments !== undefined ? { attachments: input.attachments } : {}),
      });
      changed();
      return { mid: message.id };
    },

    calls: (since = 0) => rt.calls.since(since),
    deliveries: (since = 0) => rt.webhooks.since(since),
    retryDeliveries: () => rt.webhooks.retryPendingNow(),

    setFaults(faults) {
      rt.faults = { ...NO_FAULTS, ...faults };
      return rt.faults;
    },
    faults: () => rt.faults,

    setLimits(limits) {
      for (const [key, value] of Object.entries(limits)) {
        if (!(key in DEFAULT_LIMITS)) throw badInput(`unknown limit ${key}`);
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
          throw badInput(`limit ${key} must be a non-negative number`);
      }
      rt.limits = { ...rt.limits, ...limits };
      return rt.limits;
    },
    limits: () => rt.limits,

    oauthCode(input) {
      if (!world().users[input.userId]) throw notFound('User', input.userId);
      const code = issueOauthCode(rt, {
        userId: input.userId,
        redirectUri: input.redirectUri ?? null,
        requested: input.scope ?? ALL_PERMISSIONS,
        declined: [],
        pageIds: input.pageIds ?? null,
      });
      return { code: code.code };
    },

    advanceClock(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw badInput('advance_ms must be a non-negative number');
      const now = rt.clock.advance(ms);
      world().clockOffsetMs = rt.clock.offsetMs();
      changed();
      return now;
    },
    now: () => rt.clock.now(),

    invalidateTokens(input) {
      if (!input.userId && !input.pageId && !input.token)
        throw badInput('one of user_id, page_id or token is required');
      if (input.userId && !world().users[input.userId]) throw notFound('User', input.userId);
      if (input.pageId && !world().pages[input.pageId]) throw notFound('Page', input.pageId);
      const target = {
        ...(input.userId ? { userId: input.userId } : {}),
        ...(input.pageId ? { pageId: input.pageId } : {}),
        ...(input.token ? { token: input.token } : {}),
      };
      const invalidated = invalidateTokens(rt, target, input.subcode ?? 467);
      changed();
      return { invalidated };
    },

    revokePermission({ userId, permission }) {
      const user = world().users[userId];
      if (!user) throw notFound('User', userId);
      const grants = user.grants ?? Object.fromEntries(ALL_PERMISSIONS.map((p) => [p, 'granted' as const]));
      grants[permission] = 'declined';
      user.grants = grants;
      changed();
    },

    setPerson(input) {
      const { page, ig } = pageFor(input);
      const accountId = ig ? ig.id : page.id;
      const person = ensurePerson(rt, accountId, input.id, input.name);
      if (input.unavailable !== undefined) person.unavailable = input.unavailable;
      world().people[personKey(accountId, input.id)] = person;
      changed();
      return person;
    },

    setWebhookUrl(url) {
      rt.settings.webhookUrl = url;
    },

    snapshot: () => world(),
  };
  return api;
}
