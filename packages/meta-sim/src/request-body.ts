import { invalidParameter } from './graph-error.ts';

export type ParsedBody = Record<string, unknown>;

// Graph accepts JSON, form-encoded and multipart bodies; the raw bytes arrive untouched from the plugin's parser
export async function parseRequestBody(contentType: string | undefined, raw: Buffer | undefined): Promise<ParsedBody> {
  if (!raw || raw.length === 0) return {};
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return parseJsonBody(raw.toString('utf8'));
  if (type === 'multipart/form-data') return parseMultipart(contentType!, raw);
  const text = raw.toString('utf8');
  if (type === 'application/x-www-form-urlencoded' || type === '' || type === 'text/plain') {
    const trimmed = text.trim();
    if (type !== 'application/x-www-form-urlencoded' && (trimmed.startsWith('{') || trimmed.startsWith('[')))
      return parseJsonBody(trimmed);
    return searchParamsToRecord(new URLSearchParams(text));
  }
  return {};
}

function parseJsonBody(text: string): ParsedBody {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidParameter('Invalid JSON in request body');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalidParameter('Request body must be a JSON object');
  return value as ParsedBody;
}

async function parseMultipart(contentType: string, raw: Buffer): Promise<ParsedBody> {
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  const out: ParsedBody = {};
  for (const [key, value] of form.entries()) {
    out[key] = typeof value === 'string' ? value : { filename: value.name, size: value.size, type: value.type };
  }
  return out;
}

export function searchParamsToRecord(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}
