/**
 * The demo backend over real HTTP: the production build (mocking off) behind deploy/nginx.conf
 * talks to this through the `/api/` proxy, as it would to Laravel. The end-to-end tests run it with
 * `DEMO_BACKEND_LIVE=1` (the browser demo's timing: deposits settle, support answers, data around
 * today); the production-server tests with the Node defaults.
 */
import { LIVE_DEMO_CONFIG, configureDemoBackend } from './config';
import { createDemoBackend } from './http-backend';

if (process.env.DEMO_BACKEND_LIVE === '1') configureDemoBackend(LIVE_DEMO_CONFIG);
// Every answer this much later (a slow backend; docs/tooling.md: shaking out races).
const latencyMs = Number(process.env.DEMO_BACKEND_LATENCY_MS ?? 0);
if (Number.isFinite(latencyMs) && latencyMs > 0) configureDemoBackend({ latencyMs });

// 6396: where `scripts/nginx-serve.mjs` proxies `/api/` unless told otherwise (docs/deploying.md).
const port = Number(process.env.DEMO_BACKEND_PORT ?? 6396);
createDemoBackend().listen(port, '127.0.0.1', () => {
  console.log(`[demo backend] http://127.0.0.1:${port}`);
});
