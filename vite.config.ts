import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/t/': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
