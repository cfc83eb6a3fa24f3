import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker lives outside public/ so the app's production build never ships it.
  staticDirs: ['../public', '../src/mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables of the docs pages come from the TypeScript compiler, half the build's time.
  // The build `npm test` runs the stories against (STORYBOOK_FOR_TESTS=1, scripts/test-all.mjs)
  // has no docs pages to show and skips it: 20 s -> 11 s here, the same 748 tests passing.
  typescript: {
    reactDocgen: process.env.STORYBOOK_FOR_TESTS === '1' ? false : 'react-docgen-typescript',
  },
  async viteFinal(viteConfig) {
    // Stories run on the in-browser mock backend, never on a real API.
    viteConfig.define = {
      ...viteConfig.define,
      'import.meta.env.VITE_API_MOCKING': JSON.stringify('true'),
    };
    // Precompressed `.br`/`.gz` files are for nginx (vite.config.ts); the static server of the
    // Storybook tests never sends them, and brotli at level 11 was 20 s of a 48 s build.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) => !(plugin && 'name' in plugin && plugin.name === 'vite-plugin-compression'),
      );
    return viteConfig;
  },
};

export default config;
