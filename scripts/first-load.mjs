// The first load of a production build, as index.html starts it (a Vite plugin: vite.config.ts).
//
// 1. The entry's stylesheet (the text font's @font-face rules, about 1 kB) goes into index.html as
//    a <style> under the per-response CSP nonce: no render-blocking request before the first paint,
//    and the inline scripts after it no longer wait for a stylesheet.
// 2. A small inline script preloads what the requested URL will need next: the page's route chunk
//    and its static imports, the HTTP client and the main layout when there is a session, and the
//    locale's catalogue parts. Without it those are requested only after the entry has arrived
//    and run (one more round trip, and the entry's start-up time, before the page can render).
// 3. `firstLoadChunks` (output.codeSplitting) keeps the entry's static imports in three files
//    (`react-dom`, `framework`, `boot`) and what home shares with other signed-in pages in one
//    (`cabinet`).
//
// The route table is imported as data: src/app/router/pages.ts (the router is built from it) and
// src/config/paths.ts (the only place that spells routes).
import { pages } from '../src/app/router/pages.ts';
import { paths } from '../src/config/paths.ts';
import { readFilters, toRequest } from '../src/features/transactions/filters.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales.ts';

const NONCE = '__CSP_NONCE__';
const MAIN_LAYOUT = 'src/app/layouts/MainLayout.tsx';
/** The account calls a restored session makes with the user's (src/session/session.ts). */
const ACCOUNT_DATA = 'src/session/accountData.ts';
const HOME_ROUTE = 'src/app/routes/home.tsx';
const ENTRY_MODULE = 'src/main.tsx';
/** The HTTP client (axios), loaded with the first call (src/api/http.ts): preloaded with a session. */
const HTTP_CLIENT = 'src/api/axiosClient.ts';

/**
 * The pages of the router, from its route table (src/app/router/pages.ts, plain data) and the
 * patterns of src/config/paths.ts.
 * @returns {{ pattern: string, module: string }[]} patterns relative to `/:lang/`, modules from the repository root
 */
export const routerPages = () =>
  Object.values(pages)
    .flat()
    .map((entry) => ({
      pattern: entry.route === '*' ? '*' : paths[entry.route].path,
      module: `src/app/routes/${entry.module}.tsx`,
    }));

/**
 * A pattern as a regular expression source: `wallet/:id` → `^wallet/[^/]+$`, an optional
 * parameter with its slash (`autologin/:token?` → `^autologin(?:/[^/]+)?$`); `*` matches anything.
 */
export const patternSource = (pattern) =>
  pattern === '*'
    ? '.*'
    : `^${pattern
        .split('/')
        .map((segment, index) => {
          const slash = index === 0 ? '' : '/';
          if (segment.startsWith(':'))
            return segment.endsWith('?') ? `(?:${slash}[^/]+)?` : `${slash}[^/]+`;
          return slash + segment.replace(/[.+?^${}()|[\]\\-]/g, '\\$&');
        })
        .join('')}$`;

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
 * layout's files and the session's account calls (`m`), the HTTP client's (`h`) and each locale's catalogue parts (`c`).
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
  const accountData = chunkOf(bundle, ACCOUNT_DATA);
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
    m: [
      ...new Set(
        [layout, accountData]
          .filter(Boolean)
          .flatMap((chunk) => closure(bundle, chunk.fileName, alreadyLoaded)),
      ),
    ].map(index),
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
 * The files of `plan` that a URL needs: the language (the stored one wins, as in the locale guard)
 * picks the catalogue parts, the session cookie adds the signed-in part, the HTTP client and the
 * main layout (the session check is the first thing that runs), the path picks the route. Runs in
 * the page (the inline script below, from this very source) and in the budget check.
 * Kept to what every browser the app supports runs without a build step.
 */
export function plannedFiles(plan, pathname, cookies) {
  var cookie = function (name) {
    var m = cookies.match(new RegExp('(?:^|;\\s*)' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : '';
  };
  var segments = pathname.split('/');
  var stored = cookie('locale');
  var catalogue = plan.c[plan.c[stored] ? stored : segments[1]];
  var rest = segments.slice(2).join('/').replace(/\/$/, '');
  var signedIn = cookie('token') !== '';
  var picked = [];
  if (catalogue) picked.push(catalogue[0]);
  if (catalogue && signedIn) picked.push(catalogue[1]);
  if (signedIn) picked = picked.concat(plan.h, plan.m);
  for (var i = 0; i < plan.r.length; i += 1) {
    if (new RegExp(plan.r[i][0]).test(rest)) {
      picked = picked.concat(plan.r[i][1]);
      break;
    }
  }
  return picked
    .filter(function (file, at) {
      return picked.indexOf(file) === at;
    })
    .map(function (file) {
      return plan.f[file];
    });
}

/**
 * The calls a restored session opens with (src/session/session.ts, `restoreSession`: the user,
 * and the account data of ./accountData), as [method, path, JSON body or null]. With a session
 * cookie, index.html sends them while the scripts download (`sessionCallsScript`), and the HTTP
 * client takes their answers instead of asking again (src/api/sessionCalls.ts):
 * tests/session/sessionCalls.test.ts checks that this list is what the restore sends.
 */
export const SESSION_CALLS = [
  ['POST', '/api/client-info', '{}'],
  ['POST', '/api/trading-account', null],
  ['POST', '/api/trading-account/list', null],
  ['POST', '/api/wallets', null],
  ['POST', '/api/settings/verification', null],
];

/**
 * A page's own first calls when its address has no query (the view the menu and links open), as
 * [route of src/config/paths.ts, method, path, JSON body or null]. index.html sends them with the
 * session's: the page's data is then on its way while its code downloads, not after it has run.
 * Only read calls, and only those the page makes before its first paint:
 * tests/session/pageCalls.test.tsx checks that each is exactly what its page sends.
 */
export const PAGE_CALLS = [
  // The list's first page without filters, built as the page builds it.
  [
    'transactions',
    'POST',
    '/api/transactions',
    JSON.stringify(toRequest(readFilters(new URLSearchParams()))),
  ],
  ['ipoCalendar', 'POST', '/api/ipo/calendar', null],
  ['analytics', 'POST', '/api/analytics', '{"period":"30d"}'],
];

/**
 * Sends SESSION_CALLS, and PAGE_CALLS of the page at `pathname` when `search` is empty, as the
 * HTTP client would (src/api/axiosClient.ts: the bearer token, the language the locale guard
 * settles on, the XSRF cookie's header) when the page has a session cookie, and returns what
 * the client looks for: when they left, and each call with the headers it carried and a promise
 * of its answer (status, body text, headers; null when none came).
 * Runs in the page (the inline script of index.html, from this very source), so kept to what
 * every supported browser runs without a build step.
 */
export function startSessionCalls(early, pathname, cookies, search) {
  var cookie = function (name) {
    var m = cookies.match(new RegExp('(?:^|;\\s*)' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : '';
  };
  var token = cookie('token');
  if (!token || typeof fetch !== 'function') return undefined;
  var known = function (lang) {
    return early.l.indexOf(lang) >= 0;
  };
  var stored = cookie('locale');
  var prefix = pathname.split('/')[1];
  var lang = known(stored) ? stored : known(prefix) ? prefix : early.d;
  var xsrf = cookie('XSRF-TOKEN');
  var base = new URL(early.u || '/', location.href);
  var wanted = early.c.slice();
  var rest = pathname.split('/').slice(2).join('/').replace(/\/$/, '');
  for (var p = 0; p < early.p.length && !search; p += 1) {
    if (new RegExp(early.p[p][0]).test(rest)) wanted.push(early.p[p].slice(1));
  }
  var calls = [];
  for (var i = 0; i < wanted.length; i += 1) {
    var call = wanted[i];
    var headers = {
      Accept: 'application/json',
      'Accept-Language': lang,
      Authorization: 'Bearer ' + token,
    };
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    if (call[2] !== null) headers['Content-Type'] = 'application/json';
    var url = new URL(base.pathname.replace(/\/+$/, '') + call[1], base).href;
    calls.push({
      m: call[0],
      u: url,
      b: call[2],
      a: headers.Authorization,
      l: lang,
      x: xsrf,
      r: fetch(url, {
        method: call[0],
        headers: headers,
        body: call[2] === null ? undefined : call[2],
        credentials: 'same-origin',
      })
        .then(function (response) {
          return response.text().then(function (text) {
            var received = {};
            response.headers.forEach(function (value, name) {
              received[name] = value;
            });
            return { s: response.status, t: text, h: received };
          });
        })
        .catch(function () {
          return null;
        }),
    });
  }
  return { t: performance.now(), c: calls };
}

/**
 * What startSessionCalls needs: the API's base URL, the session's calls, the pages' calls (the
 * route as a regular expression source), the languages and the default.
 */
export const sessionCallsPlan = (apiUrl) => ({
  u: apiUrl ?? '',
  c: SESSION_CALLS,
  p: PAGE_CALLS.map(([route, ...call]) => [patternSource(paths[route].path), ...call]),
  l: [...LOCALES],
  d: DEFAULT_LOCALE,
});

/** The inline script that starts the session's calls (see startSessionCalls). */
export function sessionCallsScript(early) {
  return `(function () {
  var startSessionCalls = ${startSessionCalls.toString()};
  window.__cabinetSessionCalls = startSessionCalls(${JSON.stringify(early).replace(/</g, '\\u003c')}, location.pathname, document.cookie, location.search);
})();`;
}

const PLAN_LINE = /var plan = (\{.*?\});\n/;

/** The plan an index.html carries, or undefined when it has none. */
export function readPlan(html) {
  const source = html.match(PLAN_LINE)?.[1];
  return source ? JSON.parse(source) : undefined;
}

/**
 * The inline script: adds <link rel="modulepreload"> for what this URL will load (plannedFiles).
 * Only a hint: a wrong guess costs a few kilobytes, never a wrong page.
 */
export function preloadScript(plan) {
  return `(function () {
  var plan = ${JSON.stringify(plan)};
  var plannedFiles = ${plannedFiles.toString()};
  plannedFiles(plan, location.pathname, document.cookie).forEach(function (file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  });
})();`;
}

/**
 * The page modules of the router, absolute: signed-out (the sign-in flows under routes/auth) and
 * signed-in (every other page, and the main layout).
 * @param {string} entry absolute path of src/main.tsx
 */
export function routeRoots(entry) {
  const root = entry.replace(/[\\/]src[\\/]main\.tsx$/, '');
  const pages = routerPages();
  const abs = (module) => `${root}/${module}`;
  const auth = (module) => module.startsWith('src/app/routes/auth/');
  return {
    signedOut: pages.filter((page) => auth(page.module)).map((page) => abs(page.module)),
    signedIn: [
      ...pages.filter((page) => !auth(page.module)).map((page) => abs(page.module)),
      abs(MAIN_LAYOUT),
    ],
    // Where a session lands (sign-in, a reload of the cabinet's start page).
    landing: [abs(HOME_ROUTE), abs(MAIN_LAYOUT)],
  };
}

/** The form kit's modules (a path with forward slashes): what every form of the sign-in page uses. */
const FORM_KIT =
  /\/src\/(?:form\/(?!money\/|useIdempotencyKey)[^/]+|api\/payload\.ts|design-system\/(?:ErrorBanner|PasswordField)\/[^/]+)$/;
/** The fields signed-in pages use without a form (a filter, a checkbox): the sign-in page's too. */
const FIELDS = /\/src\/design-system\/(?:Field|FieldError|TextField|Checkbox)\/[^/]+$/;

/**
 * How the first load is split into files (output.codeSplitting): every module the entry imports
 * statically goes into `react-dom`, `framework` (the other libraries: the router,
 * styled-components...) or `boot` (the app's shell), whatever lazy chunks share them. Left to
 * itself the bundler splits each module shared with a lazy chunk into its own small file (the
 * entry came in 21 files), and on HTTP/1.1 every file is a request on one of six connections.
 * @param {string} entry absolute path of the entry module (src/main.tsx)
 */
export function firstLoadChunks(entry, roots = routeRoots(entry)) {
  /** Every module `root` imports statically, itself included. */
  const reachable = (ctx, root) => {
    const seen = new Set();
    const visit = (id) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(root);
    return seen;
  };
  // Stylesheets stay out of the groups, with the entry chunk: index.html carries them (inlined by
  // firstLoad), and a lazy chunk importing from a chunk that owns CSS would ask for that CSS again.
  const stylesheet = (id) => /\.css(?:$|\?)/.test(id);
  /** @type {Set<string> | undefined} */
  let boot;
  const bootModules = (ctx) => {
    boot ??= new Set([...reachable(ctx, entry)].filter((id) => id !== entry && !stylesheet(id)));
    return boot;
  };
  // React DOM is half of the libraries: in a file of its own, the two halves arrive over two
  // connections (each TCP connection starts slow; over HTTP/1.1 a big file is one connection).
  const REACT_DOM = /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/;
  const nodeModule = (id) => /[\\/]node_modules[\\/]/.test(id);
  /**
   * Modules of the landing page (home, and the main layout around it) that other signed-in pages
   * import statically too.
   */
  let shared;
  const cabinetModules = (ctx) => {
    if (shared) return shared;
    const reach = (root) => reachable(ctx, root);
    const signedOut = new Set(roots.signedOut.flatMap((root) => [...reach(root)]));
    const landing = new Set(roots.landing.flatMap((root) => [...reach(root)]));
    const uses = new Map();
    for (const root of roots.signedIn)
      for (const id of reach(root)) if (id !== root) uses.set(id, (uses.get(id) ?? 0) + 1);
    shared = new Set(
      [...uses]
        .filter(
          ([id, count]) => count >= 2 && landing.has(id) && !signedOut.has(id) && !stylesheet(id),
        )
        .map(([id]) => id),
    );
    return shared;
  };
  return {
    groups: [
      // Higher priority first: the libraries, then the app's modules (with what they import and no
      // library took: the router's and styled-components' helpers), then what home shares with
      // other signed-in pages: one `cabinet` file instead of some twenty small ones (the design
      // system's parts, the features' readers) that home asked for one by one.
      {
        debugName: 'react-dom',
        priority: 30,
        name: (id, ctx) => (bootModules(ctx).has(id) && REACT_DOM.test(id) ? 'react-dom' : null),
      },
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
      {
        debugName: 'cabinet',
        priority: 5,
        // Only the shared modules themselves: what they import and a sign-in page uses too (a
        // field, a button) stays where it was, so the sign-in pages never load this file.
        includeDependenciesRecursively: false,
        name: (id, ctx) =>
          !bootModules(ctx).has(id) && cabinetModules(ctx).has(id) ? 'cabinet' : null,
      },
      {
        // The form kit (src/form but the money forms, the request body builder, the error banner,
        // the password field): one file, as the sign-in page needs all of it, rather than pieces
        // cut where signed-in pages share different parts of it.
        debugName: 'form',
        priority: 4,
        includeDependenciesRecursively: false,
        name: (id, ctx) =>
          !bootModules(ctx).has(id) && FORM_KIT.test(id.replaceAll('\\', '/')) ? 'form' : null,
      },
      {
        debugName: 'fields',
        priority: 3,
        includeDependenciesRecursively: false,
        name: (id, ctx) =>
          !bootModules(ctx).has(id) && FIELDS.test(id.replaceAll('\\', '/')) ? 'fields' : null,
      },
    ],
  };
}

/**
 * @param {{ sessionCalls?: { apiUrl?: string } | false }} [options] `sessionCalls`: index.html
 * starts the session's calls (not in the builds whose backend is the in-browser mock: it is not
 * running yet when the HTML is parsed).
 * @returns {import('vite').Plugin}
 */
export function firstLoad(options = {}) {
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

        // 1. The stylesheet, inline. The file stays in the build: a lazy chunk imported from another
        // lazy chunk (analytics → its charts) lists the CSS of everything it imports among the
        // files to load first, and would fail on a 404 (the browser gets it once, 1 kB, cached).
        out = out.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return tag;
            return `<style nonce="${NONCE}">${String(asset.source).trim()}</style>`;
          },
        );

        // What index.html loads already: the entry and its static imports.
        const loaded = closure(bundle, entry.fileName, []);

        // 2. The route preloads.
        const plan = preloadPlan(bundle, routerPages(), loaded);
        let script = `<script nonce="${NONCE}">${preloadScript(plan)}</script>`;

        // 3. The session's first calls, before the scripts that would make them have arrived.
        if (options.sessionCalls)
          script = `<script nonce="${NONCE}">${sessionCallsScript(sessionCallsPlan(options.sessionCalls.apiUrl))}</script>\n    ${script}`;

        return out.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}
