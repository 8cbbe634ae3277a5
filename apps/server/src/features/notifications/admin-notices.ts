import { and, eq, isNull } from 'drizzle-orm';
import type { AdminNotice } from '@app/contract';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { AuthenticatedSession } from '../../platform/http/session.ts';
import type { AuditLog } from '../admin/index.ts';
import type { NotificationsService } from './notifications.service.ts';

const noticesScreen = '/dashboard/user/notifications';

/** An administrator's notice to every owner (the users who are not administrators and not blocked) or to one. */
export function createAdminNotices(deps: { db: Db; notifications: NotificationsService; auditLog: AuditLog }) {
  const { db } = deps;
  async function recipientsOf(notice: AdminNotice): Promise<number[]> {
    if (notice.audience === 'owner') {
      if (notice.user_id === undefined)
        throw new AppError('validation', { fieldErrors: { user_id: ['notice-owner-missing'] } });
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, notice.user_id));
      if (!owner) throw notFound();
      return [owner.id];
    }
    const owners = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, false), isNull(users.blockedAt)));
    return owners.map((owner) => owner.id);
  }

  return {
    async send(session: AuthenticatedSession, notice: AdminNotice) {
      const recipients = await recipientsOf(notice);
      const params = {
        titleAr: notice.title_ar,
        textAr: notice.text_ar,
        titleEn: notice.title_en,
        textEn: notice.text_en,
      };
      const sent = await deps.notifications.notifyManyWithTemplate(recipients, 'admin-notice', params, noticesScreen);
      await deps.auditLog.record(session, {
        action: 'notification.sent',
        resourceType: notice.audience === 'all' ? 'owners' : 'user',
        resourceId: notice.audience === 'all' ? 'all' : recipients[0]!,
        after: { ...params, recipients: sent },
      });
      return { recipients: sent };
    },
  };
}
export type AdminNotices = ReturnType<typeof createAdminNotices>;
