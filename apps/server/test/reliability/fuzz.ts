// Schema-derived fuzzing of every API route: reads the OpenAPI document the server publishes and sends hostile
// path ids, query values, headers and bodies as several callers. Used by the fast run in `npm test`
// (`fuzz.test.ts`) and by `npm run fuzz` (`scripts/reliability/fuzz.ts`).
import { errorBodySchema } from '@app/contract';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type FuzzCaller = { name: string; token: string | null; pageId?: number; instagramAccountId?: number };
export type FuzzFinding = { request: string; status: number; problem: string; body: string };
export type FuzzReport = { sent: number; serverErrors: number; shapeViolations: number; findings: FuzzFinding[] };

/** A small seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}
type Random = ReturnType<typeof seededRandom>;

const deepNesting = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const hostileTexts = [
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '١٢٣',
  '۱۲۳',
  '0x1F',
  '1.5',
  'null',
  'undefined',
  'true',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'مرحبا بالعالم',
  'broken \ud800 surrogate',
  'nul \u0000 inside',
  '🙂'.repeat(50),
  'a'.repeat(5000),
];
const hostileValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  [],
  [null],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  'x'.repeat(100_000),
  ...hostileTexts,
];

function schemaType(schema: JsonSchema | undefined): string {
  if (!schema) return 'unknown';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  const inner = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return inner ? schemaType(inner.find((option) => option.type !== 'null') ?? inner[0]) : 'unknown';
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, schema.properties ?? {}, ...nested.map(propertiesOf));
}

/** A plausible value for a schema, so that one hostile field among valid ones reaches deeper code. */
function plausible(schema: JsonSchema | undefined, random: Random): unknown {
  if (schema?.enum?.length) return random.pick(schema.enum);
  switch (schemaType(schema)) {
    case 'string':
      return schema?.format === 'date-time'
        ? '2026-01-01T00:00:00Z'
        : schema?.format === 'uri'
          ? 'https://example.com'
          : 'text';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema?.items, random)];
    case 'object':
      return Object.fromEntries(
        Object.entries(propertiesOf(schema)).map(([name, field]) => [name, plausible(field, random)]),
      );
    default:
      return 'text';
  }
}

function hostileBody(schema: JsonSchema | undefined, random: Random): unknown {
  const fields = Object.entries(propertiesOf(schema));
  const roll = random.next();
  if (roll < 0.1 || fields.length === 0) return random.pick(hostileValues);
  const body = plausible(schema, random) as Record<string, unknown>;
  if (roll < 0.2) return JSON.parse(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"admin":true}}}`);
  const count = 1 + Math.floor(random.next() * Math.min(3, fields.length));
  for (let index = 0; index < count; index += 1) {
    const [name] = random.pick(fields);
    body[name] = random.pick(hostileValues);
  }
  return body;
}

type PreparedRequest = { method: string; url: string; headers: Record<string, string>; body?: string | FormData };

/** Header values go on the wire as UTF-8 bytes (what a hostile client can send); fetch takes them as Latin-1 text. */
function wireHeaders(headers: Record<string, string>): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const bytes = [...Buffer.from(value, 'utf8').toString('latin1')]
      .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
      .join('')
      .trim();
    if (bytes !== '') wire[name] = bytes;
  }
  return wire;
}

function buildRequest(
  path: string,
  method: string,
  operation: Operation,
  caller: FuzzCaller,
  random: Random,
): PreparedRequest {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const roll = random.next();
  // Mostly the caller's own page, sometimes hostile page-id / insta-id / locale / social headers.
  if (caller.pageId !== undefined && roll < 0.6) headers['page-id'] = String(caller.pageId);
  if (roll >= 0.6 && roll < 0.75) headers['page-id'] = random.pick(hostileTexts).slice(0, 200);
  if (roll >= 0.75 && roll < 0.85) headers['insta-id'] = random.pick(hostileTexts).slice(0, 200);
  // The caller's own Instagram account, so the routes acting on it get past the header.
  if (caller.instagramAccountId !== undefined && roll >= 0.85) headers['insta-id'] = String(caller.instagramAccountId);
  if (random.next() < 0.2) headers.locale = random.pick(['ar', 'en', 'xx', '', '../../', 'a'.repeat(300), 'ar-SY']);
  if (random.next() < 0.1) headers.social = random.pick(['fb', 'instagram', 'store', 'x', '']);

  const params = Object.fromEntries(
    (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, random.pick(hostileTexts)]),
  );
  let url = path.replace(
    /\{(\w+)\}/g,
    (_m, name: string) => encodeURIComponent((params[name] ?? '1').toWellFormed()) || '%20',
  );
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (query.length > 0 && random.next() < 0.8) {
    const search = new URLSearchParams();
    for (const parameter of query) {
      if (random.next() < 0.5) search.append(parameter.name, random.pick(hostileTexts));
      if (random.next() < 0.1) search.append(parameter.name, random.pick(hostileTexts));
    }
    if (random.next() < 0.1) search.append('__proto__[admin]', '1');
    url += `?${search.toString()}`;
  }

  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data'] && random.next() < 0.6) {
    const form = new FormData();
    for (const [name, field] of Object.entries(propertiesOf(content['multipart/form-data'].schema))) {
      if (field.format === 'binary') {
        const fileName = random.pick(['a.png', 'a.exe', '../../x.png', 'a.pdf', 'noext', 'a'.repeat(300) + '.png']);
        form.append(name, new Blob([random.pick(['\u0089PNG\r\n', 'MZ', '', '<html>'])]), fileName);
      } else if (random.next() < 0.5) {
        const value = random.pick(hostileValues);
        form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      }
    }
    return { method, url, headers, body: form };
  }
  const formSchema = content['application/x-www-form-urlencoded']?.schema;
  if (formSchema && random.next() < 0.5) {
    // A form as Meta posts one, with hostile values: a forged or garbage signed request among them.
    const form = new URLSearchParams();
    for (const name of Object.keys(propertiesOf(formSchema))) {
      const value = random.pick([...hostileValues, 'abc.def', 'x.y.z', '.', 'a'.repeat(9000)]);
      if (random.next() < 0.8) form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
    if (random.next() < 0.1) form.append('signed_request', 'twice');
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { method, url, headers, body: random.next() < 0.05 ? 'a'.repeat(20_000) : form.toString() };
  }
  if (content['application/json'] || method === 'POST') {
    const roll = random.next();
    headers['content-type'] = roll < 0.05 ? 'text/plain' : 'application/json';
    if (roll < 0.1)
      return { method, url, headers, body: random.pick(['{', '{"a":', 'nul', '\u0000', deepNesting(20_000)]) };
    if (roll < 0.12) return { method, url, headers, body: JSON.stringify({ value: 'x'.repeat(1_100_000) }) };
    return {
      method,
      url,
      headers,
      body: JSON.stringify(hostileBody(content['application/json']?.schema, random)) ?? 'null',
    };
  }
  return { method, url, headers };
}

/** Every operation of the document under `/api/`, and Meta's callbacks under `/meta/`. */
export function apiOperations(document: OpenApiDocument) {
  return Object.entries(document.paths)
    .filter(([path]) => (path.startsWith('/api/') && !path.startsWith('/api/docs')) || path.startsWith('/meta/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
}

/** Sends `requests` hostile requests spread over every operation and caller; nothing may answer 5xx. */
export async function fuzzApi(options: {
  baseUrl: string;
  document: OpenApiDocument;
  callers: FuzzCaller[];
  requests: number;
  seed: number;
  concurrency?: number;
}): Promise<FuzzReport> {
  const random = seededRandom(options.seed);
  const operations = apiOperations(options.document);
  const report: FuzzReport = { sent: 0, serverErrors: 0, shapeViolations: 0, findings: [] };
  let next = 0;
  const worker = async () => {
    while (next < options.requests) {
      const index = next++;
      const { path, method, operation } = operations[index % operations.length]!;
      const caller = options.callers[Math.floor(index / operations.length) % options.callers.length]!;
      const request = buildRequest(path, method, operation, caller, random);
      const label = `${caller.name} ${request.method} ${request.url.slice(0, 160)}`;
      let response: Response;
      try {
        response = await fetch(options.baseUrl + request.url, {
          method: request.method,
          headers: wireHeaders(request.headers),
          body: request.body ?? null,
        });
      } catch (error) {
        report.sent += 1;
        report.serverErrors += 1;
        report.findings.push({ request: label, status: 0, problem: `no answer: ${String(error)}`, body: '' });
        continue;
      }
      // An event stream (the inbox's) never ends by itself: its status is the answer.
      const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
      if (streaming) await response.body?.cancel();
      const text = streaming ? '' : await response.text();
      report.sent += 1;
      const finding = (problem: string) =>
        report.findings.length < 50 &&
        report.findings.push({ request: label, status: response.status, problem, body: text.slice(0, 300) });
      if (response.status >= 500) {
        report.serverErrors += 1;
        finding('5xx');
        continue;
      }
      if (response.status < 400) continue;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const shape = errorBodySchema.safeParse(body);
      const fieldsMissing =
        response.status === 422 &&
        shape.success &&
        (shape.data.errors === undefined || shape.data.fields === undefined);
      if (!shape.success || fieldsMissing) {
        report.shapeViolations += 1;
        finding(fieldsMissing ? '422 without errors/fields' : 'error body not in the catalogue shape');
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}

/**
 * The four callers of a fuzz run on the demo: anonymous, a junk token, the demo owner and the admin (on the owner's
 * page). The document loses `POST /api/auth/logout`: logging out would end the callers' sessions mid-run.
 */
export async function demoFuzzSetup(server: {
  login(
    username: string,
    password: string,
  ): Promise<{ access_token: string; pages: { id: number }[]; insta_accounts: { id: number }[] }>;
  request<Body>(method: string, url: string): Promise<{ body: Body }>;
}): Promise<{ document: OpenApiDocument; callers: FuzzCaller[] }> {
  const owner = await server.login('demo', 'Demo@2026');
  const admin = await server.login('admin', 'Admin@2026');
  const document = (await server.request<OpenApiDocument>('GET', '/api/docs/openapi.json')).body;
  document.paths['/api/auth/logout'] = {};
  const pageId = owner.pages[0]!.id;
  const instagramAccountId = owner.insta_accounts[0]?.id;
  return {
    document,
    callers: [
      { name: 'anonymous', token: null },
      { name: 'junk-token', token: 'not-a-real-token-0123456789' },
      { name: 'owner', token: owner.access_token, pageId, instagramAccountId },
      { name: 'admin', token: admin.access_token, pageId, instagramAccountId },
    ],
  };
}
