import type { AppLocale, InterfaceLocale, Subscriber } from '@app/contract';
import { translateText } from '@app/contract/i18n/translations';
import type { BusinessTime } from '../../../platform/business-time.ts';

const columns = ['id', 'meta-id', 'name', 'source', 'source-id', 'labels', 'first', 'last', 'window'] as const;
const headers: Record<AppLocale, string[]> = {
  en: ['ID', 'Meta ID', 'Name', 'Source', 'Source ID', 'Labels', 'First interaction', 'Last interaction', 'Window'],
  ar: ['المعرّف', 'معرّف ميتا', 'الاسم', 'المصدر', 'معرّف المصدر', 'التصنيفات', 'أول تفاعل', 'آخر تفاعل', 'النافذة'],
};

const headerOf = (locale: InterfaceLocale, index: number) =>
  translateText(locale, `csv.subscribers.${columns[index]}`, { ar: headers.ar[index]!, en: headers.en[index]! });

/** The authored headings, keyed as their translations are (`csv.subscribers.…`), for the translation source. */
export function subscribersCsvSourceTexts(locale: AppLocale): Record<string, string> {
  return Object.fromEntries(columns.map((column, index) => [`csv.subscribers.${column}`, headers[locale][index]!]));
}

// A leading = + - @ makes spreadsheets run the cell as a formula: such text is quoted as text.
const cell = (value: string | number | null) => {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** UTF-8 with a BOM (spreadsheets then read Arabic names right), times in the business time zone. */
export function subscribersCsv(rows: Subscriber[], businessTime: BusinessTime, locale: InterfaceLocale): string {
  const lines = [
    columns
      .map((_column, index) => headerOf(locale, index))
      .map(cell)
      .join(','),
  ];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.meta_user_id,
        row.name,
        row.source,
        row.source_ref,
        row.labels.join('; '),
        businessTime.wallClockOf(new Date(row.first_interaction_at)),
        businessTime.wallClockOf(new Date(row.last_interaction_at)),
        row.window.state,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
