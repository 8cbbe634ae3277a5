import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['test/**/*.test.ts'] } },
      ...(existsSync('./packages/meta-sim/test')
        ? [
            {
              test: {
                name: 'meta-sim',
                root: './packages/meta-sim',
                include: ['test/**/*.test.ts'],
                testTimeout: 30_000,
              },
            },
          ]
        : []),
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...(existsSync('./e2e/vitest.config.ts') ? ['./e2e/vitest.config.ts'] : []),
    ],
  },
});
