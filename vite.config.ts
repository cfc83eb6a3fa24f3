import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const WORKER_NAME = 'mockServiceWorker.js';
/** msw's generated worker; outside `public/` so a production build never copies it. */
const WORKER_FILE = fileURLToPath(new URL(`./src/mocks/public/${WORKER_NAME}`, import.meta.url));

/**
 * Serves (dev) and emits (build) the mock service worker at the site root, only in the modes that
 * start the in-browser demo backend (`VITE_API_MOCKING=true`: mock, demo).
 */
function mockServiceWorker(enabled: boolean): Plugin {
  let base = '/';
  return {
    name: 'cabinet:mock-service-worker',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname !== `${base}${WORKER_NAME}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(WORKER_FILE));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_NAME, source: readFileSync(WORKER_FILE) });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  return {
    plugins: [react(), mockServiceWorker(env.VITE_API_MOCKING === 'true')],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { host: '127.0.0.1', port: 5317, strictPort: false },
    preview: { host: '127.0.0.1' },
    build: {
      sourcemap: true,
      chunkSizeWarningLimit: 600,
    },
  };
});
