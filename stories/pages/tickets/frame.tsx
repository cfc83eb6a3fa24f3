import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { signedInPage } from '../analytics/SignedInFrame';

/**
 * Story settings of a signed-in page that reads route params: the demo token, the page in a
 * `<main>`, opened at `url` and rendered under the route pattern `path` (e.g. `/:lang/tickets/:id`).
 */
export function routedPage(path: string, url: string) {
  const signedIn = signedInPage(url);
  const routes: Decorator = (Story) => (
    <Routes>
      <Route path={path} element={<Story />} />
      <Route path="*" element={<p>Left the page</p>} />
    </Routes>
  );
  return { ...signedIn, decorators: [routes, ...signedIn.decorators] };
}

/** A small file as a user picks it. */
export const pickedFile = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_773_655_200_000 });
