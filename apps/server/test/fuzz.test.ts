import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, demoFuzzSetup, fuzzApi, type FuzzCaller, type OpenApiDocument } from './reliability/fuzz.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let document: OpenApiDocument;
let callers: FuzzCaller[];

beforeAll(async () => {
  server = await startTestServer();
  ({ document, callers } = await demoFuzzSetup(server));
});
afterAll(async () => {
  await server?.stop();
});

describe('schema-derived fuzzing (fast run)', () => {
  it('answers hostile ids, queries, headers and bodies on every route without a 5xx, in the catalogue shape', async () => {
    expect(apiOperations(document).length).toBeGreaterThan(30);
    const seed = Number(process.env.FUZZ_SEED ?? 20261123);
    const report = await fuzzApi({ baseUrl: server.baseUrl, document, callers, requests: 2_500, seed });
    expect(report.sent).toBe(2_500);
    expect(report.findings, `seed ${seed}`).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.shapeViolations).toBe(0);
    const health = await server.request('GET', '/api/health');
    expect(health.status).toBe(200);
    // A net, not a measure: 2,500 requests in a row need more than the default 30 s on a machine loaded by other runs.
  }, 240_000);
});
