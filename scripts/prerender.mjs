// Renders the signed-out pages (sign-in, registration, password reset, e-mail resend) to static
// HTML after `vite build`, for every locale and both themes: dist/signed-out/<locale>/<page>.<theme>.html.
// deploy/nginx.conf serves them for their URLs to a visitor without a session, so the form is on
// screen before any script has run; the app then takes over (src/app/shell/prerendered.ts).
//
// How: src/app/prerender/render.tsx is built for Node (Vite's SSR build, into
// node_modules/.cache/prerender) and run in a jsdom document: the app itself renders each page,
// with its router, guards and catalogues, and the HTML and styles are taken from that DOM. Each
// file is dist/index.html with #root filled in, the page's styles inline (under the same
// per-response nonce as the rest), the page's title and language, no boot screen, and no web font
// (its @font-face rules are there but off until a signed-in page shows: src/app/shell/webFonts.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, process.argv[2] ?? 'dist');
const out = join(root, 'node_modules/.cache/prerender');

/** The pages, by file name: the path rendered (a placeholder token where the URL has one). */
const SIGNED_OUT_PAGES = {
  login: 'login',
  register: 'register',
  'password-request': 'password/reset',
  'password-reset': 'password/reset/token',
  'email-resend': 'email/resend',
};
const THEMES = { light: 'light-theme', dark: 'dark-theme' };
const locales = readdirSync(join(root, 'lang'))
  .filter((name) => /^[a-z]{2}\.json$/.test(name))
  .map((name) => name.slice(0, 2));

await build({
  configFile: join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  // styled-components bundled, and its browser build: the page renders in a DOM as in a browser
  // (Node's build leaves global styles out of a client render, and Node would load its CommonJS
  // file, whose default export is not `styled`).
  ssr: { noExternal: ['styled-components'] },
  resolve: {
    alias: [
      {
        find: /^styled-components$/,
        replacement: join(
          root,
          'node_modules/styled-components/dist/styled-components.browser.esm.js',
        ),
      },
    ],
  },
  build: {
    ssr: 'src/app/prerender/render.tsx',
    outDir: out,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
  },
});

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://127.0.0.1/',
  pretendToBeVisual: true,
});
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in globalThis) continue;
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => dom.window[key],
  });
}
for (const key of ['navigator', 'window', 'document']) {
  Object.defineProperty(globalThis, key, {
    configurable: true,
    value: key === 'window' ? dom.window : dom.window[key],
  });
}
const { renderPage } = await import(pathToFileURL(join(out, 'render.mjs')).href);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's one script: it loads the app at the visitor's first sign of intent (a key, a touch,
 * a pointer press, a focus, a change), so a page that is only read costs its HTML; at once when
 * the address has a query (the app fills in what it carries). Until the app has
 * taken over it notes what the visitor does that the HTML cannot do alone (src/app/shell/
 * prerendered.ts carries it over): a submitted form is held back (never sent as a plain GET), a
 * pressed button is pressed again.
 */
function loader(entry, preloads, plan) {
  return `(function () {
      var nonce = document.currentScript.nonce;
      var early = (window.__cabinetEarly = {});
      var intents = ['focusin', 'pointerdown', 'keydown', 'touchstart', 'input', 'change'];
      var started = false;
      var page = function () { return document.querySelector('#root[data-prerendered]'); };
      // A first visit adopts the address's language and stores it (the specification's locale
      // rule; nginx sends this file only when no other language is stored), as the app would.
      if (!/(?:^|;\\s*)locale=/.test(document.cookie)) {
        document.cookie = 'locale=' + document.documentElement.lang + '; path=/; expires=' +
          new Date(Date.now() + 365 * 864e5).toUTCString() + '; SameSite=Lax' +
          (location.protocol === 'https:' ? '; Secure' : '');
      }
      // A device that knows the backend offers passkeys (src/session/passkeys.ts) gets the passkey
      // button: its place is kept from the first paint, and the app comes at once to show it.
      var passkeys = false;
      try {
        passkeys = localStorage.getItem('passkeysOffered') === '1' &&
          typeof PublicKeyCredential === 'function';
      } catch (error) {
        passkeys = false;
      }
      if (passkeys) document.documentElement.setAttribute('data-passkeys', '');
      function start() {
        if (started) return;
        started = true;
        intents.forEach(function (type) { removeEventListener(type, start, true); });
        ${JSON.stringify(preloads)}.forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
        var plan = document.createElement('script');
        plan.nonce = nonce;
        plan.textContent = ${JSON.stringify(plan).replace(/</g, '\\u003c')};
        document.head.appendChild(plan);
        var app = document.createElement('script');
        app.type = 'module';
        app.crossOrigin = '';
        app.src = ${JSON.stringify(entry)};
        document.head.appendChild(app);
      }
      intents.forEach(function (type) { addEventListener(type, start, true); });
      // An address with a query carries what the HTML cannot know (the e-mail of a reset link).
      if (location.search || passkeys) start();
      addEventListener('submit', function (event) {
        if (!page()) return;
        event.preventDefault();
        early.submit = true;
        start();
      }, true);
      // A press in progress (pointer down, click not yet fired) delays the takeover: a click whose
      // press and release landed on two different buttons would be lost.
      addEventListener('pointerdown', function () { early.down = true; }, true);
      addEventListener('pointercancel', function () { early.down = false; }, true);
      addEventListener('pointerup', function () {
        setTimeout(function () { early.down = false; }, 0);
      }, true);
      addEventListener('click', function (event) {
        var root = page();
        var button = root && event.target.closest && event.target.closest('button');
        if (!button || button.type === 'submit' || !root.contains(button)) return;
        early.click = [].indexOf.call(root.querySelectorAll('button'), button);
      }, true);
    })();`;
}

/** dist/index.html made into one page's file. */
function pageFile(locale, page) {
  let html = template;
  const replace = (pattern, by, what) => {
    if (!pattern.test(html)) throw new Error(`prerender: ${what} not found in dist/index.html`);
    html = html.replace(pattern, by);
  };
  replace(/<html lang="[^"]*"/, `<html lang="${locale}"`, '<html lang>');
  replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  // No web font on signed-out pages: the preload and the inlined @font-face rules go.
  replace(/\s*<link rel="preload"[^>]*as="font"[^>]*>/, '', 'the font preload');
  // The @font-face rules stay, switched off (media="not all"): the cabinet's layout turns them on
  // once signed in (src/app/shell/webFonts.ts).
  replace(
    /<style nonce="__CSP_NONCE__">(\s*@font-face)/,
    '<style nonce="__CSP_NONCE__" id="web-fonts" media="not all">$1',
    'the font rules',
  );
  // The boot screen, its status line and the script that removes it: the page itself is here.
  replace(/\s*<style nonce="__CSP_NONCE__">\s*#boot[\s\S]*?<\/style>/, '', 'the boot screen style');
  replace(
    /\s*<div id="boot">[\s\S]*?<\/div>\s*<script nonce="__CSP_NONCE__">[\s\S]*?<\/script>/,
    '',
    'the boot screen',
  );
  replace(
    /<div id="root"><\/div>\s*<script nonce="__CSP_NONCE__">[\s\S]*?<\/script>/,
    `<div id="root" data-prerendered>${page.html}</div>`,
    '#root and the boot screen script',
  );
  // The app's scripts wait for the visitor (loader below): the entry, its static imports and the
  // route preload plan come out of the head.
  const entry = html.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('prerender: the entry script not found in dist/index.html');
  html = html.replace(entry[0], '');
  const preloads = [];
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href) => {
    preloads.push(href);
    return '';
  });
  // The session's calls (scripts/first-load.mjs): these files are only served without a session
  // cookie (deploy/nginx.conf), where that script sends nothing.
  html = html.replace(
    /\s*<script nonce="__CSP_NONCE__">\(function \(\) \{\s*var startSessionCalls = [\s\S]*?<\/script>/,
    '',
  );
  const plan = html.match(
    /\s*<script nonce="__CSP_NONCE__">(\(function \(\) \{\s*var plan = [\s\S]*?)<\/script>/,
  );
  if (!plan) throw new Error('prerender: the route preload script not found in dist/index.html');
  html = html.replace(plan[0], '');
  replace(
    /<\/head>/,
    `<style nonce="__CSP_NONCE__" id="prerendered-styles">${page.css}</style>
    <script nonce="__CSP_NONCE__">${loader(entry[1], preloads, plan[1])}</script>
  </head>`,
    '</head>',
  );
  return html;
}

let files = 0;
for (const locale of locales) {
  for (const [name, path] of Object.entries(SIGNED_OUT_PAGES)) {
    for (const [suffix, theme] of Object.entries(THEMES)) {
      const page = await renderPage(`/${locale}/${path}`, theme);
      if (page.html.includes('__CSP_NONCE__'))
        throw new Error('prerender: the page holds the nonce marker');
      const file = join(dist, 'signed-out', locale, `${name}.${suffix}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageFile(locale, page));
      files += 1;
    }
  }
}
console.log(`prerender: ${files} signed-out pages in ${join(dist, 'signed-out')}`);
process.exit(0);
