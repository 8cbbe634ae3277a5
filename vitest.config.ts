import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    // The schema migrated once per run, the template of every file's database.
    globalSetup: ['./test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // A worker runs file after file, keeping the modules it loaded: a fresh process per file spent more time starting
    // and importing the server than running its tests (server-pglite alone: 432 s isolated, 292 s not, 3 at a time).
    // The files share no module state: each starts its own runtime, database and simulator and stops them after.
    isolate: false,
  },
});

// The web app's unit tier: components and pure logic in happy-dom, with the app's `@/` alias.
const webProject = {
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    name: 'web',
    root: './apps/web',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'happy-dom' as const,
    setupFiles: ['./test/support/setup.ts'],
    // The http client builds same-origin URLs from the page's address.
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    testTimeout: 20_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['test/**/*.test.ts'] } },
      webProject,
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
