import { createSimulatorClient } from '@app/meta-sim/client';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { instagramScopes, pageScopes } from '../../platform/meta/graph-api.ts';
import type { LinkingService } from '../linking/index.ts';
import { createDemoRepository } from './demo.repository.ts';
import { demoCredentials, demoPlanName } from './seed-demo.ts';
import { demoOrderForm } from './demo-order-form.ts';

const demoPosts: { page: 0 | 1; message: string }[] = [
  { page: 0, message: 'وصلت تشكيلة فساتين السهرة الجديدة ✨ اكتبي "السعر" بالتعليقات ونرسل لك التفاصيل على الخاص' },
  { page: 0, message: 'عرض نهاية الأسبوع: خصم 20% على كل الحقائب 👜 التوصيل متاح لكل المحافظات' },
  { page: 1, message: 'New in stock: wireless earbuds with 30h battery. Comment "price" and we will message you.' },
  { page: 1, message: 'سماعات لاسلكية جديدة بسعر مميز 🎧 اسأل عن السعر بتعليق' },
];

/**
 * Demo mode: the demo owner's two pages (one with an Instagram account) are created in the simulator through its
 * control API (inside this server or in its own process) and linked through the same OAuth code path real owners
 * use, over real HTTP. Runs once per data directory.
 */
export async function linkDemoPages(deps: {
  db: Db;
  simulatorUrl: string;
  linking: LinkingService;
  config: Config;
  clock: Clock;
}) {
  const { db, linking, config, clock } = deps;
  const repository = createDemoRepository(db);
  const owner = await repository.findUser(demoCredentials.owner.username);
  if (!owner || owner.facebookUserId) return { linked: false as const };

  const control = createSimulatorClient(deps.simulatorUrl);
  const facebookUser = await control.createUser({ name: 'Demo Seller', keep_on_reset: true });
  const fashion = await control.createPage({
    owner_user_id: facebookUser.id,
    name: 'متجر الأناقة',
    with_instagram: true,
    instagram_username: 'elegance.store',
    keep_on_reset: true,
  });
  const electronics = await control.createPage({
    owner_user_id: facebookUser.id,
    name: 'Demo Electronics',
    keep_on_reset: true,
  });
  const simPages = [fashion, electronics];
  const postIds: string[] = [];
  for (const post of demoPosts)
    postIds.push((await control.createPost({ page_id: simPages[post.page]!.id, message: post.message })).id);
  const instagramPost = fashion.instagram_business_account
    ? await control.createPost({
        ig_user_id: fashion.instagram_business_account.id,
        message: 'فستان السهرة الجديد متوفر بكل المقاسات ✨ #فساتين',
      })
    : null;

  const { code } = await control.oauthCode({
    user_id: facebookUser.id,
    scope: [...new Set([...pageScopes, ...instagramScopes])],
    redirect_uri: `${config.appUrl}/auth/facebook/callback`,
  });
  await linking.linkWithCode(owner, code);

  // The demo runs on an active plan with every feature, and the fashion page has a store.
  const planId = await repository.findPlanId(demoPlanName);
  const yearAhead = new Date(clock.now().getTime() + 365 * 86_400_000);
  const linkedPages = await repository.ownedPages(owner.id);
  await repository.activatePages(
    linkedPages.map((page) => page.id),
    planId,
    yearAhead,
  );
  const fashionPage = linkedPages.find((page) => page.metaPageId === fashion.id);
  if (fashionPage) {
    await repository.addStore(owner.id, fashionPage.id, fashionPage.name);
    // The web view is served on the app's own origin in the demo (http: stored, never sent to Meta's whitelist).
    await repository.addOrderForm(owner.id, fashionPage.id, { domain: config.appUrl, ...demoOrderForm });
  }
  await repository.activateOwnedInstagramAccounts(owner.id, planId, yearAhead);
  return {
    linked: true as const,
    demo: {
      ownerId: owner.id,
      control,
      fashionPage: { metaPageId: fashion.id, instagramUserId: fashion.instagram_business_account?.id ?? null },
      /** Meta's id of the fashion page's evening dresses post, the one the demo campaign answers. */
      campaignPostId: postIds[0]!,
      /** Meta's id of the fashion account's evening dress media, the one the demo's Instagram campaign answers. */
      instagramPostId: instagramPost?.id ?? null,
    },
  };
}
export type LinkedDemo = Extract<Awaited<ReturnType<typeof linkDemoPages>>, { linked: true }>['demo'];
