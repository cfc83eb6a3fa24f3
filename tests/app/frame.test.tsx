import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/app/queryClient';
import { routes } from '@/app/router/routes';
import { connectApiEvents } from '@/app/shell/apiEvents';
import { useOffline } from '@/app/shell/offline';
import { themes } from '@/design-system/theme';
import { loadMessages } from '@/i18n/loadMessages';
import { SEEDED_TOKENS } from '@/mocks/db';
import { setScenario } from '@/mocks/scenarios';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { clearWhenSettled, messagesOf } from '../utils/render';
import { silenceExpected } from '../utils/console';

function signedInAs(token: string) {
  Cookies.set('token', token);
  useSession.getState().hydrate();
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const locale = usePreferences.getState().locale;
  render(
    <ThemeProvider theme={themes['light-theme']}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={locale} defaultLocale="en" messages={messagesOf(locale)}>
          <RouterProvider router={router} />
        </IntlProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const lazyRoutes = (tree: RouteObject[]): (() => Promise<unknown>)[] =>
  tree.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
    ...lazyRoutes(route.children ?? []),
  ]);

beforeAll(async () => {
  // As App does: the HTTP client's events become the offline state and the dialogs.
  connectApiEvents();
  await Promise.all([...lazyRoutes(routes).map((load) => load()), loadMessages('en')]);
  // Every page module, transformed on first import: seconds on a machine busy with other work
  // (it timed out at Vitest's 10 s once, with a full suite and another job on the same 2 cores):
  // its limit is vitest.config.ts's `every-page` project.
});
beforeEach(() => useOffline.getState().set(false));
afterEach(() => clearWhenSettled(queryClient));

const findSidebar = () => screen.findByRole('complementary', { name: 'Profile and balance' }, slow);
/** The banner when a call got no answer while the browser is online (jsdom always is). */
const offlineText = /Our server cannot be reached right now/;
/** Pages, the demo backend and the response validation take their time on a busy machine. */
const slow = { timeout: 10_000 };

describe('the frame of the signed-in pages', () => {
  // The calls these tests make fail on purpose; what the page shows is asserted.
  silenceExpected(/^Failed to load /);
  it('stays on the page with one offline banner when the network is down; online restores the page', async () => {
    signedInAs(SEEDED_TOKENS.client);
    setScenario('*', 'network');
    const router = renderAt('/en/home');
    expect(await screen.findByText(offlineText, undefined, slow)).toBeInTheDocument();
    expect(screen.getAllByText(offlineText)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/en/home');
    expect(useSession.getState().token).toBe(SEEDED_TOKENS.client);

    setScenario('*', null);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(offlineText)).toBeNull());
    // Back online, what failed is asked for again.
    expect(
      await within(await findSidebar()).findByText('$ 1,250.00', undefined, slow),
    ).toBeInTheDocument();
  });

  it('lowers the offline banner with its retry once the server answers', async () => {
    signedInAs(SEEDED_TOKENS.client);
    setScenario('*', 'network');
    renderAt('/en/home');
    await screen.findByText(offlineText, undefined, slow);
    setScenario('*', null);
    const user = userEvent.setup();
    const banner = screen.getByText(offlineText).closest('[role="status"]') as HTMLElement;
    await user.click(within(banner).getByRole('button', { name: 'Check connection' }));
    await waitFor(() => expect(screen.queryByText(offlineText)).toBeNull());
    expect(
      await within(await findSidebar()).findByText('$ 1,250.00', undefined, slow),
    ).toBeInTheDocument();
  });

  it('one call without an answer while the others answer: its part says so, no offline banner', async () => {
    signedInAs(SEEDED_TOKENS.client);
    setScenario('getWallets', 'network');
    let raised = false;
    const stop = useOffline.subscribe((state) => (raised ||= state.offline));
    renderAt('/en/home');
    const main = await screen.findByRole('main', undefined, slow);
    expect(
      await within(main).findByText('Your wallets could not be loaded', undefined, slow),
    ).toBeInTheDocument();
    stop();
    // Not even for a moment (it used to flash until the next answer lowered it).
    expect(raised).toBe(false);
    expect(screen.queryByText(offlineText)).toBeNull();
    setScenario('getWallets', null);
    await userEvent.setup().click(within(main).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await findSidebar()).findByText('$ 1,250.00', undefined, slow),
    ).toBeInTheDocument();
  });

  it('retries a failed balance in place from the sidebar', async () => {
    signedInAs(SEEDED_TOKENS.client);
    setScenario('getWallets', '500json');
    // A page that does not show the wallets itself: the sidebar says they failed.
    renderAt('/en/settings/settings');
    const retry = await within(await findSidebar()).findByRole('button', { name: 'Retry' }, slow);
    setScenario('getWallets', null);
    const user = userEvent.setup();
    // The server-error dialog came too: "Try again" there refetches as well; close it first.
    const dialog = await screen.findByRole('dialog', undefined, slow);
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await user.click(retry);
    expect(
      await within(await findSidebar()).findByText('$ 1,250.00', undefined, slow),
    ).toBeInTheDocument();
  });

  it('on home the wallets section says the balance failed and the sidebar only shows a dash', async () => {
    signedInAs(SEEDED_TOKENS.client);
    setScenario('getWallets', '500json');
    renderAt('/en/home');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', undefined, slow);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText('Your wallets could not be loaded', undefined, slow),
    ).toBeInTheDocument();
    const sidebar = await findSidebar();
    expect(within(sidebar).getByText('Not loaded, see the page')).toBeInTheDocument();
    expect(within(sidebar).queryByRole('button', { name: 'Retry' })).toBeNull();
    setScenario('getWallets', null);
    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(sidebar).findByText('$ 1,250.00', undefined, slow)).toBeInTheDocument();
  });

  it('"Try again" in the server-error dialog refetches what failed', async () => {
    signedInAs(SEEDED_TOKENS.client);
    setScenario('getWallets', '500json');
    renderAt('/en/home');
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' }, slow);
    setScenario('getWallets', null);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(await findSidebar()).findByText('$ 1,250.00', undefined, slow),
    ).toBeInTheDocument();
  });

  it('marks the current section, also on its sub-pages, and hides the investor area from clients', async () => {
    signedInAs(SEEDED_TOKENS.client);
    renderAt('/en/ipo/history');
    const sections = within(await findSidebar()).getByRole('navigation', { name: 'More sections' });
    await waitFor(() =>
      expect(within(sections).getByRole('link', { name: 'IPO' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    const current = within(sections)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(within(sections).queryByRole('link', { name: 'Investor area' })).toBeNull();
    expect(within(sections).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/en/settings/profile',
    );
  });

  it('shows the rejected identity check with a link to the verification page', async () => {
    signedInAs(SEEDED_TOKENS.client);
    renderAt('/en/home');
    expect(
      await screen.findByText(/identity check was rejected/, undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to verification' })).toHaveAttribute(
      'href',
      '/en/settings/verification',
    );
  });

  it('hides balances with the privacy toggle, remembered in local storage', async () => {
    signedInAs(SEEDED_TOKENS.client);
    renderAt('/en/home');
    const amount = await within(await findSidebar()).findByText('$ 1,250.00', undefined, slow);
    const sensitive = amount.closest('[data-sensitive]') as HTMLElement;
    expect(document.documentElement).toHaveAttribute('data-privacy', 'off');
    const toggle = screen.getByRole('button', { name: 'Hide balances' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-privacy', 'on');
    expect(localStorage.getItem('privacyMode')).toBe('true');
    // The global style blurs [data-sensitive] under html[data-privacy=on] (jsdom computes no
    // filters: the blur itself is checked in the browser, tests/e2e/frame-privacy.spec.ts).
    expect(sensitive).toHaveTextContent('$ 1,250.00');
  });

  it('puts "Skip to content" first in the Tab order, leading to the main landmark', async () => {
    signedInAs(SEEDED_TOKENS.client);
    renderAt('/en/home');
    await screen.findByRole('heading', { level: 1 }, slow);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('has the legal footer, support going to the tickets page', async () => {
    signedInAs(SEEDED_TOKENS.client);
    renderAt('/en/home');
    const footer = await screen.findByRole('contentinfo', { name: 'Legal information' }, slow);
    expect(footer).toHaveTextContent(/leveraged products/);
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
    const terms = within(footer).getByRole('link', { name: /Terms and conditions/ });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the frame of the sign-in pages', () => {
  // The calls these tests make fail on purpose; what the page shows is asserted.
  silenceExpected(/^Failed to load /);
  it('greets a returning client on sign-in and a new one on registration', async () => {
    const router = renderAt('/en/login');
    expect(
      await screen.findByRole('complementary', { name: 'Welcome back!' }, slow),
    ).toBeInTheDocument();
    await router.navigate('/en/register');
    expect(
      await screen.findByRole('complementary', { name: 'Welcome to Northstar Markets!' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText('Welcome back!')).toBeNull();
  });

  it('has the legal footer with support by e-mail, and no offline banner after a network failure', async () => {
    Cookies.set('token', 'stale');
    useSession.getState().hydrate();
    useSession.getState().clearToken();
    setScenario('*', 'network');
    renderAt('/en/login');
    const footer = await screen.findByRole('contentinfo', { name: 'Legal information' }, slow);
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(screen.queryByText(offlineText)).toBeNull();
    expect(useOffline.getState().offline).toBe(false);
  });
});
