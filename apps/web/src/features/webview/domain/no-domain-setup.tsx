import '../webview.css';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { orderFormsPath } from '../webview-paths.ts';
import { WebViewDomainCard } from './web-view-domain-card.tsx';

/** The "no domain" screen's way out: set the current page's domain here, then open the order forms. */
export function NoDomainSetup({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pageId = useSession((state) => state.currentPageId);
  const hasDomain = useSession((state) => state.pages.some((page) => page.id === pageId && page.domain !== null));
  return (
    <div className="no-domain-setup" data-testid="no-domain-setup">
      <WebViewDomainCard pageId={pageId} />
      {hasDomain ? (
        <Link to={orderFormsPath}>
          <Button type="primary" data-testid="no-domain-open-forms">
            {t('webview.domain.openForms')}
          </Button>
        </Link>
      ) : null}
      {children}
    </div>
  );
}
