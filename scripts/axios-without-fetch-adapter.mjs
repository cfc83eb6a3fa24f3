// A Vite plugin (vite.config.ts and vitest.config.ts, so the tests run the code that ships).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(..., import.meta.url)`: Vite rewrites that pattern when a test imports this file.
const STUB = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../src/api/axiosFetchAdapterStub.ts',
);
const AXIOS_ADAPTERS = /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;

/**
 * Leaves axios' own fetch adapter out of every bundle (about 4 kB brotli of the first load): the
 * app uses XHR, and the admin host's fetch transport is ours (`src/api/fetchAdapter.ts`). Axios
 * then finds no `fetch` adapter, which only matters to a call that asks for it by name: none does.
 * @returns {import('vite').Plugin}
 */
export function axiosWithoutFetchAdapter() {
  return {
    name: 'cabinet:axios-without-fetch-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' && importer && AXIOS_ADAPTERS.test(importer) ? STUB : null;
    },
  };
}
