/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

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

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side render bundle (dist-ssr) needs no copy of public/: the site serves dist/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), preloadFonts(), bootScript()],
  server: {
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: what each route loads, for the bundle budget check in npm test.
    manifest: true,
    // Every browser the site supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
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
