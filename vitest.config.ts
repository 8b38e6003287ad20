import { configDefaults, defineConfig } from 'vitest/config';

// Vitest 5's reporter groups a failed test's errors with Map.groupBy, which Node 20 lacks: without this
// it crashes ("Map.groupBy is not a function") instead of printing why the test failed.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

// The slow suites, run by `npm run test:soak` only (it sets SOAK=1): the crash-safety soaks, and the
// fuzz test again with FUZZ_RUNS raised.
const soakFiles = ['src/**/*.soak.test.ts'];
const soak = {
  test: {
    name: 'soak',
    root: './apps/api',
    include: [...soakFiles, 'src/fuzz.test.ts'],
    environment: 'node' as const,
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...soakFiles],
          environment: 'node',
          // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(process.env.SOAK ? [soak] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
