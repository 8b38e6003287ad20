// Bundles the API's entry points into dist/. npm packages stay external (resolved from node_modules at
// run time); our own workspace packages (@restora/*) are TypeScript and get bundled in.
import { build } from 'esbuild';

const entryPoints = [
  'src/server.ts',
  'src/seed-scale.ts',
  'src/user-role.ts',
  'src/backup.ts',
  'src/restore.ts',
];

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
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
