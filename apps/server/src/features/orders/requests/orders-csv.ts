import type { AppLocale, InterfaceLocale } from '@app/contract';
import { translateText } from '@app/contract/i18n/translations';
import type { BusinessTime } from '../../../platform/business-time.ts';
import type { OrderRequestRow } from './order-requests.repository.ts';
import { statusName } from './status-texts.ts';

const columns = ['number', 'date', 'customer', 'items', 'total', 'currency', 'status'] as const;
const headings: Record<AppLocale, string[]> = {
  ar: ['رقم الطلب', 'التاريخ', 'الزبون', 'المنتجات', 'الإجمالي', 'العملة', 'الحالة'],
  en: ['Number', 'Date', 'Customer', 'Items', 'Total', 'Currency', 'Status'],
};

const headingOf = (locale: InterfaceLocale, index: number) =>
  translateText(locale, `csv.orders.${columns[index]}`, { ar: headings.ar[index]!, en: headings.en[index]! });

/** The authored headings, keyed as their translations are (`csv.orders.…`), for the translation source. */
export function ordersCsvSourceTexts(locale: AppLocale): Record<string, string> {
  return Object.fromEntries(columns.map((column, index) => [`csv.orders.${column}`, headings[locale][index]!]));
}

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
export function ordersCsv(rows: OrderRequestRow[], locale: InterfaceLocale, businessTime: BusinessTime): string {
  const titles: string[] = [];
  for (const row of rows)
    for (const answer of row.answers) if (!titles.includes(answer.title)) titles.push(answer.title);
  const lines = [[...columns.map((_column, index) => headingOf(locale, index)), ...titles].map(cell).join(',')];
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
        statusName(locale, row.status),
        ...titles.map((title) => byTitle.get(title) ?? ''),
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
