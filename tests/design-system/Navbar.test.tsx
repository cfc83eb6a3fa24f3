import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Navbar } from '@/design-system/Navbar';
import * as stories from '../../stories/design-system/Navbar.stories';
import { renderWithProviders } from '../utils/render';

const { SignedInDesktop, SignedOut, LongGermanLabels } = composeStories(stories);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

// jsdom's window is 1024 px wide and applies the media queries: the menu starts collapsed, so
// structure checks include hidden elements.
const hidden = { hidden: true } as const;

describe('Navbar', () => {
  it('shows the menu links in the order of the specification, the current one marked', () => {
    renderWithProviders(<SignedInDesktop />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const list = within(nav).getByRole('list', hidden);
    expect(within(list).getAllByRole('link', hidden).map((a) => a.getAttribute('href'))).toEqual([
      '/en/home',
      '/en/profile',
      '/en/deposit',
      '/en/withdraw',
      '/en/transactions',
      '/en/security',
    ]);
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', hidden).filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cabinet' })).toHaveAttribute('href', '/en/home');
  });

  it('shows only brand, language and theme when signed out', () => {
    renderWithProviders(<SignedOut />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Cabinet']);
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
    expect(menu?.tagName).toBe('UL');
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

  it('reports language, theme and logout choices', async () => {
    const onLocaleChange = fn();
    const onThemeToggle = fn();
    const onLogout = fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SignedInDesktop onLocaleChange={onLocaleChange} onThemeToggle={onThemeToggle} onLogout={onLogout} />,
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
      <Navbar signedIn={false} brandHref="/" brandLabel="Cabinet" locale="en" locales={[]} onLocaleChange={fn()} theme="dark" onThemeToggle={fn()} />,
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

  it('renders links through renderLink and falls back to plain anchors', () => {
    const renderLink = fn(({ href, children }: { href: string; children: React.ReactNode }) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    ));
    const { unmount } = renderWithProviders(<SignedInDesktop renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledTimes(7);
    expect(screen.getByRole('link', { name: 'Security', hidden: true })).toHaveAttribute('data-router-link');
    unmount();
    renderWithProviders(
      <Navbar
        signedIn
        brandHref="/en/home"
        brandLabel="Cabinet"
        links={[{ key: 'home', href: '/en/home', label: 'Home', active: true }]}
        locale="en"
        locales={[{ code: 'en', name: 'English' }]}
        onLocaleChange={fn()}
        theme="light"
        onThemeToggle={fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute('href', '/en/home');
  });
});
