import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionNav } from '@/design-system/SectionNav';

const items = [
  { key: 'wallets', href: '/en/wallet/wallets', label: 'Wallets', active: true },
  { key: 'tradingAccounts', href: '/en/trading-account/accounts', label: 'Trading accounts' },
  { key: 'ipo', href: '/en/ipo/calendar', label: 'IPO' },
  { key: 'investor', href: '/en/investor', label: 'Investor area' },
  { key: 'tickets', href: '/en/tickets', label: 'Support tickets' },
  { key: 'articles', href: '/en/articles', label: 'Articles' },
  { key: 'analytics', href: '/en/analytics', label: 'Analytics' },
  { key: 'settings', href: '/en/settings/profile', label: 'Settings' },
];

const meta = {
  title: 'Design system/Navigation/SectionNav',
  component: SectionNav,
  args: { items, label: 'More sections' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every other section, the current one (or its sub-page's) marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'More sections' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual(items.map((i) => i.label));
    await expect(within(nav).getByRole('link', { name: 'Wallets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

/** Long Finnish labels wrap inside the sidebar's width. */
export const Finnish: Story = {
  args: {
    label: 'Muut osiot',
    items: [
      { key: 'wallets', href: '/fi/wallet/wallets', label: 'Lompakot' },
      {
        key: 'tradingAccounts',
        href: '/fi/trading-account/accounts',
        label: 'Kaupankäyntitilit',
        active: true,
      },
      { key: 'tickets', href: '/fi/tickets', label: 'Asiakastuen tukipyynnöt' },
      { key: 'settings', href: '/fi/settings/profile', label: 'Asetukset' },
    ],
  },
};
