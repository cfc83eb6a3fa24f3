/**
 * The demo backend over real HTTP, for the production-server tests: the production build (mocking
 * off) behind deploy/nginx.conf talks to this through the `/api/` proxy, as it would to Laravel.
 */
import { createDemoBackend } from './http-backend';

const port = Number(process.env.DEMO_BACKEND_PORT ?? 6399);
createDemoBackend().listen(port, '127.0.0.1', () => {
  console.log(`[demo backend] http://127.0.0.1:${port}`);
});
