import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  getGetTradingAccountMockHandler,
  getGetTradingAccountMockHandler500,
} from '@/api/generated/trading/trading.msw';
import {
  getGetTransactionsMockHandler,
  getGetTransactionsMockHandler500,
} from '@/api/generated/transactions/transactions.msw';
import {
  getGetWalletsMockHandler,
  getGetWalletsMockHandler500,
} from '@/api/generated/wallets/wallets.msw';
import { HomeRoute } from '@/app/routes/home';
import type { Canvas } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers, SLOW } from '../responses';

const meta = {
  title: 'Pages/Home',
  component: HomeRoute,
  // The tape never contacts its provider here: the quiet fallback is what shows.
  args: { tapeEnabled: false },
  // Not the first visit (the frame's default): no welcome banner.
  parameters: pageParameters({ path: '/:lang/home', route: '/en/home' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The market tape's quiet fallback is on the page: it comes when the page is idle, at the latest
 * 2 s on (longer than waitFor's 1 s), and is part of every state of the page, loading included.
 */
const tapeShown = (canvas: Canvas) =>
  waitFor(
    () =>
      expect(canvas.getByRole('region', { name: 'Market ticker' })).toHaveTextContent(
        'Market data is unavailable right now.',
      ),
    SLOW,
  );

/** Wallets in their own currencies, the primary account with its tier, the last five transactions. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Main wallet' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('€ 2,500.00')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Account 5100301' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Silver')).toBeVisible();
    const recent = await canvas.findByRole('list', { name: 'Last transactions' }, SLOW);
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/deposit',
    );
    await expect(canvas.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/withdraw',
    );
    await tapeShown(canvas);
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** First visit after sign-in: the welcome banner (it fades out after five seconds). */
export const Welcome: Story = {
  tags: ['no-snapshot'],
  parameters: {
    snapshot: { reason: 'the banner fades out on a timer' },
    page: { preferences: { welcomeMessageShown: false } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Hello, Alex Morgan! Welcome to Northstar Markets.'),
    ).toBeVisible();
    await expect(canvas.getByText('Onward to new financial heights!')).toBeVisible();
  },
};

/** "Open a trading account" from the quick actions opens the create dialog. */
export const OpenAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a trading account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a trading account' }, SLOW);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Everything is on its way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        wallets: [getGetWalletsMockHandler(neverAnswers)],
        trading: [getGetTradingAccountMockHandler(neverAnswers)],
        transactions: [getGetTransactionsMockHandler(neverAnswers)],
      },
    },
  },
  play: async ({ canvas }) => {
    await tapeShown(canvas);
    // Still on its way: the wallets and the last transactions are placeholders.
    await expect(canvas.queryByRole('link', { name: 'Main wallet' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Last transactions' })).toBeNull();
  },
};

/** A new client: no transactions, no trading account yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        trading: [
          getGetTradingAccountMockHandler(() => {
            throw HttpResponse.json({ message: 'No trading account yet.' }, { status: 404 });
          }),
        ],
        transactions: [
          getGetTransactionsMockHandler({
            data: [],
            meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You have no trading account yet.', {}, SLOW),
    ).toBeVisible();
    await expect(await canvas.findByText('No transactions yet.', {}, SLOW)).toBeVisible();
    await tapeShown(canvas);
  },
};

/** Each part failed: each offers a retry in place, the rest of the page stays. */
export const Failed: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        wallets: [getGetWalletsMockHandler500()],
        trading: [getGetTradingAccountMockHandler500()],
        transactions: [getGetTransactionsMockHandler500()],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your wallets could not be loaded', {}, SLOW),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Your trading account could not be loaded.', {}, SLOW),
    ).toBeVisible();
    await expect(
      await canvas.findByText('The transactions could not be loaded.', {}, SLOW),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: 'Try again' }).length,
    ).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = { ...onViewport('mobile'), play: Loaded.play };
