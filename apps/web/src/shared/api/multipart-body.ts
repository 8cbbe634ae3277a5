/**
 * The multipart encoding the reply endpoints expect: arrays and objects as JSON strings, booleans as
 * "true"/"false", empty values left out (the server applies its defaults), and the optional file.
 */
export function toMultipart(values: Record<string, unknown>, file?: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'boolean') form.set(name, value ? 'true' : 'false');
    else if (typeof value === 'object') form.set(name, JSON.stringify(value));
    else form.set(name, String(value));
  }
  if (file) form.set('attachment', file);
  return form;
}
