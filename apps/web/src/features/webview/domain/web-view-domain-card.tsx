import { CheckCircleFilled, ExclamationCircleFilled, GlobalOutlined, ReloadOutlined } from '@ant-design/icons';
import type { WebViewDomain } from '@app/contract';
import { App, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useSaveWebViewDomain, useWebViewDomain } from '../api/webview-api.ts';

function DomainState({ domain }: { domain: WebViewDomain }) {
  const { t } = useTranslation();
  const ok = domain.state === 'whitelisted';
  return (
    <div className="web-view-domain-state" data-testid="web-view-domain-state" data-state={domain.state}>
      <Tag
        color={ok ? 'success' : domain.state === 'none' ? 'default' : 'warning'}
        icon={ok ? <CheckCircleFilled /> : <ExclamationCircleFilled />}
      >
        {t(`webview.domain.states.${domain.state}`)}
      </Tag>
      {domain.reason ? (
        <Typography.Text type="secondary" className="web-view-domain-reason">
          {domain.reason}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * The page's web-view domain: set, changed or removed here, and whether Meta whitelists it (read back from Meta).
 * Shown on the order forms screen and on the "no domain" screen, which is where an owner lands without one.
 */
export function WebViewDomainCard({ pageId }: { pageId: number | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const current = useWebViewDomain(pageId);
  const save = useSaveWebViewDomain(pageId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const stored = current.data?.domain ?? null;
  useEffect(() => setText(stored ?? ''), [stored]);

  if (pageId === null) return <Typography.Text type="secondary">{t('webview.domain.noPage')}</Typography.Text>;

  const submit = async (domain: string | null) => {
    setError(undefined);
    try {
      await save.mutateAsync(domain);
      void message.success(t(domain ? 'webview.domain.saved' : 'webview.domain.cleared'));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields?.domain) setError(fields.domain);
      else showApiError(failure);
    }
  };

  return (
    <Card
      size="small"
      className="web-view-domain-card"
      data-testid="web-view-domain-card"
      title={
        <span>
          <GlobalOutlined /> {t('webview.domain.title')}
        </span>
      }
      extra={
        stored ? (
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            loading={current.isFetching}
            onClick={() => void current.refetch()}
            aria-label={t('webview.domain.check')}
            title={t('webview.domain.check')}
          />
        ) : null
      }
    >
      <Typography.Paragraph type="secondary" className="web-view-domain-hint">
        {t('webview.domain.hint')}
      </Typography.Paragraph>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(text.trim() || null);
        }}
        noValidate
      >
        <FormField label={t('webview.domain.label')} htmlFor="web-view-domain" error={error}>
          <Space.Compact className="web-view-domain-input">
            <Input
              id="web-view-domain"
              dir="ltr"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="https://shop.example.com"
              status={error ? 'error' : ''}
              inputMode="url"
              data-testid="web-view-domain-input"
            />
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="web-view-domain-save">
              {t('webview.domain.save')}
            </Button>
          </Space.Compact>
        </FormField>
      </form>
      <div className="web-view-domain-footer">
        {current.data ? <DomainState domain={current.data} /> : null}
        {stored ? (
          <Button
            size="small"
            danger
            type="link"
            onClick={() => void submit(null)}
            disabled={save.isPending}
            data-testid="web-view-domain-clear"
          >
            {t('webview.domain.clear')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
