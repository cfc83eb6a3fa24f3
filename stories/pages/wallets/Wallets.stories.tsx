import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  getGetWalletsMockHandler,
  getGetWalletsMockHandler500,
} from '@/api/generated/wallets/wallets.msw';
import { WalletsPage } from '@/features/wallets/WalletsPage';
import { usePreferences } from '@/stores/preferences';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers, SLOW } from '../responses';

const meta = {
  title: 'Pages/Wallets/List',
  component: WalletsPage,
  // Tiles (the frame's default): the list view is a story of its own.
  parameters: pageParameters({ path: '/:lang/wallet/wallets', route: '/en/wallet/wallets' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof WalletsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both wallets, each in its own currency: never added up. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallets' })).toBeVisible();
    const main = await canvas.findByRole('link', { name: 'Main wallet' }, SLOW);
    await expect(main).toHaveAttribute('href', '/en/wallet/1');
    await expect(canvas.getByText('$ 12,345.60')).toBeVisible();
    await expect(canvas.getByText('€ 2,500.00')).toBeVisible();
  },
};

/** The list view, remembered for the next visit. */
export const ListView: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await canvas.findByRole('link', { name: 'Main wallet' }, SLOW);
    await step('Switch to the list view', () =>
      userEvent.click(canvas.getByRole('button', { name: 'List view' })),
    );
    await step('The list shows, remembered for the next visit', async () => {
      await expect(canvasElement.querySelector('[data-view="list"]')).not.toBeNull();
      await expect(usePreferences.getState().isTileView).toBe(false);
    });
  },
};

/** No wallet yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { wallets: [getGetWalletsMockHandler([])] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No wallets yet' }, SLOW),
    ).toBeVisible();
  },
};

/** The wallets are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { wallets: [getGetWalletsMockHandler(neverAnswers)] } } },
};

/** The list failed: a retry in place. */
export const Failed: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { wallets: [getGetWalletsMockHandler500()] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your wallets could not be loaded' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = { ...onViewport('mobile'), play: Loaded.play };
