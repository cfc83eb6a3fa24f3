import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkProps } from '@/design-system/Link';
import { Navbar } from '@/design-system/Navbar';
import * as stories from '../../stories/design-system/Navbar.stories';
import { renderWithProviders } from '../utils/render';

const { SignedInDesktop, SignedOut, LongGermanLabels } = composeStories(stories);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

/** Stands in for the app's router link, marked so the test can tell it was used. */
const MarkedLink = ({ children, ...props }: LinkProps) => (
  <a {...props} data-router-link="">
    {children}
  </a>
);

// jsdom's window is 1024 px wide and applies the media queries: the menu starts collapsed, so
// structure checks include hidden elements.
const hidden = { hidden: true } as const;

describe('Navbar', () => {
  it('shows the menu links in the order of the specification, the current one marked', () => {
    renderWithProviders(<SignedInDesktop />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const [list] = within(nav).getAllByRole('list', hidden);
    expect(
      within(list!)
        .getAllByRole('link', hidden)
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/en/home',
      '/en/profile',
      '/en/deposit',
      '/en/withdraw',
      '/en/transactions',
      '/en/security',
    ]);
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(list!)
        .getAllByRole('link', hidden)
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Northstar Markets' })).toHaveAttribute(
      'href',
      '/en/home',
    );
  });

  it('shows only brand, language and theme when signed out', () => {
    renderWithProviders(<SignedOut />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Northstar Markets']);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('opens and closes the collapsed menu with the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignedInDesktop />);
    const button = menuButton();
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(within(menu!).getAllByRole('list', hidden)[0]).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Security' })).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the menu on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignedInDesktop />);
    await user.click(menuButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu when a link is chosen or when clicking outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SignedInDesktop />
        <p>Outside</p>
      </>,
    );
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the other sections in the opened menu, the current one marked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SignedInDesktop
        sections={[
          { key: 'wallets', href: '/en/wallet/wallets', label: 'Wallets', active: true },
          { key: 'tickets', href: '/en/tickets', label: 'Support tickets' },
        ]}
      />,
    );
    await user.click(menuButton());
    const sections = screen.getByRole('navigation', { name: 'More sections' });
    expect(within(sections).getByRole('link', { name: 'Wallets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Support tickets' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('dims the page behind the open menu and keeps Tab inside the bar until closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SignedInDesktop />
        <button type="button">Page button</button>
      </>,
    );
    expect(screen.queryByTestId('navbar-scrim')).toBeNull();
    await user.click(menuButton());
    expect(screen.getByTestId('navbar-scrim')).toBeInTheDocument();
    const logout = screen.getByRole('button', { name: 'Log out' });
    logout.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page button' })).not.toHaveFocus();
    expect(screen.getByRole('link', { name: 'Northstar Markets' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
    await user.click(screen.getByTestId('navbar-scrim'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('navbar-scrim')).toBeNull();
  });

  it('has a privacy toggle whose pressed state follows privacy mode', async () => {
    const onPrivacyToggle = fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <SignedInDesktop privacy={false} onPrivacyToggle={onPrivacyToggle} />,
    );
    const toggle = screen.getByRole('button', { name: 'Hide balances' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(onPrivacyToggle).toHaveBeenCalledTimes(1);
    rerender(<SignedInDesktop privacy onPrivacyToggle={onPrivacyToggle} />);
    expect(screen.getByRole('button', { name: 'Hide balances' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reports language, theme and logout choices', async () => {
    const onLocaleChange = fn();
    const onThemeToggle = fn();
    const onLogout = fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SignedInDesktop
        onLocaleChange={onLocaleChange}
        onThemeToggle={onThemeToggle}
        onLogout={onLogout}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Suomi');
    expect(onLocaleChange).toHaveBeenCalledWith('fi');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(onThemeToggle).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('offers the light theme while dark', () => {
    renderWithProviders(
      <Navbar
        signedIn={false}
        brandHref="/"
        brandLabel="Northstar Markets"
        locale="en"
        locales={[]}
        onLocaleChange={fn()}
        theme="dark"
        onThemeToggle={fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('uses translated labels everywhere', () => {
    renderWithProviders(<LongGermanLabels />);
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('link', { name: 'Transaktionsverlauf', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("renders every link through the app's link component", () => {
    const { container, unmount } = renderWithProviders(
      <LinkProvider component={MarkedLink}>
        <SignedInDesktop />
      </LinkProvider>,
    );
    // The brand, six menu links and five other sections.
    expect(container.querySelectorAll('a[data-router-link]')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Security', hidden: true })).toHaveAttribute(
      'data-router-link',
    );
    unmount();
    renderWithProviders(
      <Navbar
        signedIn
        brandHref="/en/home"
        brandLabel="Northstar Markets"
        links={[{ key: 'home', href: '/en/home', label: 'Home', active: true }]}
        locale="en"
        locales={[{ code: 'en', name: 'English' }]}
        onLocaleChange={fn()}
        theme="light"
        onThemeToggle={fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'href',
      '/en/home',
    );
  });
});
