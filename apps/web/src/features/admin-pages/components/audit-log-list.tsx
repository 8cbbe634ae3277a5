import type { AdminAuditEntry } from '@app/contract';
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/time/use-format-date-time.ts';
import { useAuditLog } from '../api/admin-pages-api.ts';

type Values = Record<string, unknown>;
const asRecord = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Only what the change changed: each field whose value before differs from after (times on the business clock). */
function changedFields(entry: AdminAuditEntry, formatTime: (value: string) => string) {
  const shown = (value: unknown) =>
    value === null || value === undefined
      ? '—'
      : typeof value === 'string' && isoInstant.test(value)
        ? formatTime(value)
        : JSON.stringify(value);
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]) && key in after)
    .map((key) => ({
      key,
      before: key in before ? shown(before[key]) : '—',
      after: shown(after[key]),
    }));
}

/** A page's or account's audit log: who did what, when, and the fields before and after. */
export function AuditLogList({ subject }: { subject: { page_id: number } | { instagram_account_id: number } }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const log = useAuditLog(subject);
  const entries = log.data?.data ?? [];
  return (
    <Table<AdminAuditEntry>
      size="small"
      rowKey="id"
      loading={log.isLoading}
      dataSource={entries}
      pagination={false}
      data-testid="audit-log"
      locale={{ emptyText: <Empty description={t('adminPages.audit.empty')} /> }}
      columns={[
        {
          title: t('adminPages.audit.who'),
          key: 'who',
          render: (_, entry) => (
            <span dir="auto">
              {entry.actor?.name ?? '—'}
              {entry.acting_as ? ` (${t('adminPages.audit.actingAs', { name: entry.acting_as.name })})` : ''}
            </span>
          ),
        },
        {
          title: t('adminPages.audit.what'),
          dataIndex: 'action',
          render: (action: string) => (
            <Typography.Text code className="admin-audit-action">
              {action}
            </Typography.Text>
          ),
        },
        {
          title: t('adminPages.audit.when'),
          dataIndex: 'created_at',
          render: (value: string) => formatDateTime(value),
        },
        {
          title: t('adminPages.audit.change'),
          key: 'change',
          render: (_, entry) => (
            <ul className="admin-audit-changes">
              {changedFields(entry, formatDateTime).map((field) => (
                <li key={field.key} dir="ltr">
                  <strong>{field.key}</strong>: {field.before} → {field.after}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
