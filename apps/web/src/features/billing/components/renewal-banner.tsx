import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  selectCurrentInstaAccount,
  selectCurrentPage,
  selectIsManagementView,
  useSession,
} from '@/shared/session/session-store.ts';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { expiryNotice } from '../expiry-notice.ts';
import { RenewalFormModal } from './renewal-form-modal.tsx';

/**
 * Above every dashboard screen: the current page's (or Instagram account's) trial or plan ends within 3 days or has ended, with a
 * "Renew" button opening the renewal form (the expiry notification links here with `?renew=1`).
 */
export function RenewalBanner() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [search, setSearch] = useSearchParams();
  const modelType = useSession((state) => state.modelType);
  const page = useSession(selectCurrentPage);
  const account = useSession(selectCurrentInstaAccount);
  const managing = useSession(selectIsManagementView);
  const [open, setOpen] = useState(false);
  const subject =
    modelType === 'instagram' && account
      ? {
          kind: 'instagram' as const,
          id: account.id,
          name: account.name,
          expiresAt: account.expires_at,
          blocked: false,
        }
      : page
        ? {
            kind: 'page' as const,
            id: page.id,
            name: page.name,
            expiresAt: page.expires_at,
            blocked: page.status === 'blocked',
          }
        : null;
  const notice = subject && !subject.blocked ? expiryNotice(subject.expiresAt, new Date()) : null;

  useEffect(() => {
    if (search.get('renew') !== '1' || !subject) return;
    setOpen(true);
    search.delete('renew');
    setSearch(search, { replace: true });
  }, [search, setSearch, subject]);

  if (managing || !subject || (!notice && !open)) return null;
  return (
    <>
      {notice ? (
        <Alert
          type={notice === 'expired' ? 'error' : 'warning'}
          showIcon
          className="renewal-banner"
          data-testid="renewal-banner"
          title={t(`billing.banner.${notice}`, { name: subject.name, date: formatDateTime(subject.expiresAt) })}
          action={
            <Button type="primary" onClick={() => setOpen(true)} data-testid="renewal-open">
              {t('billing.banner.renew')}
            </Button>
          }
        />
      ) : null}
      <RenewalFormModal
        subject={{ kind: subject.kind, id: subject.id }}
        name={subject.name}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
