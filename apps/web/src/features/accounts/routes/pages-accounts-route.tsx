import '../accounts.css';
import { FacebookFilled, InstagramOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Grid, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/shared/session/session-store.ts';
import { linkedAccountsQueryOptions } from '../api/get-linked-accounts.ts';
import { ConnectionDoctorDrawer } from '../components/connection-doctor-drawer.tsx';
import { AccountList, instagramRow, pageRow, Section, type Row } from '../components/linked-account-list.tsx';
import { RemoveAccountModal, type RemovalTarget } from '../components/remove-account-modal.tsx';
import { useConnectAccount } from '../use-connect-account.ts';

/** "My pages and accounts": the owner's linked Facebook pages and Instagram accounts, with reconnect and remove. */
export function PagesAccountsRoute() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  // The table needs the width of an xl screen beside the menu; narrower screens get one card per page.
  const cards = !screens.xl;
  const pages = useSession((state) => state.pages);
  const instaAccounts = useSession((state) => state.instaAccounts);
  const showInstagram = useSession((state) => state.showInstagram);
  const instagramLogin = useSession((state) => state.instagramLogin);
  // The list the switcher shows is the session's; entering the screen fetches it again so states are current.
  const query = useQuery({ ...linkedAccountsQueryOptions(), refetchOnMount: 'always' });
  const { connect, pendingKey } = useConnectAccount();
  const [removal, setRemoval] = useState<{ target: RemovalTarget | null; open: boolean }>({
    target: null,
    open: false,
  });
  const [checked, setChecked] = useState<Row | null>(null);

  const pageRows = pages.map(pageRow);
  const instagramRows = instaAccounts.map((account) => instagramRow(account, pages));
  const disconnected = [...pageRows, ...instagramRows].filter((row) => row.needsReconnect);
  const loading = query.isLoading;

  // An account linked with Instagram Login is linked again in Instagram's window; the rest in Facebook's dialog.
  const flowOf = (row: Row) =>
    row.instagramLogin ? 'instagram-login' : row.kind === 'instagram' ? 'instagram' : 'pages';
  const reconnect = (row: Row) => void connect(flowOf(row), `reconnect:${row.key}`);
  const remove = (row: Row) => setRemoval({ target: row.removal, open: true });
  const check = (row: Row) => setChecked(row);
  // The doctor's fixes: reconnect, or ask Meta again for the permissions declined before.
  const reconnectChecked = (rerequest: boolean) => {
    if (!checked) return;
    void connect(flowOf(checked), `reconnect:${checked.key}`, rerequest);
  };

  const addLabels = {
    pages: ['accounts.addPage', 'add-page'],
    instagram: ['accounts.addInstagramAccount', 'add-instagram-account'],
    'instagram-login': ['accounts.addInstagramLogin', 'add-instagram-login'],
  } as const;
  const addButton = (flow: keyof typeof addLabels, type: 'primary' | 'default') => (
    <Button
      type={type}
      icon={flow === 'pages' ? <FacebookFilled /> : <InstagramOutlined />}
      loading={pendingKey === `add:${flow}`}
      disabled={pendingKey !== null && pendingKey !== `add:${flow}`}
      onClick={() => void connect(flow, `add:${flow}`)}
      title={flow === 'instagram-login' ? t('accounts.instagramLoginHint') : undefined}
      data-testid={addLabels[flow][1]}
    >
      {t(addLabels[flow][0])}
    </Button>
  );
  const addPageButton = (type: 'primary' | 'default' = 'primary') => addButton('pages', type);
  const addInstagramButton = (type: 'primary' | 'default' = 'default') => (
    <>
      {addButton('instagram', type)}
      {instagramLogin ? addButton('instagram-login', 'default') : null}
    </>
  );

  const listProps = { cards, loading, pendingKey, onReconnect: reconnect, onRemove: remove, onCheck: check };
  const nothingLinked = pages.length === 0 && instaAccounts.length === 0;

  return (
    <div className="pages-accounts" data-testid="pages-accounts">
      <div className="pages-accounts-header">
        <div className="pages-accounts-heading">
          <Typography.Title level={3} className="pages-accounts-title">
            {t('accounts.screenTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('accounts.screenSubtitle')}</Typography.Text>
        </div>
        {nothingLinked ? null : (
          <div className="pages-accounts-header-actions">
            {addPageButton()}
            {showInstagram ? addInstagramButton() : null}
          </div>
        )}
      </div>

      {disconnected.length ? (
        <Alert
          type="warning"
          showIcon
          className="pages-accounts-alert"
          title={t('accounts.reconnectAlertTitle', { count: disconnected.length })}
          description={
            <>
              {t('accounts.reconnectAlertText')}{' '}
              {disconnected.map((row, index) => (
                <span key={row.key}>
                  {index > 0 ? t('common.comma') + ' ' : null}
                  <bdi className="pages-accounts-alert-name">{row.name}</bdi>
                </span>
              ))}
            </>
          }
          data-testid="reconnect-alert"
        />
      ) : null}

      {nothingLinked ? (
        <Card className="linked-accounts-section">
          <Empty
            className="pages-accounts-empty-state"
            image={<LinkOutlined className="pages-accounts-empty-icon" />}
            description={
              <div className="pages-accounts-empty">
                <Typography.Title level={4}>{t('accounts.emptyTitle')}</Typography.Title>
                <Typography.Paragraph type="secondary">{t('accounts.emptyText')}</Typography.Paragraph>
              </div>
            }
            data-testid="pages-accounts-empty"
          >
            <div className="pages-accounts-empty-actions">
              {addPageButton()}
              {showInstagram ? addInstagramButton() : null}
            </div>
          </Empty>
        </Card>
      ) : (
        <>
          <Section
            title={t('accounts.pages')}
            icon={<FacebookFilled className="account-type-fb" />}
            count={pages.length}
            testId="pages-section"
          >
            {pages.length ? (
              <AccountList rows={pageRows} kind="page" {...listProps} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accounts.noPages')}>
                {addPageButton()}
              </Empty>
            )}
          </Section>
          {showInstagram ? (
            <Section
              title={t('accounts.instagramAccounts')}
              icon={<InstagramOutlined className="account-type-instagram" />}
              count={instaAccounts.length}
              testId="instagram-section"
            >
              {instaAccounts.length ? (
                <AccountList rows={instagramRows} kind="instagram" {...listProps} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accounts.noInstagramAccounts')}>
                  {addInstagramButton('primary')}
                </Empty>
              )}
            </Section>
          ) : null}
        </>
      )}

      <ConnectionDoctorDrawer
        target={checked ? { kind: checked.kind, id: checked.id, name: checked.name } : null}
        onClose={() => setChecked(null)}
        onReconnect={reconnectChecked}
      />

      <RemoveAccountModal
        target={removal.target}
        open={removal.open}
        onClose={() => setRemoval((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
