import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SectionNav } from '@/design-system/SectionNav';
import { Sidebar } from '@/design-system/Sidebar';
import { onViewport } from '../viewport';
import { money } from '@/lib/money';

/** A drawn avatar as a data: URL, so nothing is fetched. */
const AVATAR = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#9db8ff"/><circle cx="40" cy="32" r="14" fill="#15244d"/><path d="M12 80c4-18 16-26 28-26s24 8 28 26z" fill="#15244d"/></svg>',
)}`;

const usd = (amount: number) => money(amount, 'USD');

const meta = {
  title: 'Design system/Layout/Sidebar',
  component: Sidebar,
  args: { firstName: 'Anna', secondName: 'Smith', balance: usd(12345.6), alwaysVisible: true },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Profile and balance' })).toBeVisible();
    await expect(canvas.getByText('Loading profile…')).toBeInTheDocument();
    await expect(canvas.queryByText('Anna Smith')).toBeNull();
    await expect(canvas.queryByText('$ 12,345.60')).toBeNull();
  },
};

/** Initials stand in when there is no avatar. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'Profile and balance' });
    await expect(aside).toHaveTextContent('AS');
    await expect(canvas.getByText('Anna Smith')).toBeVisible();
    await expect(canvas.getByText('Balance')).toBeVisible();
    await expect(canvas.getByText('$ 12,345.60')).toBeVisible();
  },
};

export const WithAvatar: Story = {
  args: { avatarUrl: AVATAR },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Profile photo' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

/** An avatar that fails to load falls back to the initials. */
export const BrokenAvatar: Story = {
  args: { avatarUrl: 'data:image/png;base64,%%%' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
    await expect(canvas.getByRole('complementary')).toHaveTextContent('AS');
  },
};

/** The balance blurred; the eye button asks to show it. */
export const Privacy: Story = {
  args: { privacy: true },
  render: function Render(args) {
    const [hidden, setHidden] = useState(args.privacy);
    return <Sidebar {...args} privacy={hidden} onTogglePrivacy={() => setHidden((h) => !h)} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Balance hidden')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await expect(canvas.getByText('$ 12,345.60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('Balance hidden')).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** No wallet yet: the balance reads "Not available". */
export const NoWallet: Story = { args: { balance: null, onTogglePrivacy: fn() } };

/** A long Finnish name and a translated caption wrap inside the column. */
export const LongFinnishName: Story = {
  args: {
    firstName: 'Aleksanteri-Johannes',
    secondName: 'Kärkkäinen-Väisänen',
    balanceLabel: 'Käytettävissä oleva saldo',
    label: 'Profiili ja saldo',
    balance: usd(1234567.89),
  },
};

/** Without `alwaysVisible`, the sidebar is hidden below the `lg` breakpoint. */
export const HiddenOnMobile: Story = {
  args: { alwaysVisible: false },
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { hidden: true });
    await expect(aside).not.toBeVisible();
  },
};

/** The other sections under the balance card, the current one marked. */
export const WithSections: Story = {
  args: {
    children: (
      <SectionNav
        label="More sections"
        items={[
          { key: 'wallets', href: '/en/wallet/wallets', label: 'Wallets', active: true },
          {
            key: 'tradingAccounts',
            href: '/en/trading-account/accounts',
            label: 'Trading accounts',
          },
          { key: 'ipo', href: '/en/ipo/calendar', label: 'IPO' },
          { key: 'tickets', href: '/en/tickets', label: 'Support tickets' },
          { key: 'settings', href: '/en/settings/profile', label: 'Settings' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'More sections' });
    await expect(within(nav).getByRole('link', { name: 'Wallets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The balance failed to load: said in the card, with a retry. */
export const BalanceFailed: Story = {
  args: { balance: null, balanceError: true, onBalanceRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onBalanceRetry).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Retry' }).blur();
  },
};
