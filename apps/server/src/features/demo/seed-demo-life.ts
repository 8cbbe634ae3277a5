import {
  botReplyBodySchema,
  botSettingsSchema,
  commentTemplateInputSchema,
  instagramReplyCampaignInputSchema,
  instagramReplyTemplateInputSchema,
  postInputSchema,
  replyCampaignInputSchema,
  replyTemplateInputSchema,
  storyMentionQuickReplyBodySchema,
  storyReplyCampaignBodySchema,
  storyReplyQuickReplyBodySchema,
  type InterfaceLocale,
  type BotReplyBody,
  type BotSettings,
  type CommentTemplateInput,
  type FlowDocument,
  type InstagramReplyCampaignInput,
  type InstagramReplyTemplateInput,
  type PostInput,
  type ReplyCampaignInput,
  type ReplyTemplateInput,
  type StoryMentionQuickReplyBody,
  type StoryQuickReplyKind,
  type StoryReplyCampaignBody,
  type StoryReplyQuickReplyBody,
} from '@app/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { createDemoRepository } from './demo.repository.ts';
import { demoFlowDocument, demoLife } from './demo-life-content.ts';
import type { LinkedDemo } from './link-demo-pages.ts';
import { seedDemoRequests } from './seed-demo-requests.ts';
import { seedDemoStore, type DemoStoreServices } from './seed-demo-store.ts';

type Actor = { userId: number; isAdmin: boolean };
type SavedFlow = { flow: { id: number; draft_revision: number } };

/** The operations the screens' routes call, and nothing else: the demo is set up as a seller would set it up. */
export type DemoLifeServices = {
  replies: {
    saveCampaign(pageId: number, input: ReplyCampaignInput, locale: InterfaceLocale): Promise<unknown>;
    saveCommentTemplate(pageId: number, input: CommentTemplateInput): Promise<unknown>;
    saveReplyTemplate(pageId: number, input: ReplyTemplateInput): Promise<unknown>;
  };
  instagramReplies: {
    saveCampaign(
      accountId: number,
      mediaId: string,
      input: InstagramReplyCampaignInput,
      locale: InterfaceLocale,
      confirmMedia: () => Promise<void>,
    ): Promise<unknown>;
    saveReplyTemplate(accountId: number, input: InstagramReplyTemplateInput): Promise<unknown>;
  };
  botSettings: { save(pageId: number, settings: BotSettings): Promise<unknown> };
  botReplies: { create(pageId: number, body: BotReplyBody, viewer: Actor): Promise<unknown> };
  botFlows: {
    create(pageId: number, body: { name: string }): Promise<SavedFlow>;
    saveDraft(pageId: number, id: number, body: { draft: FlowDocument; draft_revision: number }): Promise<unknown>;
    publish(pageId: number, id: number): Promise<unknown>;
  };
  storyQuickReplies: {
    save(
      kind: StoryQuickReplyKind,
      accountId: number,
      body: StoryMentionQuickReplyBody | StoryReplyQuickReplyBody,
      viewer: Actor,
    ): Promise<unknown>;
  };
  storyCampaigns: {
    save(accountId: number, storyId: string, body: StoryReplyCampaignBody, viewer: Actor): Promise<unknown>;
  };
  store: DemoStoreServices;
  publishing: {
    savePost(actor: Actor, input: PostInput): Promise<unknown>;
    requireOwnInstagramMedia(actor: Actor, accountId: number, mediaId: string): Promise<void>;
  };
};

/**
 * Demo mode, right after the demo pages were linked (once per data directory): the fashion page gets a running
 * campaign, reply templates, the bot on with a keyword reply and a flow, a published and a scheduled post; its
 * Instagram account a running campaign on its post, a Direct template, story answers and a campaign on its story,
 * all made through the screens' own services. Then customers comment, write and answer the story through the
 * simulator's control API, so the engines answer them from the webhooks, after this returns: start-up does not wait
 * for them.
 */
export async function seedDemoLife(deps: {
  db: Db;
  clock: Clock;
  services: DemoLifeServices;
  demo: LinkedDemo;
  /** Where the simulator's pictures are, as a browser and Messenger reach them (the demo products' pictures). */
  picturesUrl: string;
}) {
  const { services, demo, clock } = deps;
  const { control } = demo;
  const repository = createDemoRepository(deps.db);
  const owner: Actor = { userId: demo.ownerId, isAdmin: false };
  const page = (await repository.ownedPages(demo.ownerId)).find(
    (owned) => owned.metaPageId === demo.fashionPage.metaPageId,
  );
  if (!page) return;
  await seedDemoStore({
    store: services.store,
    ownerUserId: demo.ownerId,
    pageId: page.id,
    picturesUrl: deps.picturesUrl,
  });

  await services.replies.saveCampaign(
    page.id,
    replyCampaignInputSchema.parse({
      name: demoLife.campaign.name,
      post: demo.campaignPostId,
      comments: [demoLife.campaign.publicReply],
      message_enabled: true,
      message: demoLife.campaign.privateReply,
      keywords: demoLife.campaign.keywords,
      not_matching_reply: demoLife.campaign.notMatchingReply,
    }),
    'ar',
  );
  await services.replies.saveReplyTemplate(
    page.id,
    replyTemplateInputSchema.parse({
      name: demoLife.templates.privateMessage.name,
      message: demoLife.templates.privateMessage.message,
    }),
  );
  await services.replies.saveCommentTemplate(page.id, commentTemplateInputSchema.parse(demoLife.templates.comment));

  await services.botSettings.save(page.id, botSettingsSchema.parse({ bot_enabled: true }));
  await services.botReplies.create(
    page.id,
    botReplyBodySchema.parse({
      bot_name: demoLife.keywordReply.name,
      message: demoLife.keywordReply.message,
      keyword_type: 'contains',
      keywords: demoLife.keywordReply.keywords,
    }),
    owner,
  );
  const { flow } = await services.botFlows.create(page.id, { name: demoLife.flowKeyword.name });
  await services.botFlows.saveDraft(page.id, flow.id, { draft: demoFlowDocument, draft_revision: flow.draft_revision });
  await services.botFlows.publish(page.id, flow.id);
  await services.botReplies.create(
    page.id,
    botReplyBodySchema.parse({
      bot_name: demoLife.flowKeyword.name,
      reply_type: 'flow',
      flow_id: flow.id,
      keyword_type: 'exact',
      keywords: demoLife.flowKeyword.keywords,
    }),
    owner,
  );

  await seedDemoRequests({ db: deps.db, clock, pageId: page.id, ownerId: demo.ownerId });

  const inADay = new Date(clock.now().getTime() + 86_400_000).toISOString();
  await services.publishing.savePost(
    owner,
    postInputSchema.parse({ network: 'facebook', message: demoLife.posts.published, pages: [page.id] }),
  );
  await services.publishing.savePost(
    owner,
    postInputSchema.parse({
      network: 'facebook',
      message: demoLife.posts.scheduled,
      pages: [page.id],
      schedule_type: 'scheduled',
      schedule_time: inADay,
    }),
  );

  const instagramUserId = demo.fashionPage.instagramUserId;
  const accountId = instagramUserId && (await repository.ownedInstagramAccountId(demo.ownerId, instagramUserId));
  const instagramPostId = demo.instagramPostId;
  let story: { id: string } | null = null;
  if (instagramUserId && accountId) {
    if (instagramPostId) {
      const { campaign } = demoLife.instagram;
      await services.instagramReplies.saveCampaign(
        accountId,
        instagramPostId,
        instagramReplyCampaignInputSchema.parse({
          name: campaign.name,
          comments: [campaign.publicReply],
          message_enabled: true,
          message: campaign.privateReply,
          keywords: campaign.keywords,
        }),
        'ar',
        () => services.publishing.requireOwnInstagramMedia(owner, accountId, instagramPostId),
      );
    }
    await services.instagramReplies.saveReplyTemplate(
      accountId,
      instagramReplyTemplateInputSchema.parse(demoLife.instagram.directTemplate),
    );
    const answer = { enabled: true, media_id: null, once_per_story: true };
    await services.storyQuickReplies.save(
      'story_reply',
      accountId,
      storyReplyQuickReplyBodySchema.parse({ ...answer, text: demoLife.story.replyAnswer, keywords: [] }),
      owner,
    );
    await services.storyQuickReplies.save(
      'story_mention',
      accountId,
      storyMentionQuickReplyBodySchema.parse({ ...answer, text: demoLife.story.mentionAnswer }),
      owner,
    );
    // Posted on Instagram (the simulator) as the seller would: a story campaign is saved on a current story only.
    story = await control.createPost({ ig_user_id: instagramUserId, message: demoLife.story.caption, story: true });
    await services.storyCampaigns.save(
      accountId,
      story.id,
      storyReplyCampaignBodySchema.parse({ ...answer, text: demoLife.story.campaignAnswer, keywords: [] }),
      owner,
    );
  }

  // The customers: from here on everything reaches the product as Meta's webhooks.
  for (const comment of demoLife.comments)
    await control.createComment({
      post_id: demo.campaignPostId,
      from: { name: comment.name },
      message: comment.message,
    });
  if (instagramPostId)
    for (const comment of demoLife.instagram.comments)
      await control.createComment({
        post_id: instagramPostId,
        from: { name: comment.name, username: comment.username },
        message: comment.message,
      });
  let person = 0;
  const customerId = () => `9100000000${String(++person).padStart(4, '0')}`;
  for (const message of demoLife.messages)
    await control.sendMessage({
      page_id: demo.fashionPage.metaPageId,
      from: { id: customerId(), name: message.name },
      text: message.text,
    });
  if (instagramUserId && story) {
    for (const reply of demoLife.story.replies)
      await control.sendMessage({
        ig_user_id: instagramUserId,
        from: { id: customerId(), name: reply.name },
        text: reply.text,
        reply_to_story_id: story.id,
      });
    for (const mention of demoLife.story.mentions)
      await control.sendMessage({
        ig_user_id: instagramUserId,
        from: { id: customerId(), name: mention.name },
        story_mention: true,
      });
  }
}
