import type { SessionResponse } from '@app/contract';
import type { TFunction } from 'i18next';
import type { SessionState } from '@/shared/session/session-store.ts';
import type { Notifier } from '@/shared/ui/notifier.tsx';
import { loadDashboardTranslations } from '@/shared/i18n/i18n.ts';
import { ownerHomePath } from './login-paths.ts';

export const linkNoticeSeconds = 6;

/** Only our own dashboard paths are followed back (the value sits in session storage, which scripts can write). */
export function returnPathOf(returnTo: string | null): string {
  return returnTo && /^\/dashboard(\/[\w/-]*)?$/.test(returnTo) ? returnTo : ownerHomePath;
}

/**
 * What Meta's redirect back to a callback says: the person cancelled (`error`), or the code and state, which must be
 * the state this tab sent (else the linking failed).
 */
export function callbackAnswer(
  searchParams: URLSearchParams,
  pendingState: string | null,
): { code: string; state: string } | 'cancelled' | 'failed' {
  if (searchParams.get('error')) return 'cancelled';
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  if (!code || !state || state !== pendingState) return 'failed';
  return { code, state };
}

/** A linking a signed-in owner started that did not happen, told at the top once the dashboard's texts are in. */
export function tellLinkNotDone(notification: Notifier, t: TFunction, reason: 'cancelled' | 'failed') {
  void loadDashboardTranslations()
    .catch(() => undefined)
    .then(() =>
      notification.error({
        title: t(reason === 'cancelled' ? 'accounts.linking.cancelled' : 'auth.failMessage'),
        duration: linkNoticeSeconds,
        placement: 'top',
      }),
    );
}

type Linked = { id: number; name: string; needs_reconnect: boolean };

/** What the dialog changed for a signed-in owner: which pages (or accounts) are new and which work again. */
function linkChanges(before: readonly Linked[], after: readonly Linked[]) {
  const previous = new Map(before.map((item) => [item.id, item]));
  return {
    added: after.filter((item) => !previous.has(item.id)).map((item) => item.name),
    reconnected: after
      .filter((item) => previous.get(item.id)?.needs_reconnect && !item.needs_reconnect)
      .map((item) => item.name),
  };
}

export function announceLink(
  notification: Notifier,
  t: TFunction,
  instagram: boolean,
  before: SessionState,
  session: Pick<SessionResponse, 'pages' | 'insta_accounts'>,
) {
  const { added, reconnected } = instagram
    ? linkChanges(before.instaAccounts, session.insta_accounts)
    : linkChanges(before.pages, session.pages);
  const list = (names: string[]) => names.map((name) => `\u2068${name}\u2069`).join(t('common.comma') + ' ');
  if (added.length || reconnected.length) {
    const lines = [
      added.length
        ? t(instagram ? 'accounts.linking.addedInstagram' : 'accounts.linking.addedPages', { names: list(added) })
        : null,
      reconnected.length ? t('accounts.linking.reconnected', { names: list(reconnected) }) : null,
    ].filter((line): line is string => line !== null);
    notification.success({
      title: t('accounts.linking.successTitle'),
      description: (
        <div data-testid="link-result">
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ),
      duration: linkNoticeSeconds,
      placement: 'top',
    });
    return;
  }
  if (instagram && session.insta_accounts.length === 0) {
    notification.warning({ title: t('accounts.linking.noInstagram'), duration: linkNoticeSeconds, placement: 'top' });
    return;
  }
  notification.info({
    title: t(instagram ? 'accounts.linking.nothingNewInstagram' : 'accounts.linking.nothingNew'),
    duration: linkNoticeSeconds,
    placement: 'top',
  });
}
