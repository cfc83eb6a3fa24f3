// Bundles the demo backend (src/mocks) into one Node script, dist-backend/server.mjs, for the
// production-server tests: `node dist-backend/server.mjs` answers the contract's calls over HTTP.
import { build } from 'vite';

await build({
  configFile: 'vite.config.ts',
  mode: 'test',
  logLevel: 'warn',
  build: {
    ssr: 'src/mocks/http-server.ts',
    outDir: 'dist-backend',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'server.mjs' } },
  },
});
