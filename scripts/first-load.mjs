// The first load of a production build, as index.html starts it (a Vite plugin: vite.config.ts).
//
// 1. The entry's stylesheet (the text font's @font-face rules, about 1 kB) goes into index.html as
//    a <style> under the per-response CSP nonce: no render-blocking request before the first paint,
//    and the inline scripts after it no longer wait for a stylesheet.
// 2. A small inline script preloads what the requested URL will need next: the page's route chunk
//    and its static imports, the HTTP client and the main layout when there is a session, and the
//    locale's catalogue parts. Without it those are requested only after the entry has arrived
//    and run (one more round trip, and the entry's start-up time, before the page can render).
// 3. `firstLoadChunks` (output.codeSplitting) keeps the entry's static imports in two files.
//
// The route table is read from src/app/router/routes.tsx and src/config/paths.ts (the only places
// that spell routes); tests/tooling/first-load.test.ts checks that every page of the router is in it.
import { readFileSync } from 'node:fs';

const NONCE = '__CSP_NONCE__';
const ROUTES_FILE = 'src/app/router/routes.tsx';
const PATHS_FILE = 'src/config/paths.ts';
const MAIN_LAYOUT = 'src/app/layouts/MainLayout.tsx';
const ENTRY_MODULE = 'src/main.tsx';
/** The HTTP client (axios), loaded with the first call (src/api/http.ts): preloaded with a session. */
const HTTP_CLIENT = 'src/api/axiosClient.ts';

/**
 * The pages of the router: `page(paths.<key>.path | '<pattern>', '<title>', () => import('../routes/<module>'))`.
 * @returns {{ pattern: string, module: string }[]} patterns relative to `/:lang/`, modules from the repository root
 */
export function readPages(routesSource, pathsSource) {
  const patterns = new Map(
    [...pathsSource.matchAll(/^\s*(\w+): p\(\s*'([^']*)'/gm)].map((m) => [m[1], m[2]]),
  );
  const pages = [];
  const call =
    /page\(\s*(?:paths\.(\w+)\.path|'([^']*)')\s*,\s*'\w+'\s*,\s*\(\)\s*=>\s*import\('\.\.\/routes\/([\w/-]+)'\)/g;
  for (const m of routesSource.matchAll(call)) {
    const pattern = m[1] ? patterns.get(m[1]) : m[2];
    if (pattern === undefined) throw new Error(`first-load: paths.${m[1]} is not in ${PATHS_FILE}`);
    pages.push({ pattern, module: `src/app/routes/${m[3]}.tsx` });
  }
  return pages;
}

/** Counts the `page(` calls of the route table (the test compares it with what readPages found). */
export const countPageCalls = (routesSource) => (routesSource.match(/\bpage\(/g) ?? []).length;

/** A pattern as a regular expression source: `wallet/:id` → `^wallet/[^/]+$`; `*` matches anything. */
export const patternSource = (pattern) =>
  pattern === '*'
    ? '.*'
    : `^${pattern
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'),
        )
        .join('/')}$`;

/** A chunk and its static imports, transitively, minus what is already loaded. */
function closure(bundle, fileName, exclude) {
  const files = [];
  const seen = new Set(exclude);
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') return;
    files.push(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return files;
}

const chunkOf = (bundle, moduleId) =>
  Object.values(bundle).find(
    (chunk) =>
      chunk.type === 'chunk' &&
      chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${moduleId}`),
  );

/**
 * What each URL preloads, as data for the inline script: file names by index (`f`), route patterns
 * in matching order with their files (`r`: static segments before parameters, `*` last), the main
 * layout's files (`m`), the HTTP client's (`h`) and each locale's catalogue parts (`c`).
 */
export function preloadPlan(bundle, pages, alreadyLoaded) {
  const files = [];
  const index = (name) => {
    let i = files.indexOf(name);
    if (i < 0) i = files.push(name) - 1;
    return i;
  };
  const ordered = [...pages].sort((a, b) => rank(a.pattern) - rank(b.pattern));
  const routes = ordered.map(({ pattern, module }) => {
    const chunk = chunkOf(bundle, module);
    if (!chunk) throw new Error(`first-load: no chunk for ${module}`);
    return [patternSource(pattern), closure(bundle, chunk.fileName, alreadyLoaded).map(index)];
  });
  const layout = chunkOf(bundle, MAIN_LAYOUT);
  const client = chunkOf(bundle, HTTP_CLIENT);
  const catalogues = {};
  for (const chunk of Object.values(bundle)) {
    const m =
      chunk.type === 'chunk' && chunk.facadeModuleId?.match(/compiled\/(\w+)\.(base|app)\.json$/);
    if (!m) continue;
    catalogues[m[1]] ??= ['', ''];
    catalogues[m[1]][m[2] === 'base' ? 0 : 1] = index(chunk.fileName);
  }
  return {
    f: files,
    r: routes,
    m: layout ? closure(bundle, layout.fileName, alreadyLoaded).map(index) : [],
    h: client ? closure(bundle, client.fileName, alreadyLoaded).map(index) : [],
    c: catalogues,
  };
}

/** Static patterns first, then those with parameters (fewer first), the catch-all last. */
function rank(pattern) {
  if (pattern === '*') return 1000;
  return (pattern.match(/:/g) ?? []).length * 10;
}

/**
 * The inline script: reads the language (the stored one wins, as in the locale guard) and the
 * session cookie, and adds <link rel="modulepreload"> for what that URL will load: with a session
 * the HTTP client and the main layout too (the session check is the first thing that runs). Only
 * a hint: a wrong guess costs a few kilobytes, never a wrong page.
 */
export function preloadScript(plan) {
  return `(function () {
  var plan = ${JSON.stringify(plan)};
  var cookie = function (name) {
    var m = document.cookie.match(new RegExp('(?:^|;\\\\s*)' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : '';
  };
  var segments = location.pathname.split('/');
  var lang = plan.c[cookie('locale')] ? cookie('locale') : segments[1];
  var rest = segments.slice(2).join('/').replace(/\\/$/, '');
  var signedIn = cookie('token') !== '';
  var files = [];
  var catalogue = plan.c[lang];
  if (catalogue) files.push(catalogue[0]);
  if (catalogue && signedIn) files.push(catalogue[1]);
  if (signedIn) files = files.concat(plan.h, plan.m);
  for (var i = 0; i < plan.r.length; i += 1) {
    if (new RegExp(plan.r[i][0]).test(rest)) {
      files = files.concat(plan.r[i][1]);
      break;
    }
  }
  var seen = {};
  files.forEach(function (file) {
    if (seen[file]) return;
    seen[file] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + plan.f[file];
    document.head.appendChild(link);
  });
})();`;
}

/**
 * How the first load is split into files (output.codeSplitting): every module the entry imports
 * statically goes into one of two chunks, `framework` (node_modules: React, the router,
 * styled-components...) and `boot` (the app's shell), whatever lazy chunks share them. Left to
 * itself the bundler splits each module shared with a lazy chunk into its own small file (the
 * entry came in 21 files), and on HTTP/1.1 every file is a request on one of six connections.
 * @param {string} entry absolute path of the entry module (src/main.tsx)
 */
export function firstLoadChunks(entry) {
  /** @type {Set<string> | undefined} */
  let boot;
  const bootModules = (ctx) => {
    if (boot) return boot;
    boot = new Set();
    const visit = (id) => {
      if (boot.has(id)) return;
      boot.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(entry);
    boot.delete(entry);
    // Stylesheets stay with the entry chunk: index.html carries them (inlined by firstLoad), and a
    // lazy chunk importing from a chunk that owns CSS would ask for that CSS again.
    for (const id of boot) if (/\.css(?:$|\?)/.test(id)) boot.delete(id);
    return boot;
  };
  const nodeModule = (id) => /[\\/]node_modules[\\/]/.test(id);
  return {
    groups: [
      // Higher priority first: the libraries, then the app's modules (with what they import and no
      // library took: the router's and styled-components' helpers).
      {
        debugName: 'framework',
        priority: 20,
        name: (id, ctx) => (bootModules(ctx).has(id) && nodeModule(id) ? 'framework' : null),
      },
      {
        debugName: 'boot',
        priority: 10,
        name: (id, ctx) => (bootModules(ctx).has(id) ? 'boot' : null),
      },
    ],
  };
}

/** @returns {import('vite').Plugin} */
export function firstLoad() {
  return {
    name: 'cabinet:first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        // Only the app's own page (Storybook builds with this config too: its iframe is left alone).
        const entry = Object.values(bundle ?? {}).find(
          (chunk) =>
            chunk.type === 'chunk' &&
            chunk.isEntry &&
            chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${ENTRY_MODULE}`)),
        );
        if (!bundle || !entry) return html;
        let out = html;

        // 1. The stylesheet, inline.
        out = out.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return tag;
            delete bundle[file];
            return `<style nonce="${NONCE}">${String(asset.source).trim()}</style>`;
          },
        );

        // What index.html loads already: the entry and its static imports.
        const loaded = closure(bundle, entry.fileName, []);

        // 2. The route preloads.
        const pages = readPages(
          readFileSync(ROUTES_FILE, 'utf8'),
          readFileSync(PATHS_FILE, 'utf8'),
        );
        const plan = preloadPlan(bundle, pages, loaded);
        const script = `<script nonce="${NONCE}">${preloadScript(plan)}</script>`;

        return out.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}
