import '../bot.css';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Card, Empty, Input, Skeleton, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useBotReply } from '../api/get-bot-reply.ts';
import { useBotReplies } from '../api/list-bot-replies.ts';
import { botFormFrom, emptyBotForm } from '../bot-form-values.ts';
import { BotRepliesTable } from '../components/bot-replies-table.tsx';
import { BotReplyForm } from '../components/bot-reply-form.tsx';
import { BotTrailTable } from '../components/bot-trail-table.tsx';
import { botTemplatesPath } from '../bot-paths.ts';
import { useBotSwitch } from '../settings/use-bot-switch.ts';
import { BotOffWarning } from '@/shared/ui/bot-off-warning.tsx';

const botParam = 'bot';
const tabParam = 'tab';

/**
 * /dashboard/bot/templates: the page's keyword bots and default reply, and the trail of what the bot answered. The
 * form opens on the same address (`?bot=new` or `?bot={id}`), so the browser's back button closes it.
 */
export function BotTemplatesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageId = useSession((state) => state.currentPageId);
  const editing = params.get(botParam);
  const go = (next: Record<string, string | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null) merged.delete(name);
        else merged.set(name, value);
      }
      return merged;
    });

  if (pageId === null) {
    return (
      <div className="bot-screen" data-testid="bot-templates">
        <Empty description={t('botReplies.noPage')} />
      </div>
    );
  }
  if (editing !== null) {
    const id = editing === 'new' ? null : Number(editing) || null;
    return (
      <div className="bot-screen" data-testid="bot-templates">
        <Breadcrumb
          items={[
            { title: <Link to={botTemplatesPath}>{t('botReplies.title')}</Link> },
            { title: t(id === null ? 'botReplies.add' : 'botReplies.edit') },
          ]}
        />
        <h2 className="screen-title">{t(id === null ? 'botReplies.add' : 'botReplies.edit')}</h2>
        <BotFormLoader id={id} onSaved={() => go({ [botParam]: null })} />
      </div>
    );
  }
  const tab = params.get(tabParam) === 'trail' ? 'trail' : 'replies';
  return (
    <div className="bot-screen" data-testid="bot-templates">
      <h2 className="screen-title">{t('botReplies.title')}</h2>
      <Typography.Paragraph type="secondary">{t('botReplies.subtitle')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ [tabParam]: key === 'trail' ? 'trail' : null })}
        items={[
          {
            key: 'replies',
            label: <span data-testid="bot-tab-replies">{t('botReplies.tabs.replies')}</span>,
            children: (
              <BotRepliesCard onAdd={() => go({ [botParam]: 'new' })} onEdit={(id) => go({ [botParam]: String(id) })} />
            ),
          },
          {
            key: 'trail',
            label: <span data-testid="bot-tab-trail">{t('botReplies.tabs.trail')}</span>,
            children: (
              <Card size="small">
                <Typography.Paragraph type="secondary">{t('botReplies.trail.hint')}</Typography.Paragraph>
                <BotTrailTable />
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
}

function BotRepliesCard({ onAdd, onEdit }: { onAdd: () => void; onEdit: (id: number) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const bots = useBotReplies(q);
  const botSwitch = useBotSwitch();
  return (
    <Card
      size="small"
      className="bot-replies-card"
      title={
        <Input
          allowClear
          prefix={<SearchOutlined />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('botReplies.list.search')}
          aria-label={t('botReplies.list.search')}
          className="bot-search"
          maxLength={100}
          data-testid="bot-search"
        />
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="bot-add">
          {t('botReplies.add')}
        </Button>
      }
    >
      {bots.isError ? <Alert type="error" showIcon title={describeApiError(bots.error, t).title} /> : null}
      {botSwitch.botOff ? (
        <BotOffWarning subject="replies" turning={botSwitch.turning} onTurnOn={botSwitch.turnOn} />
      ) : null}
      <BotRepliesTable
        bots={bots.data?.bots ?? []}
        loading={bots.isLoading}
        onEdit={onEdit}
        botOff={botSwitch.botOff}
      />
    </Card>
  );
}

function BotFormLoader({ id, onSaved }: { id: number | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const bot = useBotReply(id);
  const loaded = bot.data?.bot;
  const initialValues = useMemo(
    () => (loaded ? botFormFrom(loaded) : id === null ? emptyBotForm() : null),
    [loaded, id],
  );
  if (bot.isError) return <Alert type="error" showIcon title={describeApiError(bot.error, t).title} />;
  if (!initialValues) return <Skeleton active />;
  return (
    <BotReplyForm
      key={loaded?.updated_at ?? 'new'}
      id={id}
      initialValues={initialValues}
      cancelTo={botTemplatesPath}
      onSaved={onSaved}
    />
  );
}

/** The value once it has stopped changing for `delayMs` (a search per pause in typing, not per key). */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
