// Renders the signed-out pages (sign-in, registration, password reset, e-mail resend) to static
// HTML after `vite build`, for every locale and both themes: dist/signed-out/<locale>/<page>.<theme>.html.
// deploy/nginx.conf serves them for their URLs to a visitor without a session, so the form is on
// screen before any script has run; the app then takes over (src/app/shell/prerendered.ts).
//
// How: src/app/prerender/render.tsx is built for Node (Vite's SSR build, into
// node_modules/.cache/prerender) and run in a jsdom document: the app itself renders each page,
// with its router, guards and catalogues, and the HTML and styles are taken from that DOM. Each
// file is dist/index.html with #root filled in, the page's styles inline (under the same
// per-response nonce as the rest), the page's title and language, no boot screen and no web font
// (signed-out pages use the theme's system fonts: docs/performance.md).
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
        replacement: join(root, 'node_modules/styled-components/dist/styled-components.browser.esm.js'),
      },
    ],
  },
  build: {
    ssr: 'src/app/prerender/render.tsx',
    outDir: out,
    emptyOutDir: true,
    sourcemap: false,
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
  Object.defineProperty(globalThis, key, { configurable: true, value: key === 'window' ? dom.window : dom.window[key] });
}
const { renderPage } = await import(pathToFileURL(join(out, 'render.mjs')).href);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  replace(/\s*<style nonce="__CSP_NONCE__">\s*@font-face[\s\S]*?<\/style>/, '', 'the font rules');
  // The boot screen, its status line and the script that removes it: the page itself is here.
  replace(/\s*<style nonce="__CSP_NONCE__">\s*#boot[\s\S]*?<\/style>/, '', 'the boot screen style');
  replace(/\s*<div id="boot">[\s\S]*?<\/div>\s*<script nonce="__CSP_NONCE__">[\s\S]*?<\/script>/, '', 'the boot screen');
  replace(
    /<div id="root"><\/div>\s*<script nonce="__CSP_NONCE__">[\s\S]*?<\/script>/,
    `<div id="root" data-prerendered>${page.html}</div>`,
    '#root and the boot screen script',
  );
  replace(
    /<\/head>/,
    `<style nonce="__CSP_NONCE__" id="prerendered-styles">${page.css}</style>
    <script nonce="__CSP_NONCE__">
      // Until the app has taken over, a submitted form waits for it (prerendered.ts sends it again).
      document.addEventListener('submit', function (event) {
        if (!document.querySelector('#root[data-prerendered]')) return;
        event.preventDefault();
        window.__cabinetPendingSubmit = true;
      }, true);
    </script>
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
      if (page.html.includes('__CSP_NONCE__')) throw new Error('prerender: the page holds the nonce marker');
      const file = join(dist, 'signed-out', locale, `${name}.${suffix}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageFile(locale, page));
      files += 1;
    }
  }
}
console.log(`prerender: ${files} signed-out pages in ${join(dist, 'signed-out')}`);
process.exit(0);
