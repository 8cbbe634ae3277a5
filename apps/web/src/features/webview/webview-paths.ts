/** The order forms' list. */
export const orderFormsPath = '/dashboard/webview/templates';
/** The builder of a new order form, or of the one with `id`. */
export const orderFormPath = (id?: number) =>
  `/dashboard/webview/templates/template${id === undefined ? '' : `/${id}`}`;
