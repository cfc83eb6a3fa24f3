import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  getGetWalletsInfoMockHandler,
  getGetWalletsInfoMockHandler422,
  getGetWalletsInfoMockHandler500,
} from '@/api/generated/wallets/wallets.msw';
import { WalletDetailPage } from '@/features/wallets/WalletDetailPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers, SLOW } from '../responses';

const meta = {
  title: 'Pages/Wallets/Detail',
  component: WalletDetailPage,
  parameters: pageParameters({ path: '/:lang/wallet/:id', route: '/en/wallet/1' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof WalletDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string) => ({ page: { route } });

/** The main wallet: balance, available, reserved, last transactions, deposit and withdraw for it. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Main wallet' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/deposit?wallet=1',
    );
    await expect(canvas.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/withdraw?wallet=1',
    );
    await expect(await canvas.findByText('Available to withdraw', {}, SLOW)).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: 'Last transactions' }, SLOW),
    ).toBeVisible();
  },
};

/** The wallet's details are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { wallets: [getGetWalletsInfoMockHandler(neverAnswers)] } } },
};

/** A wallet without transactions. */
export const NoTransactions: Story = {
  parameters: {
    msw: {
      handlers: {
        wallets: [
          getGetWalletsInfoMockHandler({
            wallet_id: 1,
            balance: 0,
            available: 0,
            reserved: 0,
            currency: 'USD',
            last_transactions: [],
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions yet.', {}, SLOW)).toBeVisible();
  },
};

/** The details failed: a retry in place. */
export const Failed: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { wallets: [getGetWalletsInfoMockHandler500()] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This wallet could not be loaded' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An id that is none of the user's wallets: not found, no request for it. */
export const NotFound: Story = {
  parameters: at('/en/wallet/999'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Wallet not found' }, SLOW),
    ).toBeVisible();
  },
};

/** The server refuses the id (someone else's wallet): not found too. */
export const Foreign: Story = {
  parameters: {
    msw: {
      handlers: {
        wallets: [
          getGetWalletsInfoMockHandler422({
            message: 'The selected wallet id is invalid.',
            errors: { wallet_id: ['The selected wallet id is invalid.'] },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Wallet not found' }, SLOW),
    ).toBeVisible();
  },
};

/** Not a number at all. */
export const Malformed: Story = {
  parameters: at('/en/wallet/abc'),
  play: NotFound.play,
};

/** On a phone. */
export const Mobile: Story = { ...onViewport('mobile'), play: Loaded.play };
