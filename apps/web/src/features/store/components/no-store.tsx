import { ShopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { selectStore } from '@/shared/session/session-actions.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useCreateStore } from '../api/store-api.ts';

/** An owner with no store yet: a name and the page that sells from it, then the store's screens. */
export function NoStore() {
  const { t } = useTranslation();
  const pages = useSession((state) => state.pages);
  const create = useCreateStore();
  const [name, setName] = useState('');
  const [pageIds, setPageIds] = useState<number[]>(pages[0] ? [pages[0].id] : []);
  const fieldErrors = serverFieldErrors(create.error) ?? {};
  const submit = async () => {
    const store = await create.mutateAsync({ name: name.trim(), page_ids: pageIds });
    selectStore(store.id);
  };
  return (
    <Card className="store-empty" data-testid="store-create">
      <Typography.Title level={4}>
        <ShopOutlined /> {t('store.create.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('store.create.hint')}</Typography.Paragraph>
      {create.isError && !serverFieldErrors(create.error) ? (
        <Alert type="error" showIcon title={describeApiError(create.error, t).title} />
      ) : null}
      <Form layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item
          label={t('store.create.name')}
          required
          validateStatus={fieldErrors.name ? 'error' : undefined}
          help={fieldErrors.name}
        >
          <Input
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            data-testid="store-create-name"
          />
        </Form.Item>
        <Form.Item
          label={t('store.create.pages')}
          validateStatus={fieldErrors.page_ids ? 'error' : undefined}
          help={fieldErrors.page_ids ?? t('store.create.pagesHint')}
        >
          <Select
            mode="multiple"
            value={pageIds}
            onChange={setPageIds}
            options={pages.map((page) => ({ value: page.id, label: page.name }))}
            data-testid="store-create-pages"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={!name.trim()}>
          {t('store.create.submit')}
        </Button>
      </Form>
    </Card>
  );
}
