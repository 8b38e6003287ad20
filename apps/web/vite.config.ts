/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side render bundle (dist-ssr) needs no copy of public/: the site serves dist/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), preloadFonts()],
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
  },
}));
