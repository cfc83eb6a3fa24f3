import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { queryClient } from '@/app/queryClient';
import { routes } from '@/app/router/routes';
import { loadResponseRegistry } from '@/api/validation';
import { themes } from '@/design-system/theme';
import { loadMessages } from '@/i18n/loadMessages';
import { server } from '@/mocks/node';
import { getCurrentUser } from '@/session';
import { useSession } from '@/stores/session';
import { messagesOf } from '../utils/render';
import { silenceExpected } from '../utils/console';

const partner = {
  id: 9,
  first_name: 'Pat',
  second_name: 'Partner',
  email: 'pat@example.com',
  status: 'active',
  role: 'partner',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: '2026-01-01T00:00:00Z',
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={themes['light-theme']}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" defaultLocale="en" messages={messagesOf('en')}>
          <RouterProvider router={router} />
        </IntlProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const settledAt = async (router: ReturnType<typeof renderAt>, pathname: string) =>
  waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
      expect(router.state.location.pathname).toBe(pathname);
    },
    { timeout: 10_000 },
  );

// As in production, where answers are not checked against the contract: the check of development
// and tests would refuse the role itself, and this is about a role the backend added after the
// cabinet was built.
let clientInfoSchema: ZodType | undefined;
beforeAll(async () => {
  await loadMessages('en');
  const registry = (await loadResponseRegistry()) as Map<string, ZodType>;
  clientInfoSchema = registry.get('getClientInfo');
  registry.delete('getClientInfo');
});
afterAll(async () => {
  if (clientInfoSchema)
    ((await loadResponseRegistry()) as Map<string, ZodType>).set('getClientInfo', clientInfoSchema);
});
afterEach(() => queryClient.clear());

describe('a user whose role the cabinet does not know', () => {
  // What these tests make fail on purpose; what the page shows is asserted.
  silenceExpected(/^Failed to load /);
  it('is signed in to home with the sections every client has, and kept out of role areas', async () => {
    Cookies.set('token', 'partner-token');
    useSession.getState().hydrate();
    server.use(http.post('*/api/client-info', () => HttpResponse.json(partner)));

    const router = renderAt('/en/investor');
    await settledAt(router, '/en/unauthorized');
    expect(useSession.getState().token).toBe('partner-token');
    expect(getCurrentUser(queryClient)?.first_name).toBe('Pat');

    await router.navigate('/en/home');
    await settledAt(router, '/en/home');
    const sections = await screen.findByRole(
      'navigation',
      { name: /sections/i },
      { timeout: 10_000 },
    );
    expect(within(sections).getByRole('link', { name: 'Wallets' })).toBeInTheDocument();
    expect(within(sections).getByRole('link', { name: 'Support tickets' })).toBeInTheDocument();
    expect(within(sections).queryByRole('link', { name: /investor/i })).toBeNull();
    expect(useSession.getState().token).toBe('partner-token');
  });
});
