import { allEndpoints, errorBodySchema, type Endpoint } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

type OpenApiOperation = {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, unknown>;
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

let server: TestServer;
let ownerToken: string;
let adminToken: string;
let pageId: number;
let openapi: OpenApiDocument;

/** The path with every parameter filled in: `:id` and `:pageId` with the given id, others with a post id. */
const pathWith = (endpoint: Endpoint, id: string) =>
  endpoint.path.replace(/:(\w+)\??/g, (_match, name: string) => (name === 'postId' ? '1_2' : id));
const openApiPath = (path: string) => path.replace(/:(\w+)\??/g, '{$1}');

beforeAll(async () => {
  server = await startTestServer();
  const owner = await server.login('demo', 'Demo@2026');
  ownerToken = owner.access_token;
  pageId = owner.pages[0]!.id;
  adminToken = (await server.login('admin', 'Admin@2026')).access_token;
  openapi = (await server.request<OpenApiDocument>('GET', '/api/docs/openapi.json')).body;
});
afterAll(async () => {
  await server?.stop();
});

describe('the API is the contract', () => {
  it('registers every endpoint of the contract, and documents no API route the contract lacks', () => {
    const documented = Object.entries(openapi.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = allEndpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    for (const route of declared) expect(documented).toContain(route);
    const apiDocumented = documented.filter((route) => route.includes(' /api/'));
    for (const route of apiDocumented) expect(declared).toContain(route);
  });

  it('documents a request body for every POST route, multipart forms with their files included', () => {
    const posts = allEndpoints.filter((endpoint) => endpoint.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    for (const endpoint of posts) {
      const operation = openapi.paths[openApiPath(endpoint.path)]?.post;
      expect(operation?.requestBody, endpoint.path).toBeDefined();
      if (endpoint.multipart) {
        const form = operation!.requestBody!.content['multipart/form-data'];
        const files = Object.keys(endpoint.multipart.files);
        for (const file of files) expect(form?.schema.properties?.[file]?.format, endpoint.path).toBe('binary');
        expect(Object.keys(form?.schema.properties ?? {}).length, endpoint.path).toBeGreaterThan(files.length);
      }
    }
  });

  it('answers an id past the database column with a 4xx error body on every route that takes one', async () => {
    const withIds = allEndpoints.filter((endpoint) => /:(id|pageId)\b/.test(endpoint.path));
    expect(withIds.length).toBeGreaterThan(10);
    for (const endpoint of withIds) {
      for (const id of ['2147483648', '99999999999999999999', '١٢']) {
        const token = endpoint.access === 'admin' ? adminToken : ownerToken;
        const response = await server.request(endpoint.method, pathWith(endpoint, id), {
          token,
          headers: { 'page-id': String(pageId), locale: 'en' },
          ...(endpoint.method === 'POST' ? { body: {} } : {}),
        });
        expect(response.status, `${endpoint.method} ${endpoint.path} with ${id}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${endpoint.method} ${endpoint.path} with ${id}`).toBeLessThan(500);
        expect(errorBodySchema.safeParse(response.body).success).toBe(true);
      }
    }
  });

  it('answers an id of letters with a 4xx error body on every route, to the owner and to an admin', async () => {
    const withIds = allEndpoints.filter((endpoint) => /:(id|pageId)\b/.test(endpoint.path));
    const session = await server.login('demo', 'Demo@2026');
    const instagramId = String(session.insta_accounts[0]!.id);
    for (const endpoint of withIds) {
      for (const token of [ownerToken, adminToken]) {
        for (const id of ['abc', 'NaN', '1e3', 'constructor']) {
          const response = await server.request(endpoint.method, pathWith(endpoint, id), {
            token,
            headers: { 'page-id': String(pageId), 'insta-id': instagramId, locale: 'en' },
            ...(endpoint.method === 'POST' ? { body: {} } : {}),
          });
          const label = `${endpoint.method} ${endpoint.path} with ${id}`;
          expect(response.status, label).toBeGreaterThanOrEqual(400);
          expect(response.status, label).toBeLessThan(500);
          expect(errorBodySchema.safeParse(response.body).success, label).toBe(true);
        }
      }
    }
  });

  it('refuses a page-id or insta-id header past the database column with 403 on every route', async () => {
    const owned = allEndpoints.filter((endpoint) => (endpoint.access ?? 'user') === 'user');
    for (const endpoint of owned) {
      for (const header of ['page-id', 'insta-id']) {
        const response = await server.request(endpoint.method, pathWith(endpoint, String(pageId)), {
          token: ownerToken,
          headers: { [header]: '2147483648', locale: 'en' },
        });
        expect(response.status, `${endpoint.method} ${endpoint.path} with ${header}`).toBe(403);
        expect(errorBodySchema.safeParse(response.body).success).toBe(true);
      }
    }
  });
});
