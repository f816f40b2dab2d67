import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunks } from './scripts/vite/first-screen-chunks';
import { lucideDirectImports } from './scripts/vite/lucide-direct-imports';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once at
 * their strongest settings, for the server to hand out by Accept-Encoding (src/server/static.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'email-buddy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = entries.filter((e) => e.isFile() && /\.(js|css|html|svg|json|webmanifest|txt)$/.test(e.name));
      await Promise.all(
        texts.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const bytes = await readFile(file);
          // Below a packet, compressing saves nothing a browser would notice.
          if (bytes.length < 1024) return;
          const brotli = await promisify(brotliCompress)(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          });
          await writeFile(`${file}.br`, brotli);
          await writeFile(`${file}.gz`, await promisify(gzip)(bytes, { level: 9 }));
        }),
      );
    },
  };
}

const chunks = firstScreenChunks();

/**
 * Installable and readable offline: the manifest, and a service worker that precaches the app shell and every route's
 * chunk so a reload without a network still starts the app (the mail itself comes from IndexedDB, see
 * src/client/lib/offline). A new build waits for the user's "Reload" (registerType 'prompt') instead of swapping code
 * under a half-written email. The API and tracking paths are never answered from the cache.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'theme-init.js', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Email Buddy',
    short_name: 'Email Buddy',
    description: 'A fast, keyboard-first email client with writing help, templates, scheduled sending, follow-ups and tracking.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/t\//],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [lucideDirectImports(), react(), tailwindcss(), pwa, precompress(), chunks.plugin],
  resolve: {
    // Preact's compatibility layer instead of React: the same components in about a tenth of react-dom's size
    // (src/client/app/preact/setup.ts gives function components their ref as React 19 does).
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/client/app/preact/react.ts') },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/t/': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
