import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { axiosWithoutFetchAdapter } from './scripts/axios-without-fetch-adapter.mjs';
import { jspdfWithoutHtmlRendering } from './scripts/jspdf-without-html.mjs';
import { firstLoad, firstLoadChunks } from './scripts/first-load.mjs';
import { sourceMapsOutside } from './scripts/sourcemaps.mjs';

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

/**
 * Preloads the Latin text font in production builds: it is needed by every page, and without the
 * hint the browser only finds it after the CSS has arrived. Other subsets load on demand.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'cabinet:preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The boot screen's "Loading…" line (index.html) in every language: each catalogue's
 * `app.loader.label`, so the text lives with the others and i18n:verify checks it is in all eleven.
 */
function bootLoadingTexts(): Plugin {
  const dir = fileURLToPath(new URL('./lang/', import.meta.url));
  return {
    name: 'cabinet:boot-loading-texts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const texts: Record<string, string> = {};
        for (const file of readdirSync(dir).filter((name) => /^[a-z]{2}\.json$/.test(name))) {
          const catalogue = JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Record<
            string,
            string
          >;
          texts[file.slice(0, 2)] = catalogue['app.loader.label'] ?? 'Loading…';
        }
        // Safe inside <script>: no `<` can close it.
        return html.replace(
          '__BOOT_LOADING_TEXTS__',
          JSON.stringify(texts).replace(/</g, '\\u003c'),
        );
      },
    },
  };
}

/**
 * The build's release name, which error reports carry: VITE_RELEASE when the pipeline sets one
 * (the same name the source-map upload uses, docs/operations.md), else the version and commit.
 */
function releaseName(env: Record<string, string>): string {
  if (env.VITE_RELEASE?.trim()) return env.VITE_RELEASE.trim();
  const { name, version } = JSON.parse(
    readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
  ) as {
    name: string;
    version: string;
  };
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout (a source archive): the version, marked as a local build.
  }
  return `${name}@${version}+${commit}`;
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  return {
    define: { 'import.meta.env.VITE_RELEASE': JSON.stringify(releaseName(env)) },
    plugins: [
      react(),
      axiosWithoutFetchAdapter(),
      jspdfWithoutHtmlRendering(),
      mockServiceWorker(env.VITE_API_MOCKING === 'true'),
      preloadTextFont(),
      bootLoadingTexts(),
      sourceMapsOutside(),
      // Not with the in-browser mock backend: it is not running yet when index.html is parsed.
      firstLoad({ sessionCalls: env.VITE_API_MOCKING !== 'true' && { apiUrl: env.VITE_API_URL } }),
      // `.br` and `.gz` beside every text asset of the production build, so the web server sends
      // them as they are (deploy/nginx.conf: brotli_static, gzip_static) instead of compressing on
      // every request. index.html is left alone: the server fills in a per-response nonce there.
      // Not for the demo build (served by `vite preview`, which never sends them: brotli at level
      // 11 was two thirds of its build time), nor a bundle for Node (the demo backend, the
      // signed-out pages' renderer: SSR builds).
      ...(mode !== 'production' || isSsrBuild
        ? []
        : [
            compression({
              algorithms: [
                defineAlgorithm('brotliCompress', {
                  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
                }),
                defineAlgorithm('gzip', { level: 9 }),
              ],
              include: /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/,
              // Also the small chunks of the first load (the sign-in page has a dozen under 1 kB):
              // brotli still halves them, and nothing is spent per request (precompressed).
              threshold: 256,
              logLevel: 'silent',
            }),
          ]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Every catalogue is precompiled to AST (scripts/i18n-compile.mjs): builds ship the
        // formatter without the ICU parser.
        ...(command === 'build'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
              // React Router's package exports only its development build (warnings on, and
              // the code behind them); builds take the production one it ships beside it.
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(
                  new URL(
                    './node_modules/react-router/dist/production/dom-export.mjs',
                    import.meta.url,
                  ),
                ),
              },
            ]
          : []),
      ],
    },
    server: { host: '127.0.0.1', port: 5317, strictPort: true },
    preview: { host: '127.0.0.1' },
    build: {
      // Built for error reporting, never referenced from the bundles, and moved out of the build
      // to `<outDir>-sourcemaps/` (scripts/sourcemaps.mjs): no static host can serve them.
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: firstLoadChunks(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
        },
      },
    },
  };
});
