import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzApi, apiOperations, type FuzzCaller, type OpenApiDocument } from './reliability/fuzz.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let document: OpenApiDocument;
let callers: FuzzCaller[];

beforeAll(async () => {
  server = await startTestServer();
  const owner = await server.login('demo', 'Demo@2026');
  const admin = await server.login('admin', 'Admin@2026');
  document = (await server.request('GET', '/api/docs/openapi.json')).body as OpenApiDocument;
  callers = [
    { name: 'anonymous', token: null },
    { name: 'junk-token', token: 'not-a-real-token-0123456789' },
    { name: 'owner', token: owner.access_token, pageId: owner.pages[0]!.id },
    { name: 'admin', token: admin.access_token, pageId: owner.pages[0]!.id },
  ];
});
afterAll(async () => {
  await server?.stop();
});

describe('schema-derived fuzzing (fast run)', () => {
  it('answers hostile ids, queries, headers and bodies on every route without a 5xx, in the catalogue shape', async () => {
    const operations = apiOperations(document);
    expect(operations.length).toBeGreaterThan(30);
    // Logging out would end the callers' sessions for the rest of the run.
    document.paths['/api/auth/logout'] = {};
    const seed = Number(process.env.FUZZ_SEED ?? 20261123);
    const report = await fuzzApi({ baseUrl: server.baseUrl, document, callers, requests: 2_500, seed });
    expect(report.sent).toBe(2_500);
    expect(report.findings, `seed ${seed}`).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.shapeViolations).toBe(0);
    const health = await server.request('GET', '/api/health');
    expect(health.status).toBe(200);
  });
});
