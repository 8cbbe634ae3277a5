import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The short crash run (`npm run chaos`, scripts/reliability/chaos.ts): the product in live mode on PGlite against the
 * standalone simulator, a few hundred comments with late duplicates and Graph 5xx, one SIGKILL and a restart.
 * The script's own process runs the product and the simulator as children and kills them all when it ends.
 * It stops as soon as everything is answered; the settle bound only has to outlast the sender's backoff for a reply
 * whose calls hit the injected 5xx four times in a row (5 + 10 + 20 + 40 s), which 50 s did not.
 */
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('the crash run', () => {
  it('loses no reply and sends none twice when the product is killed mid-run', async () => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/reliability/chaos.ts'),
        ...['--comments', '300', '--kills', '1', '--rate', '60', '--settle-seconds', '100'],
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 170_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    const line = output.split('\n').find((text) => text.startsWith('RESULT '));
    expect(line, output).toBeDefined();
    const result = JSON.parse(line!.slice('RESULT '.length)) as { sent: number; lost: number; doubled: number };
    expect(result, output).toMatchObject({ sent: 300, lost: 0, doubled: 0 });
    expect(code, output).toBe(0);
  }, 180_000);
});
