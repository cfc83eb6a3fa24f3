import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Navbar } from '@/design-system/Navbar';
import { NotificationBell } from '@/design-system/NotificationBell';
import { onViewport } from '../viewport';

const KEYS = ['home', 'profile', 'deposit', 'withdraw', 'transactions', 'security'] as const;
type Key = (typeof KEYS)[number];

const linksOf = (labels: Record<Key, string>, locale = 'en', active: Key = 'home') =>
  KEYS.map((key) => ({
    key,
    href: `/${locale}/${key}`,
    label: labels[key],
    active: key === active,
  }));

const EN = {
  home: 'Home',
  profile: 'My profile',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  transactions: 'Transactions',
  security: 'Security',
};

const DE = {
  home: 'Startseite',
  profile: 'Mein Profil',
  deposit: 'Einzahlung',
  withdraw: 'Auszahlung',
  transactions: 'Transaktionsverlauf',
  security: 'Sicherheitseinstellungen',
};

const SECTIONS = [
  { key: 'wallets', href: '/en/wallet/wallets', label: 'Wallets' },
  { key: 'tradingAccounts', href: '/en/trading-account/accounts', label: 'Trading accounts' },
  { key: 'ipo', href: '/en/ipo/calendar', label: 'IPO' },
  { key: 'tickets', href: '/en/tickets', label: 'Support tickets' },
  { key: 'settings', href: '/en/settings/profile', label: 'Settings' },
];

const LOCALES = [
  { code: 'cs', name: 'Čeština' },
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fi', name: 'Suomi' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'no', name: 'Norsk' },
  { code: 'pl', name: 'Polski' },
  { code: 'ro', name: 'Română' },
  { code: 'ru', name: 'Русский' },
];

const meta = {
  title: 'Design system/Navigation/Navbar',
  component: Navbar,
  args: {
    signedIn: true,
    brandHref: '/en/home',
    brandLabel: 'Northstar Markets',
    links: linksOf(EN),
    sections: SECTIONS,
    sectionsLabel: 'More sections',
    privacy: false,
    onPrivacyToggle: fn(),
    locale: 'en',
    locales: LOCALES,
    onLocaleChange: fn(),
    theme: 'light',
    onThemeToggle: fn(),
    onLogout: fn(),
  },
  // The toggle follows the Storybook theme, so the dark screenshot offers "Switch to light theme".
  render: (args, { globals }) => (
    <Navbar {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 440 }}>
        <Story />
        <p style={{ padding: '24px', margin: 0 }}>Page content below the navbar.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1280 px: the whole menu in the bar, the current page marked. */
export const SignedInDesktop: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas, userEvent, args, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const menuLinks = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(menuLinks.map((a) => a.textContent)).toEqual(Object.values(EN));
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Northstar Markets' })).toHaveAttribute(
      'href',
      '/en/home',
    );
    await expect(within(nav).queryByRole('button', { name: 'Menu' })).toBeNull();

    await step('Language, theme and log out report back', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'Deutsch');
      await expect(args.onLocaleChange).toHaveBeenCalledWith('de');
      await userEvent.click(canvas.getByRole('button', { name: /^Switch to (dark|light) theme$/ }));
      await expect(args.onThemeToggle).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
    });
    // Leave no focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Below 1280 px the menu hides behind the menu button. */
export const SignedInMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { hidden: true, name: 'Home' })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/**
 * The notification bell the app hands in, first of the controls, in the phone's bar too: pressing
 * it closes the open menu (the bell opens a dialog of its own).
 */
export const SignedInMobileWithBell: Story = {
  ...onViewport('mobile'),
  args: {
    notifications: <NotificationBell count={3} label="Notifications, 3 unread" onClick={fn()} />,
  },
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    bell.blur();
  },
};

/** The menu opened: Escape closes it and returns focus, a link click closes it, the keyboard reopens it. */
export const SignedInMobileExpanded: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(menu).not.toBeNull();

    await step('The button opens the menu', async () => {
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Security' })).toBeVisible();
    });
    await step('Escape closes it and returns the focus', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveFocus();
      await expect(menu).not.toBeVisible();
    });
    await step('Enter opens it; a link click closes it', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(canvas.getByRole('link', { name: 'Deposit' }));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Space opens it', async () => {
      button.focus();
      await userEvent.keyboard(' ');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    button.blur();
  },
};

/**
 * The opened menu on a phone: the other sections under the menu, the page dimmed behind, and Tab
 * going round the bar and the menu only.
 */
export const SignedInMobileSections: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await step('The open menu shows the other sections over a scrim', async () => {
      await userEvent.click(button);
      const sections = canvas.getByRole('navigation', { name: 'More sections' });
      await expect(within(sections).getByRole('link', { name: 'Wallets' })).toBeVisible();
      await expect(canvas.getByTestId('navbar-scrim')).toBeVisible();
    });
    const logout = canvas.getByRole('button', { name: 'Log out' });
    await step('Tab from the last item wraps to the first and back', async () => {
      logout.focus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Northstar Markets' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(logout).toHaveFocus();
    });
    logout.blur();
  },
};

/** The privacy toggle: a toggle button whose pressed state says whether balances are hidden. */
export const PrivacyOn: Story = {
  args: { privacy: true },
  ...onViewport('desktop'),
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Hide balances' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onPrivacyToggle).toHaveBeenCalledTimes(1);
    toggle.blur();
  },
};

/** Signed out: brand, language and theme only. */
export const SignedOut: Story = {
  args: { signedIn: false, brandHref: '/en/welcome' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Northstar Markets',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(
      canvas.getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
    ).toBeVisible();
  },
};

export const SignedOutMobile: Story = { ...SignedOut, ...onViewport('mobile') };

const german = {
  links: linksOf(DE, 'de', 'transactions'),
  locale: 'de',
  brandHref: '/de/home',
  languageLabel: 'Sprache',
  logoutLabel: 'Abmelden',
  menuLabel: 'Menü',
  navLabel: 'Hauptnavigation',
  sectionsLabel: 'Weitere Bereiche',
  privacyLabel: 'Kontostände ausblenden',
  darkThemeLabel: 'Zum dunklen Design wechseln',
  lightThemeLabel: 'Zum hellen Design wechseln',
};

/** Long German labels still fit the bar at desktop width. */
export const LongGermanLabels: Story = {
  args: german,
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Transaktionsverlauf' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  },
};

/** Long German labels in the opened menu on a tablet (below 1280 px). */
export const LongGermanTabletExpanded: Story = {
  args: german,
  ...onViewport('tablet'),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menü' });
    await userEvent.click(button);
    await expect(canvas.getByRole('link', { name: 'Sicherheitseinstellungen' })).toBeVisible();
    button.blur();
  },
};
