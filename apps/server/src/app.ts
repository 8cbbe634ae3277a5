import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MetaSimulator } from '@app/meta-sim';
import { uploadMaxBytesOfAnyKind } from '@app/contract';
import { publicMediaRoute } from './platform/blobs/public-media.route.ts';
import type { BlobStore } from './platform/blobs/blob-store.ts';
import { createBusinessTime } from './platform/business-time.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { createResponseSerializer } from './platform/http/response-serializer.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerWebAppFiles } from './platform/http/web-app-files.ts';
import { registerRequestContext } from './platform/http/request-context.ts';
import { createEndpointRouter } from './platform/http/endpoint-router.ts';
import { createUploadStore } from './platform/http/multipart-form.ts';
import { openApiTransform } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import type { AppLogger } from './platform/logger.ts';
import { AccessLog } from './platform/http/access-log.ts';
import type { JobQueue } from './platform/queue/job-queue.ts';
import { createAccountsRepository } from './features/accounts/accounts.repository.ts';
import { createAccountsService } from './features/accounts/accounts.service.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { createNotificationsRepository } from './features/notifications/notifications.repository.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { tellOwnersOnEvents } from './features/notifications/owner-notices.ts';
import { createOrderRequests } from './features/orders/requests/index.ts';
import { adminRoutes, createAdminServices, recordImpersonatedChanges } from './features/admin/index.ts';
import { csrfCookieRoute, healthRoutes } from './features/health/health.routes.ts';
import { billingRoutes, createBilling } from './features/billing/index.ts';
import { createSellingServices, orderFormRoutes, sellingRoutes } from './features/orders/index.ts';
import { createSellerSpaceServices, sellerSpaceRoutes } from './features/seller-space.ts';
import { createWebhookEventsRepository } from './features/webhooks/webhook-events.repository.ts';
import { createEventDispatcher } from './features/webhooks/event-dispatcher.ts';
import { createWebhookIntake } from './features/webhooks/webhook-intake.ts';
import { webhookRoutes } from './features/webhooks/webhook.routes.ts';
import { webhookAdminRoutes } from './features/webhooks/webhook-admin.routes.ts';
import { linkingRoutes } from './features/linking/linking.routes.ts';
import { createLinkingServices } from './features/linking/linking-services.ts';
import { createLastEventReader } from './features/webhooks/last-event.repository.ts';
import { createGraphClient, graphClientOptionsOf } from './platform/meta/graph-client.ts';
import { createGraphApi } from './platform/meta/graph-api.ts';
import { createTokenCipher } from './platform/meta/token-cipher.ts';
import { createPageGate } from './features/pages/index.ts';
import { createDomainEvents } from './platform/events/domain-events.ts';
import { createRepliesRepository } from './features/replies/replies.repository.ts';
import { createReplyEngine } from './features/replies/reply-engine.ts';
import { createRepliesService } from './features/replies/replies.service.ts';
import { repliesRoutes } from './features/replies/replies.routes.ts';
import { createInstagramRepliesService } from './features/replies/instagram/instagram-replies.service.ts';
import { instagramRepliesRoutes } from './features/replies/instagram/instagram-replies.routes.ts';
import { engagementRoutes } from './features/replies/engagement.routes.ts';
import { createEngagementRepository } from './features/replies/engagement.repository.ts';
import { createEngagementService } from './features/replies/engagement.service.ts';
import { createPublishingEngine } from './features/publishing/engine/publishing-engine.ts';
import { createPublishingService } from './features/publishing/publishing.service.ts';
import { publishingRoutes } from './features/publishing/publishing.routes.ts';
import { inboxRoutes } from './features/inbox/inbox.routes.ts';
import { botSettingsRoutes } from './features/bot/settings/bot-settings.routes.ts';
import { createBotSettings } from './features/bot/settings/bot-settings.ts';
import { createInboxApi } from './features/inbox/inbox-api.ts';
import { createInboxIngest } from './features/inbox/inbox-ingest.ts';
import { createStoryAnswers } from './features/story-answers/story-answers.ts';
import { storyCampaignsRoutes } from './features/story-answers/story-campaigns.routes.ts';
import { storyQuickRepliesRoutes } from './features/story-answers/story-quick-replies.routes.ts';
import { subscribersRoutes } from './features/inbox/subscribers/subscribers.routes.ts';
import { createBot } from './features/bot/bot.ts';
import { botRoutes } from './features/bot/bot.routes.ts';
import { botFlowsRoutes } from './features/bot/flows/bot-flows.routes.ts';
import { legalRoutes } from './features/legal/legal.routes.ts';
import { dataRightsRoutes } from './features/data-rights/data-rights.routes.ts';
import { createDataRightsService } from './features/data-rights/data-rights.service.ts';
import { registerCustomerSimulator } from './features/demo/customer/customer-simulator.routes.ts';
import { loadServerTranslations } from './platform/i18n/server-texts.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  queue: JobQueue;
  blobs: BlobStore;
  clock: Clock;
  logger: AppLogger;
};

/** Every service of the product, built once from the infrastructure; the HTTP app and the worker share it. */
export function createServices({ config, database, clock, queue, blobs, logger }: AppDeps) {
  loadServerTranslations();
  const { db } = database;
  const webhookEvents = createWebhookEventsRepository(db);
  const dispatcher = createEventDispatcher({ repository: webhookEvents, queue, clock, logger });
  const webhookIntake = createWebhookIntake({
    database,
    dataDir: config.dataDir,
    repository: webhookEvents,
    dispatcher,
    clock,
    logger,
  });
  const accounts = createAccountsService(createAccountsRepository(db), clock);
  const auth = createAuthService({ repository: createAuthRepository(db), accounts, clock, config, logger });
  // What happened in one feature that others act on: each subscribes where it is built.
  const events = createDomainEvents(logger);
  const notifications = createNotificationsService(createNotificationsRepository(db), clock, events);
  const graphClient = createGraphClient(graphClientOptionsOf(config.meta, clock));
  const graph = createGraphApi(graphClient, {
    appId: config.meta.appId,
    appSecret: config.meta.appSecret,
    redirectUri: `${config.appUrl}/auth/facebook/callback`,
  });
  const cipher = createTokenCipher(config.encryptionKey);
  const businessTime = createBusinessTime(config.businessTimeZone);
  // One answer to "may this page or account do this now, and with which token", for every engine and screen.
  const pages = createPageGate({ db, cipher, clock, businessTime, events, logger });
  const selling = createSellingServices({ db, config, clock, graphClient, pages, events });
  const { catalog, productCards } = selling;
  tellOwnersOnEvents({
    events,
    notifications,
    ownersOf: pages.ownerIds,
    accountOwnersOf: pages.accountOwnerIds,
    businessTime,
  });
  const { linking, subscriptionHealing, connectionDoctor, instagramLogin } = createLinkingServices({
    ...{ db, graph, graphClient, cipher, auth, accounts, pages, events, clock, config, logger },
    lastEvent: createLastEventReader(db),
  });
  const { instagramEnabled } = config;
  const botSettings = createBotSettings({ db, graphClient, pages, events, clock, instagramEnabled });
  const inbox = createInboxApi({
    ...{ database, graphClient, cipher, pages, clock, businessTime },
    humanAgent: config.meta.humanAgent,
    instagramEnabled: config.instagramEnabled,
    appUrl: config.appUrl,
    logger,
    events,
    botSettingsOf: botSettings.pageSettings,
    productCards,
    queue,
  });
  const bot = createBot({ db, inbox, settings: botSettings, queue, events, clock, appUrl: config.appUrl });
  const storyAnswers = createStoryAnswers({
    db,
    inbox,
    clock,
    instagramEnabled: config.instagramEnabled,
    appUrl: config.appUrl,
    currentStories: (viewer, accountId) => publishing.instagramStories(viewer, accountId),
  });
  const inboxIngest = createInboxIngest({
    db,
    queue,
    events,
    conversations: inbox.repository,
    graphClient,
    pages,
    clock,
    answerStory: storyAnswers.answerStory,
    answerMessage: bot.answerer.answerMessage,
    answerReferral: bot.answerer.answerReferral,
    awaitFlowAnswer: bot.flowRunner.awaitAnswer,
    instagramEnabled: config.instagramEnabled,
    logger,
  });
  dispatcher.on(inboxIngest.kinds, inboxIngest.messages.handle);
  dispatcher.settles(inboxIngest.messages.settledEcho);
  const repliesRepository = createRepliesRepository(db);
  const engagementRepository = createEngagementRepository(db);
  // What the comment replies' engine and screens (Facebook, Instagram, the page commenter and likes) all work with.
  const repliesShared = { repository: repliesRepository, graph, pages, events, queue, clock, businessTime };
  const replyEngine = createReplyEngine({
    ...repliesShared,
    engagement: engagementRepository,
    logger,
    instagramEnabled: config.instagramEnabled,
    missedCommentsGraceMs: config.replies.missedCommentsGraceMs,
    recordPrivateReply: inboxIngest.recordPrivateReply,
    productCards,
  });
  dispatcher.on(['fb.comment'], replyEngine.handleCommentEvent);
  if (config.instagramEnabled) dispatcher.on(['ig.comment'], replyEngine.handleInstagramCommentEvent);
  // Facebook and Instagram campaigns are one engine's, through a reply scope: their services share every dependency.
  const replies = createRepliesService(repliesShared);
  const instagramReplies = createInstagramRepliesService(repliesShared);
  const admin = createAdminServices({
    ...{ db, executeSql: database.executeSql, clock, businessTime, events, auth, replies, instagramReplies },
    graphVersion: config.meta.graphVersion,
    ...{ queue, appUrl: config.appUrl, gate: pages, accounts, botSettings, webViewDomain: selling.webview.domain },
  });
  const engagement = createEngagementService({
    ...repliesShared,
    engagement: engagementRepository,
    replies: repliesRepository,
  });
  const publishingEngine = createPublishingEngine({
    db,
    graphClient,
    pages,
    events,
    queue,
    blobs,
    clock,
    businessTime,
    config,
    logger,
  });
  const publishing = createPublishingService({
    db,
    engine: publishingEngine,
    graphClient,
    cipher,
    pages,
    blobs,
    clock,
    businessTime,
    config,
    logger,
  });
  const dataRights = createDataRightsService({ db, clock, appSecret: config.meta.appSecret, gate: pages });
  dispatcher.on(['permission'], dataRights.handlePermissionEvent);
  const billing = createBilling({ db, accounts, pages, notifications, admin, events, clock, businessTime, config });
  // The customers' requests; a status change is told to the customer through the inbox's answer path.
  const orderRequests = createOrderRequests({ db, catalog, pages, inbox, events, clock, businessTime });
  return {
    events,
    orderRequests,
    billing,
    ...selling,
    ...createSellerSpaceServices({
      ...{ db, config, clock, blobs, events, logger, notifications, auth, businessTime },
      auditLog: admin.auditLog,
    }),
    accounts,
    auth,
    pages,
    dataRights,
    inbox,
    bot,
    storyAnswers,
    fetchSubscriberProfiles: inboxIngest.fetchProfiles,
    readSharedMedia: inboxIngest.readSharedMedia,
    backfillMessages: inboxIngest.backfillMessages,
    backfillAccountMessages: inboxIngest.backfillAccountMessages,
    notifications,
    admin,
    webhookEvents,
    webhookIntake,
    dispatcher,
    graph,
    cipher,
    linking,
    instagramLogin,
    connectionDoctor,
    subscriptionHealing,
    replyEngine,
    replies,
    instagramReplies,
    engagement,
    publishingEngine,
    publishing,
  };
}
export type Services = ReturnType<typeof createServices>;

type AppExtras = { simulator?: MetaSimulator | null; readiness?: { ready: boolean } };

export async function buildApp(deps: AppDeps, services: Services = createServices(deps), extras: AppExtras = {}) {
  const { config } = deps;
  const options: FastifyServerOptions = {
    loggerInstance: deps.logger,
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ check: config.env === 'test' }));
  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    production: config.env === 'production',
    appOrigin: new URL(config.appUrl).origin,
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Social seller API',
        version: '2',
        description:
          'Every call carries Authorization: Bearer <token>, and the headers page-id, insta-id, social (fb|instagram|store), locale (ar|en) and version: 2. Errors answer {code, message, errors?, fields?} with the message in the locale of the request.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  registerRequestContext(app, services.auth, services.accounts, { instagramEnabled: config.instagramEnabled });
  recordImpersonatedChanges(app, services.admin.auditLog);
  // Open event streams never end by themselves: they are closed before the server waits for its connections.
  await services.inbox.realtime.start();
  app.addHook('preClose', async () => services.inbox.realtime.close());
  // The largest kind's limit, plus one byte so that the form reader sees a file pass it; each kind's own limit is
  // checked as the bytes arrive (multipart-form.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: uploadMaxBytesOfAnyKind + 1, files: 1, fields: 60 } });

  publicMediaRoute(app, deps.blobs);

  const routerOn = (scope: FastifyInstance) =>
    createEndpointRouter(
      scope.withTypeProvider<ZodTypeProvider>(),
      createUploadStore(deps.blobs, config.appUrl, services.cloud.ledger),
      services.pages.hasFeature,
    );
  await app.register(async (scope) => {
    const router = routerOn(scope);
    healthRoutes(router, { config, readiness: extras.readiness ?? { ready: true } });
    authRoutes(router, { auth: services.auth });
    accountsRoutes(router, { accounts: services.accounts });
    notificationsRoutes(router, { notifications: services.notifications });
    adminRoutes(router, services.admin);
    linkingRoutes(router, services);
    repliesRoutes(router, { replies: services.replies });
    instagramRepliesRoutes(router, {
      replies: services.instagramReplies,
      requireOwnMedia: services.publishing.requireOwnInstagramMedia,
    });
    engagementRoutes(router, { engagement: services.engagement });
    publishingRoutes(router, { publishing: services.publishing });
    inboxRoutes(router, services.inbox);
    botSettingsRoutes(router, { botSettings: services.bot.settings });
    storyQuickRepliesRoutes(router, { stories: services.storyAnswers.quickReplies });
    storyCampaignsRoutes(router, { campaigns: services.storyAnswers.campaigns });
    subscribersRoutes(router, { subscribers: services.inbox.subscribers });
    botRoutes(router, { replies: services.bot.replies });
    botFlowsRoutes(router, { flows: services.bot.flows });
    billingRoutes(router, { billing: services.billing.service, blobs: deps.blobs });
    sellingRoutes(router, services);
    sellerSpaceRoutes(router, services);
    registerCustomerSimulator(router, { db: deps.database.db, config, publishing: services.publishing });
    webhookAdminRoutes(router, {
      repository: services.webhookEvents,
      dispatcher: services.dispatcher,
      clock: deps.clock,
      auditLog: services.admin.auditLog,
    });
  });
  csrfCookieRoute(app);
  legalRoutes(app, { operator: config.operator });
  await dataRightsRoutes(app, routerOn, { dataRights: services.dataRights, config });
  if (extras.simulator) await app.register(extras.simulator.plugin, { prefix: '/_meta' });
  await webhookRoutes(app, { config, intake: services.webhookIntake });
  await orderFormRoutes(app, routerOn, { orderForm: services.orderForm, webDistDir: config.webDistDir });

  await registerWebAppFiles(app, config.webDistDir);

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
