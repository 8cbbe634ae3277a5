import type { AppLocale } from '@app/contract';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { OrderRequestRow } from './order-requests.repository.ts';
import { statusNames } from './status-texts.ts';

const headings: Record<AppLocale, string[]> = {
  ar: ['رقم الطلب', 'التاريخ', 'الزبون', 'المنتجات', 'الإجمالي', 'العملة', 'الحالة'],
  en: ['Number', 'Date', 'Customer', 'Items', 'Total', 'Currency', 'Status'],
};

/** A cell as Excel reads it: quoted when needed, and a leading = + - @ kept from being run as a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The requests as CSV: UTF-8 with a byte order mark (Excel then reads Arabic), times in the business time zone, one
 * column per form field title met, in the order first met.
 */
export function ordersCsv(rows: OrderRequestRow[], locale: AppLocale, businessTime: BusinessTime): string {
  const titles: string[] = [];
  for (const row of rows)
    for (const answer of row.answers) if (!titles.includes(answer.title)) titles.push(answer.title);
  const lines = [[...headings[locale], ...titles].map(cell).join(',')];
  for (const row of rows) {
    const byTitle = new Map(row.answers.map((answer) => [answer.title, answer.value]));
    const items = row.items.map((item) => `${item.name} × ${item.quantity}`).join(locale === 'ar' ? '، ' : ', ');
    lines.push(
      [
        row.id,
        businessTime.wallClockOf(row.createdAt).replace(/ \(.*\)$/, ''),
        row.customerName ?? '',
        items,
        row.total,
        row.currency,
        statusNames[locale][row.status],
        ...titles.map((title) => byTitle.get(title) ?? ''),
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
