import { defaultOrderFormFields, defaultOrderFormTitle, type OrderFormField } from '@app/contract';

/** The form of a page without one, its titles in the customer's language (translated, else Arabic or English). */
export function defaultOrderForm(locale: string): OrderFormField[] {
  return defaultOrderFormFields.map((field) => ({ ...field, title: defaultOrderFormTitle(locale, field.name) }));
}
