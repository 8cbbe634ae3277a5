/**
 * Schema-derived fuzzing of every API route (`npm run fuzz -- --requests 20000 [--seed N]`): starts the product on
 * the embedded default with the demo, reads /api/docs/openapi.json and sends hostile requests as an anonymous
 * caller, a junk token, an owner and an admin. Prints requests sent, 5xx answers and error bodies outside the
 * catalogue shape; exits non-zero unless both are 0 and the product still answers its health check.
 */
import { parseArgs } from 'node:util';
import { demoFuzzSetup, fuzzApi } from '../../apps/server/test/reliability/fuzz.ts';
import { startTestServer } from '../../apps/server/test/test-server.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '20000' }, seed: { type: 'string' } },
});
const requests = Number(values.requests);
const seed = Number(values.seed ?? Date.now() % 1_000_000);

const server = await startTestServer();
let failed: boolean;
try {
  const { document, callers } = await demoFuzzSetup(server);
  const started = performance.now();
  const report = await fuzzApi({
    baseUrl: server.baseUrl,
    document,
    requests,
    seed,
    callers,
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
