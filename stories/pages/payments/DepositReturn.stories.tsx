import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  getGetTransactionMockHandler,
  getGetTransactionMockHandler404,
  getGetTransactionMockHandler500,
} from '@/api/generated/transactions/transactions.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import { DepositReturnPage } from '@/features/payments/depositReturn/DepositReturnPage';
import { findStatus } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers, SLOW } from '../responses';
import { STORY_USER, transaction, WALLETS, walletsInfo } from './fixtures';

/*
 * Where the payment provider sends the client back after a card payment (call 30's `return_url`):
 * the page reads the deposit (call 53) and follows it while it is pending.
 */

const deposit = (patch: Parameters<typeof transaction>[0] = {}) =>
  getGetTransactionMockHandler({ data: transaction({ id: 777, ...patch }) });

const loaded = {
  wallets: [getGetWalletsMockHandler(WALLETS)],
  walletsInfo: [walletsInfo(WALLETS)],
  transaction: [deposit()],
};

const meta = {
  title: 'Pages/Payments/Deposit return',
  component: DepositReturnPage,
  parameters: {
    ...pageParameters({
      path: '/:lang/deposit/return',
      route: '/en/deposit/return?transaction=777',
      seedUser: STORY_USER,
    }),
    msw: { handlers: loaded },
  },
} satisfies Meta<typeof DepositReturnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not confirmed yet: what that means, and that the page updates by itself. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await findStatus(canvas, 'Waiting for the payment to be confirmed', SLOW);
    await expect(canvas.getByText(/This page updates by itself/)).toBeVisible();
    await expect(canvas.getByText('$ 100.00')).toBeVisible();
    await expect(await canvas.findByText('Main wallet')).toBeVisible();
    await expect(canvas.getByText('#777')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Try again' })).toBeNull();
  },
};

/** Credited: the amount, the wallet, its new balance and the way home. */
export const Credited: Story = {
  parameters: {
    msw: {
      handlers: {
        ...loaded,
        transaction: [deposit({ status: 'completed', comment: 'Card payment approved' })],
      },
    },
  },
  play: async ({ canvas }) => {
    await findStatus(canvas, 'Deposit credited', SLOW);
    await expect(await canvas.findByText('$ 12,345.60')).toBeVisible();
    await expect(canvas.getByText('New balance')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/en/home',
    );
  },
};

/** Refused by the card's issuer: why, and the same deposit to try again. */
export const NotPaid: Story = {
  parameters: {
    msw: {
      handlers: {
        ...loaded,
        transaction: [deposit({ status: 'rejected', comment: 'Card declined by the issuer' })],
      },
    },
  },
  play: async ({ canvas }) => {
    await findStatus(canvas, 'Deposit not paid', SLOW);
    await expect(canvas.getByText('Reason given: Card declined by the issuer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/deposit?wallet=1&amount=100',
    );
  },
};

/** Not one of the client's deposits (404): a clear "not found", with the way to the list. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: { ...loaded, transaction: [getGetTransactionMockHandler404()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit not found' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View transactions' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { ...loaded, transaction: [getGetTransactionMockHandler(neverAnswers)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await findStatus(canvas, 'Looking up your deposit…', SLOW)).toBeInTheDocument();
  },
};

/** The look-up failed: said in place, with a retry; the payment is not affected. */
export const Error: Story = {
  parameters: {
    msw: { handlers: { ...loaded, transaction: [getGetTransactionMockHandler500()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your deposit could not be looked up.', undefined, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Credited, on a phone. */
export const Mobile: Story = {
  ...Credited,
  ...onViewport('mobile'),
};

/** Pending, in German (long words) on a phone. */
export const German: Story = {
  parameters: { page: { route: '/de/deposit/return?transaction=777' } },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await findStatus(canvas, 'Warten auf die Bestätigung der Zahlung', SLOW);
  },
};
