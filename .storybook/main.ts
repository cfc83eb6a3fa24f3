import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker lives outside public/ so the app's production build never ships it.
  staticDirs: ['../public', '../src/mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // Stories run on the in-browser mock backend, never on a real API.
    viteConfig.define = {
      ...viteConfig.define,
      'import.meta.env.VITE_API_MOCKING': JSON.stringify('true'),
    };
    return viteConfig;
  },
};

export default config;
