// The npm scripts load these with --import; here too, so `npx vitest` straight from the shell gets them
// (without Map.groupBy, Vitest's reporter crashes on Node 20 instead of printing a failed test).
import './scripts/polyfills.mjs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// The slow suites, run by `npm run test:soak` only (it sets SOAK=1): the crash-safety soaks, and the
// fuzz test again with FUZZ_RUNS raised.
const soakFiles = ['src/**/*.soak.test.ts'];
// The API's tests render the site's pages from its source (server-render, article pages), whose imports
// start with the site's `@/` (apps/web/vite.config.ts).
const webSource = {
  alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
};
const soak = {
  resolve: webSource,
  test: {
    name: 'soak',
    root: './apps/api',
    include: [...soakFiles, 'src/fuzz.test.ts'],
    globalSetup: ['./src/test/database-templates.global.ts'],
    environment: 'node' as const,
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    // At least two files at once: Vitest's default (one fewer than the cores) ran one at a time on a
    // 2-core machine. Each file has its own database (docs/ARCHITECTURE.md, Conventions).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Generous for a loaded CI machine: a test still ends the moment it passes.
          testTimeout: 20_000,
        },
      },
      {
        resolve: webSource,
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...soakFiles],
          environment: 'node',
          // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database), a copy of
          // the migrated or seeded one the global setup builds once (src/test/database-templates.ts).
          globalSetup: ['./src/test/database-templates.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      ...(process.env.SOAK ? [soak] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
