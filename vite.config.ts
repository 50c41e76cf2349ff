import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const server = 'http://localhost:3000';

/** Writes the service worker with this build's id: each release is then a new worker, which the New Version Available banner announces. */
function serviceWorker(): Plugin {
  return {
    name: 'tandem-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const buildId = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(new URL('./src/web/features/app-update/service-worker.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'service-worker.js', source: source.replace('__BUILD_ID__', buildId) });
    },
  };
}

/** Writes a brotli and a gzip copy beside each text file, which the server sends to browsers that accept them. */
function precompress(): Plugin {
  return {
    name: 'tandem-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const path = join(options.dir ?? '', fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), serviceWorker(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so browsers keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/, priority: 3 },
            // Only the pages that use them, loaded on demand, fetch these (after React and Mantine, which they share).
            { name: 'calendar', test: /node_modules[\\/]@fullcalendar[\\/]/, priority: 2 },
            { name: 'designer', test: /node_modules[\\/](react-rnd|re-resizable|react-draggable|signature_pad)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // The Host header is kept, so acme.localhost:5173 reaches the server as the acme organization.
    proxy: {
      '/api/realtime': { target: server, ws: true },
      '/api': server,
      '/auth': server,
      '/dev': server,
    },
  },
});
