// ESLint flat config. The layer rules mirror docs/ARCHITECTURE.md:
// app -> features -> {form, session, config, api, stores, i18n, mocks} -> lib, and
// app/features -> page -> design-system -> theme (form -> design-system too).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const layer = (target, from, message) => ({ target, from, message });

const MIDDLE = ['api', 'form', 'session', 'config', 'stores', 'i18n', 'mocks'];

const zones = [
  layer(
    './src/design-system/theme',
    ['./src/app', './src/features', './src/page', ...MIDDLE.map((m) => `./src/${m}`), './src/lib'],
    'The theme is the bottom layer: it imports nothing of the app.',
  ),
  ...['app', 'features', 'page', ...MIDDLE].map((upper) =>
    layer(
      './src/design-system',
      `./src/${upper}`,
      `The design system is presentational: it never imports src/${upper} (data in as props, events out).`,
    ),
  ),
  // The page kit sits between the features and the design system: what every page shares
  // (header, query states, the router's link). Data comes in as props; it knows no feature.
  ...['app', 'features', ...MIDDLE].map((other) =>
    layer(
      './src/page',
      `./src/${other}`,
      `The page kit never imports src/${other}: a page passes its data and texts in.`,
    ),
  ),
  ...['app', 'features', 'page', ...MIDDLE, 'design-system'].map((upper) =>
    layer(
      './src/lib',
      `./src/${upper}`,
      `src/lib holds non-visual helpers: it never imports src/${upper}.`,
    ),
  ),
  ...MIDDLE.flatMap((mid) =>
    ['app', 'features', 'page', ...(mid === 'form' ? [] : ['design-system'])].map((upper) =>
      layer(
        `./src/${mid}`,
        `./src/${upper}`,
        `src/${mid} never imports src/${upper}: it emits events or returns data instead.`,
      ),
    ),
  ),
  // The wire layer knows nothing of forms or the session built on top of it.
  ...['form', 'session', 'config'].map((upper) =>
    layer(
      './src/api',
      `./src/${upper}`,
      `src/api is wire-level only: it never imports src/${upper}.`,
    ),
  ),
  layer(
    './src/features',
    './src/app',
    'Features never import the app layer: compose them in src/app.',
  ),
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: compose them in src/app.',
  })),
];

/** src/api is the wire: no React rendering, no translated texts (those live in src/form and features). */
const wireBans = {
  paths: [
    {
      name: 'react',
      message:
        'src/api is wire-level: hooks and components belong in src/form, src/session or a feature.',
    },
    { name: 'react-dom', message: 'src/api is wire-level: no rendering.' },
    {
      name: 'react-intl',
      message: 'src/api holds no UI text: translate in src/form or a feature.',
    },
  ],
};

/** The page kit may know the router, react-intl and react-query's types; never the network or stores. */
const pageKitBans = {
  paths: [
    {
      name: 'axios',
      message: 'The page kit never talks to the network: the page passes its query in.',
    },
    { name: 'js-cookie', message: 'The page kit never reads cookies.' },
    { name: 'zustand', message: 'The page kit never reads stores: the page passes what it needs.' },
  ],
};

const presentationalBans = {
  paths: [
    { name: 'axios', message: 'The design system never talks to the network.' },
    { name: 'js-cookie', message: 'The design system never reads cookies.' },
    { name: 'zustand', message: 'The design system never reads stores.' },
    { name: '@tanstack/react-query', message: 'The design system never fetches data.' },
    {
      name: 'react-router-dom',
      message: 'The design system never knows the router: take hrefs and render props.',
    },
    { name: 'react-router', message: 'The design system never knows the router.' },
    { name: 'react-intl', message: 'The design system takes strings as props (English defaults).' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      'dist-*/**',
      'storybook-static',
      'storybook-static-*/**',
      'coverage',
      'test-results',
      'playwright-report',
      'src/mocks/public/mockServiceWorker.js',
      'src/api/generated/**',
      'src/i18n/compiled/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-self-import': 'error',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/enforce-id': ['off'],
    },
  },
  {
    // Short functions stay short (docs/ARCHITECTURE.md, "Habits"): a component or hook over 120
    // lines is split into named pieces (a filter bar, the results, a dialog, a smaller hook, a
    // pure derivation beside it). Generated code and the mock worker are ignored above.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['src/design-system/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', presentationalBans] },
  },
  {
    files: ['src/page/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', pageKitBans] },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', wireBans] },
  },
  {
    // A route module imports the exact modules it renders, never a feature's index: an index
    // re-exports every page of its feature, and the route's chunk would then load them all.
    files: ['src/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+$',
              message:
                'Import the module itself (@/features/<name>/<Module>): an index pulls every page of the feature into this route.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every answer a screen reads goes through its contract reader (src/api/readers) as the
    // query's `select`: one that forgot it would get unchecked data (a decimal-string amount shown
    // as "—", unreadable entries as "No … yet").
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^useGet[A-Z]/]:not(:has(Property[key.name='select']))",
          message: 'Read the answer with its reader from @/api/readers: pass it as `query.select`.',
        },
      ],
    },
  },
  {
    // Every user-visible string of a page goes through react-intl.
    files: ['src/app/**/*.tsx', 'src/features/**/*.tsx', 'src/page/**/*.tsx'],
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,title,placeholder,alt}']] } },
      ],
    },
  },
  {
    // The developer panel and demo helpers never reach production and are not product text:
    // plain English, kept out of the translated catalogues.
    files: ['src/app/dev/**/*.tsx'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
