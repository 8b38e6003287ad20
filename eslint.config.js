import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = fs.existsSync(`${web}/features`) ? fs.readdirSync(`${web}/features`) : [];
const api = './apps/api/src';
const routeModules = fs.existsSync(`${api}/routes`) ? fs.readdirSync(`${api}/routes`) : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '.e2e/**',
      '**/node_modules/**',
      '.test-results/**',
      'apps/web/public/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` alone keeps an empty import, which still loads the module (and all it imports).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature; pages that need two compose them in src/app.
            ...features.map((f) => ({
              target: `${web}/features/${f}`,
              from: `${web}/features`,
              except: [`./${f}`],
              message: 'A feature must not import another feature: compose them in src/app.',
            })),
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Imports go app -> features, not back.',
            },
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/config`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared components and lib must not depend on features or the app.',
            },
            {
              target: './packages/shared',
              from: './apps',
              message: 'packages/shared is used by the apps, never the reverse.',
            },
            {
              target: './apps/web',
              from: './apps/api',
              message: 'The web app talks to the API over HTTP only.',
            },
            // The API: route -> service -> db. A route file declares its operations and hands each to a
            // service; the tests beside it may set up data in the database directly.
            {
              target: `${api}/routes/**/!(*.test).ts`,
              from: `${api}/db`,
              message: 'A route file reaches the database through a service (src/services), never src/db.',
            },
            {
              target: `${api}/!(app).ts`,
              from: `${api}/routes`,
              message: 'Only app.ts imports a route module (to mount its router).',
            },
            {
              target: [`${api}/services`, `${api}/http`, `${api}/db`, `${api}/auth`, `${api}/test`],
              from: `${api}/routes`,
              message:
                'A route module exports its router to app.ts only: shared helpers live in src/http, use cases in src/services, test kits in src/test.',
            },
            {
              target: `${api}/services`,
              from: `${api}/http`,
              message: 'Services hold no HTTP: the route reads the request and maps the answer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // zod (24 KB gzipped) stays out of the pages' initial JavaScript: the site uses the contracts' types,
      // and loads a schema with import() where it validates (lib/lazy-zod-resolver.ts). bench:bundle
      // measures the result.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '@restora/shared/contracts/*'],
              allowTypeImports: true,
              message:
                'Import types only; load schemas with import() (see lib/lazy-zod-resolver.ts), and values from @restora/shared/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // One shape for every API module: routes/<module>/<module>.router.ts (each operation's createRoute,
    // then its thin handler, then the router that registers them), with its tests beside it.
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: [
      'apps/api/src/routes/*/*.test.ts',
      ...routeModules.map((m) => `apps/api/src/routes/${m}/${m}.router.ts`),
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'src/routes holds only <module>/<module>.router.ts and its tests: helpers go in src/http, use cases in src/services, test kits in src/test.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'Queries belong in a service (src/services); a route reads the request and calls one.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/web/src/**/testing/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-restricted-imports': 'off',
    },
  },
  prettier,
);
