/**
 * Where the product's CPU goes per event, from the V8 profiles a benchmark run leaves with
 * PRODUCT_NODE_FLAGS="--cpu-prof --cpu-prof-dir=<dir>" (one profile per thread: the HTTP thread and PGlite's).
 * Only the measured window counts: the last `--seconds` of each profile, less the last second (the run's stop).
 * Usage: node scripts/bench/cpu-profile-summary.ts --seconds 20 --events 4000 <dir>/*.cpuprofile
 * Sampled time only: the kernel's share (syscalls) and V8's helper threads (GC, compiler) are in the benchmark's own
 * "CPU per event" line, not here.
 */
import { readFileSync } from 'node:fs';
import { argument } from './lib.ts';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string } };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const seconds = argument('seconds', 20);
const events = argument('events', 0);
const files = process.argv.slice(2).filter((value) => value.endsWith('.cpuprofile'));
if (events <= 0 || files.length === 0) {
  console.error('Usage: node scripts/bench/cpu-profile-summary.ts --seconds N --events N <profiles>');
  process.exit(2);
}

const packageGroups: [RegExp, string][] = [
  [
    /node_modules\/(fastify|@fastify|fast-json-stringify|find-my-way|avvio|pino|undici)\//,
    'HTTP stack (fastify, undici, pino)',
  ],
  [/node_modules\/drizzle-orm\//, 'drizzle'],
  [/node_modules\/pg-boss\//, 'pg-boss'],
  [/node_modules\/zod\//, 'zod'],
  [/node_modules\/@electric-sql\/pglite\//, 'PGlite (JS around the database)'],
];

/** The part of the system a sample belongs to. */
function groupOf({ url, functionName }: ProfileNode['callFrame']): string {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (url.startsWith('wasm://')) return 'PostgreSQL itself (PGlite WebAssembly)';
  if (url.includes('/packages/meta-sim/')) return 'the simulator (Meta, not us)';
  const ours = /\/apps\/server\/src\/(features\/[^/]+|platform\/[^/]+)/.exec(url);
  if (ours) return `ours: ${ours[1]!.replace(/\.ts$/, '')}`;
  for (const [pattern, name] of packageGroups) if (pattern.test(url)) return name;
  if (url.includes('node_modules/')) return 'other packages';
  if (url.startsWith('node:')) return 'Node.js internals';
  return `native: ${functionName || '(anonymous)'}`;
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - (seconds + 1) * 1e6;
  const to = profile.endTime - 1e6;
  const spent = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  for (const [index, sample] of profile.samples.entries()) {
    at += profile.timeDeltas[index]!;
    if (at < from || at > to) continue;
    const group = groupOf(nodes.get(sample)!.callFrame);
    spent.set(group, (spent.get(group) ?? 0) + profile.timeDeltas[index]!);
    if (group !== 'idle') busy += profile.timeDeltas[index]!;
  }
  const perEvent = (microseconds: number) => `${(microseconds / 1000 / events).toFixed(3)} ms`;
  console.log(`${file.split('/').pop()}: ${perEvent(busy)} per event sampled busy`);
  const rows = [...spent].filter(([group]) => group !== 'idle').sort((a, b) => b[1] - a[1]);
  for (const [group, microseconds] of rows.slice(0, 15))
    console.log(`  ${perEvent(microseconds).padStart(9)}  ${group}`);
}
