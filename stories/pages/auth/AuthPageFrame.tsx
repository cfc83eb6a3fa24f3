import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Route, Routes } from 'react-router-dom';
import { landingMessages } from '@/app/layouts/AuthLayout';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';

/**
 * The auth layout as the client sees it (welcome panel on the left from md up, the page on the
 * right), without the app's navbar, which needs the app's data router. `path` is the route
 * pattern the page reads its params from, e.g. `/:lang/autologin/:token`.
 */
export function AuthPageFrame({ path, children }: { path: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <AuthSplitLayout
      title={intl.formatMessage(landingMessages.title)}
      subtitle={intl.formatMessage(landingMessages.subtitle)}
      tagline={intl.formatMessage(landingMessages.tagline)}
    >
      <Routes>
        <Route path={path} element={children} />
        <Route path="*" element={<p>Left the page</p>} />
      </Routes>
    </AuthSplitLayout>
  );
}

/** Story settings of an auth page: full-screen, opened at `url`, rendered under `path`. */
export function authPage(path: string, url: string) {
  const decorator: Decorator = (Story) => (
    <AuthPageFrame path={path}>
      <Story />
    </AuthPageFrame>
  );
  return {
    decorators: [decorator],
    parameters: { layout: 'fullscreen', route: { initialEntries: [url] } },
  };
}
