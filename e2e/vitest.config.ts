import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // The servers of files that start their own (startTestServer) load the server tests' migrated template.
    globalSetup: ['./global-setup.ts', '../apps/server/test/database-templates.ts'],
    // A net, not a measure: on the machine's slow days (twice the CPU per step) a screenshot test took 88 s, and on a
    // slower one (2026-11-29) four screenshot and doctor tests ran past 120 s with nothing failing in them.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: an upload's row took longer than that on a loaded CI machine.
    expect: { poll: { timeout: 15_000 } },
    // Files run side by side up to `--maxWorkers`, each worker with its own server (global-setup.ts) and Chromium:
    // a worker's files share that server's seeded demo accounts, one file at a time.
    pool: 'forks',
  },
});
