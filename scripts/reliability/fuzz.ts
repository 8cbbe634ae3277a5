/**
 * Schema-derived fuzzing of every API route (`npm run fuzz -- --requests 20000 [--seed N]`): starts the product on
 * the embedded default with the demo, reads /api/docs/openapi.json and sends hostile requests as an anonymous
 * caller, a junk token, an owner and an admin. Prints requests sent, 5xx answers and error bodies outside the
 * catalogue shape; exits non-zero unless both are 0 and the product still answers its health check.
 */
import { parseArgs } from 'node:util';
import { fuzzApi, type OpenApiDocument } from '../../apps/server/test/reliability/fuzz.ts';
import { startTestServer } from '../../apps/server/test/test-server.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '20000' }, seed: { type: 'string' } },
});
const requests = Number(values.requests);
const seed = Number(values.seed ?? Date.now() % 1_000_000);

const server = await startTestServer();
let failed: boolean;
try {
  const owner = await server.login('demo', 'Demo@2026');
  const admin = await server.login('admin', 'Admin@2026');
  const document = (await server.request('GET', '/api/docs/openapi.json')).body as OpenApiDocument;
  // Logging out would end the callers' sessions for the rest of the run.
  document.paths['/api/auth/logout'] = {};
  const started = performance.now();
  const report = await fuzzApi({
    baseUrl: server.baseUrl,
    document,
    requests,
    seed,
    callers: [
      { name: 'anonymous', token: null },
      { name: 'junk-token', token: 'not-a-real-token-0123456789' },
      { name: 'owner', token: owner.access_token, pageId: owner.pages[0]!.id },
      { name: 'admin', token: admin.access_token, pageId: owner.pages[0]!.id },
    ],
  });
  const healthy = (await server.request('GET', '/api/health')).status === 200;
  const seconds = (performance.now() - started) / 1000;
  for (const finding of report.findings)
    console.log(`  ${finding.status} ${finding.problem}: ${finding.request}\n    ${finding.body}`);
  console.log(`seed                 ${seed}`);
  console.log(`requests sent        ${report.sent} in ${seconds.toFixed(1)} s`);
  console.log(`5xx answers          ${report.serverErrors}`);
  console.log(`shape violations     ${report.shapeViolations}`);
  console.log(`healthy afterwards   ${healthy ? 'yes' : 'NO'}`);
  failed = report.serverErrors > 0 || report.shapeViolations > 0 || !healthy || report.sent < requests;
  console.log(failed ? 'FAIL' : 'PASS');
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
