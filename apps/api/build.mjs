// Bundles the API's entry points into dist/. npm packages stay external (resolved from node_modules at
// run time); our own workspace packages (@restora/*) are TypeScript and get bundled in.
import { build } from 'esbuild';

// The command-line tools live in src/cli/ but build beside the server (dist/backup.js, ...), where the
// npm scripts run them.
const entryPoints = [
  { in: 'src/server.ts', out: 'server' },
  // The embedded database's thread (src/db/pglite-thread.ts starts it from beside the server).
  { in: 'src/db/pglite-worker.ts', out: 'pglite-worker' },
  { in: 'src/cli/seed-scale.ts', out: 'seed-scale' },
  { in: 'src/cli/user-role.ts', out: 'user-role' },
  { in: 'src/cli/user-2fa-reset.ts', out: 'user-2fa-reset' },
  { in: 'src/cli/backup.ts', out: 'backup' },
  { in: 'src/cli/restore.ts', out: 'restore' },
];

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  // The e-mail templates are React components (services/mail/templates).
  jsx: 'automatic',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@restora/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
