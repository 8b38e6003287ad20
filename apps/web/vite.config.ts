/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * The two Latin variable fonts are preloaded from the HTML: otherwise the browser finds them only after
 * the stylesheet (HTML -> CSS -> font), and the headings wait for them.
 */
function preloadFonts(): Plugin {
  return {
    name: 'restora-preload-fonts',
    apply: 'build',
    transformIndexHtml(html, ctx) {
      const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
        /\/(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(file),
      );
      return fonts.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * /boot.js: src/lib/boot.ts on its own, minified, for the server to inline at the top of the pages it
 * renders (it runs before the app, and imports nothing the app loads).
 */
function bootScript(): Plugin {
  return {
    name: 'restora-boot-script',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const result = await esbuild({
        entryPoints: [new URL('./src/lib/boot.ts', import.meta.url).pathname],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        write: false,
      });
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: result.outputFiles[0]!.text.trim() });
    },
  };
}

/** A chunk's file and the files of every chunk it imports statically, in the bundle. */
function staticImports(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) staticImports(bundle, dep, seen);
  return seen;
}

/**
 * Vite's own preloading (build.modulePreload) puts the file list of every lazy chunk's imports into the
 * entry: 2.8 KB gz that every page downloads and runs (docs/decisions/bundle-budget.md). Instead:
 * - index.html preloads the entry's static imports (what Vite's preloading did for the first page);
 * - /route-modules.json lists, per screen module (src/app/routes/<name>.tsx), the files it needs beyond
 *   the entry's, which lib/route-preload.ts turns into modulepreload links when a screen is opened, so a
 *   screen's code still arrives in one round of requests.
 */
function routeModulePreloads(): Plugin {
  return {
    name: 'restora-route-module-preloads',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      if (!ctx.bundle || !ctx.chunk) return [];
      const files = [...staticImports(ctx.bundle, ctx.chunk.fileName)].slice(1);
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry) return;
      const loaded = staticImports(bundle, entry.fileName);
      const table: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        const screen =
          chunk.type === 'chunk' && /\/src\/app\/routes\/([\w-]+)\.tsx$/.exec(chunk.facadeModuleId ?? '');
        if (!screen) continue;
        table[screen[1]!] = [...staticImports(bundle, chunk.fileName)]
          .filter((file) => !loaded.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-modules.json', source: JSON.stringify(table) });
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side render bundle (dist-ssr) needs no copy of public/: the site serves dist/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), preloadFonts(), bootScript(), routeModulePreloads()],
  // @/ is src/ (tsconfig.json's paths): for the site, its server-side build and the web's unit tests.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: what each route loads, for the bundle budget check in npm test.
    manifest: true,
    // No preload table in the entry: routeModulePreloads() above does that job outside the JavaScript.
    modulePreload: false,
    // The password-strength dictionaries (zxcvbn) are one large chunk, loaded only on the register form.
    chunkSizeWarningLimit: 1600,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Generous for a loaded CI machine (cn.test.ts reads every source file): a test ends once it passes.
    testTimeout: 20_000,
  },
}));
