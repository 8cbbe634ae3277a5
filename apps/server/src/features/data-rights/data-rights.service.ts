import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { deletionCode, readDeletionCode, type DeletionReceipt } from './deletion-code.ts';
import { createDataRightsRepository } from './data-rights.repository.ts';
import { verifySignedRequest } from './signed-request.ts';

type PageGate = {
  appRemoved(pageId: number, name: string): Promise<void>;
  permissionRevoked(pageId: number, name: string, permission: string): Promise<void>;
  permissionGranted(pageId: number, permission: string): Promise<boolean>;
  forget(pageId?: number): void;
};

/** Meta's permission names are short snake_case words; anything else in a webhook is not one. */
const permissionName = /^[a-z][a-z0-9_]{1,79}$/;

export type DataRightsService = ReturnType<typeof createDataRightsService>;

/**
 * Meta's two callbacks about a person who used Facebook Login here (App settings → Basic, and Facebook Login →
 * Settings): they removed the app (deauthorize), or asked for their data to be deleted. Both arrive as a
 * `signed_request` signed with the app secret; anything else is refused.
 */
export function createDataRightsService(deps: { db: Db; clock: Clock; appSecret: string; gate: PageGate }) {
  const repository = createDataRightsRepository(deps.db);
  const facebookUserOf = (signedRequest: string) => verifySignedRequest(signedRequest, deps.appSecret)?.user_id;

  const service = {
    /** Null when the request is not Meta's. Each page the person linked stops at once and its owners are told. */
    async deauthorize(signedRequest: string): Promise<{ pages: number } | null> {
      const facebookUserId = facebookUserOf(signedRequest);
      if (!facebookUserId) return null;
      const userId = await repository.userIdByFacebookId(facebookUserId);
      if (userId === null) return { pages: 0 };
      const reached = await repository.pagesReachedBy(userId);
      for (const page of reached) await deps.gate.appRemoved(page.id, page.name);
      return { pages: reached.length };
    },

    /**
     * Meta's `permissions` webhook: the person took a permission back (or granted it). A revocation stops, at once,
     * what needs it on every page their grant reaches; a grant changes nothing until they reconnect (which clears the
     * page's missing permissions). Returns the pages stopped.
     */
    async permissionChanged(facebookUserId: string, permission: string, verb: string): Promise<number> {
      if ((verb !== 'revoked' && verb !== 'granted') || !permissionName.test(permission)) return 0;
      const userId = await repository.userIdByFacebookId(facebookUserId);
      if (userId === null) return 0;
      const reached = await repository.pagesReachedBy(userId);
      for (const page of reached) {
        if (verb === 'revoked') await deps.gate.permissionRevoked(page.id, page.name, permission);
        else await deps.gate.permissionGranted(page.id, permission);
      }
      return reached.length;
    },

    /** The dispatcher's handler of a stored `permission` webhook event (its account: the person's Facebook id). */
    async handlePermissionEvent(event: { accountId: string; payload: unknown }) {
      const { field, verb } = event.payload as { field?: unknown; verb?: unknown };
      if (typeof field !== 'string' || typeof verb !== 'string') return;
      await service.permissionChanged(event.accountId, field, verb);
    },

    /** Null when the request is not Meta's; else the confirmation code of a deletion already done. */
    async deleteData(signedRequest: string): Promise<string | null> {
      const facebookUserId = facebookUserOf(signedRequest);
      if (!facebookUserId) return null;
      const deletedAt = deps.clock.now();
      const userId = await repository.userIdByFacebookId(facebookUserId);
      const removed = userId === null ? null : await repository.deleteFacebookData(userId, deletedAt);
      deps.gate.forget();
      const receipt: DeletionReceipt = {
        deletedAt,
        pages: removed?.pages.length ?? 0,
        accounts: removed?.accounts.length ?? 0,
        people: removed?.people ?? 0,
      };
      return deletionCode(receipt, deps.appSecret);
    },

    receipt: (code: string) => readDeletionCode(code, deps.appSecret),
  };
  return service;
}
