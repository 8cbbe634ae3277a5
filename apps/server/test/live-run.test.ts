import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The live-mode run (`npm run live-run`, scripts/reliability/live-run.ts): the product in live mode against the
 * standalone simulator set up as a Business app with a login configuration; linking, a comment, a DM, a story mention
 * and a post answered over real HTTP; then a page the simulator unsubscribed is subscribed again by the product's own
 * check (every minute in this run) and the gap's messages are answered once each, marked late.
 */
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('the live-mode run', () => {
  it('links with config_id, answers on every channel and heals a lost subscription by itself', async () => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/reliability/live-run.ts'), '--timeout-seconds', '150'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 230_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    expect(output).toContain('PASS');
    expect(output).not.toContain('FAIL');
    expect(code, output).toBe(0);
  }, 240_000);
});
