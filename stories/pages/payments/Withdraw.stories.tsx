import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getCreateWithdrawalMockHandler,
  getCreateWithdrawalMockHandler422,
  getGetWithdrawMethodsMockHandler,
  getGetWithdrawMethodsMockHandler500,
} from '@/api/generated/payments/payments.msw';
import {
  getGetWalletsInfoMockHandler,
  getGetWalletsMockHandler,
} from '@/api/generated/wallets/wallets.msw';
import { WithdrawPage } from '@/features/payments/WithdrawPage';
import type { Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers, SLOW, validationError } from '../responses';
import { STORY_USER, transaction, WALLETS, walletsInfo, withdrawMethods } from './fixtures';
import {
  confirmPayment,
  confirmTwice,
  continueToConfirm,
  playLoadingOptions,
  playNoWallet,
  playOptionsError,
  typeAmount,
} from './play';

const handlers = {
  wallets: [getGetWalletsMockHandler(WALLETS)],
  walletsInfo: [walletsInfo(WALLETS)],
  methods: [getGetWithdrawMethodsMockHandler({ data: withdrawMethods })],
  create: [
    getCreateWithdrawalMockHandler(async ({ request }) => {
      const body = (await request.json()) as {
        amount: number;
        wallet_id: number;
        method_id: number;
      };
      return {
        data: transaction({
          id: 502,
          type: 'withdrawal',
          amount: body.amount,
          wallet_id: body.wallet_id,
          comment: 'Awaiting processing: the amount is reserved',
        }),
      };
    }),
  ],
};

const meta = {
  title: 'Pages/Payments/Withdraw',
  component: WithdrawPage,
  parameters: {
    ...pageParameters({ path: '/:lang/withdraw', route: '/en/withdraw', seedUser: STORY_USER }),
    msw: { handlers },
  },
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the card method's details. */
async function fillCard({ canvas, userEvent }: Play) {
  // Pasted, as card numbers usually are.
  await userEvent.click(canvas.getByRole('textbox', { name: /^Card number/ }));
  await userEvent.paste('4111111111111111');
  await userEvent.click(canvas.getByRole('textbox', { name: /^Name on card/ }));
  await userEvent.paste('Dana Demo');
}

/** The form: wallet with its available money, method, amount and the method's detail fields. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Available to withdraw: $ 12,345.60', undefined, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Card number/ })).toBeRequired();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  },
};

/** No wallet to withdraw from. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ...handlers, wallets: [getGetWalletsMockHandler([])] } } },
  play: playNoWallet,
};

/** The methods never arrive. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...handlers, methods: [getGetWithdrawMethodsMockHandler(neverAnswers)] } },
  },
  play: playLoadingOptions,
};

/** The methods failed: an error in place with a retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: { ...handlers, methods: [getGetWithdrawMethodsMockHandler500()] } },
  },
  play: playOptionsError,
};

/** Required details left empty and more than the wallet holds: refused before sending. */
export const RefusedBeforeSending: Story = {
  parameters: { page: { route: '/en/withdraw?wallet=2' } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 900 from the savings wallet, no card details', async () => {
      await typeAmount({ canvas, userEvent }, '900');
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    });
    await step('Refused under the amount and the card number', async () => {
      const amount = canvas.getByRole('textbox', { name: /^Amount/ });
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(
          /^The amount is more than the available \$ 800\.00\./,
        ),
      );
      await expect(
        canvas.getByRole('textbox', { name: /^Card number/ }),
      ).toHaveAccessibleDescription('Fill in Card number.');
    });
  },
};

/**
 * Part of the balance is reserved (`wallets-info`): the wallet offers what is available and names
 * what holds the rest (the wallet's pending withdrawal), with a link to it in the transactions.
 */
export const Reserved: Story = {
  parameters: {
    msw: { handlers: { ...handlers, walletsInfo: [walletsInfo(WALLETS, { 1: 345.6 })] } },
  },
  play: async ({ canvas }) => {
    const wallet = await canvas.findByRole('combobox', { name: /^Wallet/ }, SLOW);
    await waitFor(() =>
      expect(wallet).toHaveAccessibleDescription('Available to withdraw: $ 12,000.00'),
    );
    await expect(
      await canvas.findByText('$ 345.60 reserved by 1 pending withdrawal.', { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See it in your transactions' })).toHaveAttribute(
      'href',
      '/en/transactions?wallet=1&status=pending&type=withdrawal',
    );
  },
};

/**
 * `wallets-info` answers something that is not a wallet's figures: a dash where the available
 * amount belongs, why, and a retry; the form stays usable (the amount is checked on confirming).
 */
export const FiguresUnreadable: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        walletsInfo: [getGetWalletsInfoMockHandler(() => ({ message: 'weird' }) as never)],
      },
    },
  },
  play: async ({ canvas }) => {
    const wallet = await canvas.findByRole('combobox', { name: /^Wallet/ }, SLOW);
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Available to withdraw: —'));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByText(/12,345\.60/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/**
 * More than is available but less than the balance: refused before sending, under the amount,
 * and no fee is computed for an amount that cannot be sent.
 */
export const AboveAvailable: Story = {
  parameters: Reserved.parameters,
  play: async ({ canvas, userEvent, step }) => {
    await canvas.findByText(/\$ 345\.60 reserved by/, undefined, SLOW);
    await step('Type 12,100 for crypto: no amount, fee or total for it', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: /^Payment method/ }),
        'Crypto (USDT)',
      );
      await typeAmount({ canvas, userEvent }, '12100');
      // No amount, fee (0.5 %: $ 60.50) or total for it.
      await expect(canvas.queryByText('$ 12,100.00')).toBeNull();
      await expect(canvas.queryByText('$ 60.50')).toBeNull();
    });
    await step('Continue: refused under the amount', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      const amount = canvas.getByRole('textbox', { name: /^Amount/ });
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(
          /^The amount is more than the available \$ 12,000\.00\./,
        ),
      );
      await expect(canvas.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    });
  },
};

/** Fills the form with 100 to a card and goes on to the confirmation step. */
async function toConfirmation(play: Play) {
  await typeAmount(play, '100');
  await fillCard(play);
  await continueToConfirm(play);
}

/** The confirmation step lists the details. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 100 to a card', () => toConfirmation({ canvas, userEvent }));
    await step('The details to confirm', async () => {
      await expect(canvas.getByText('4111111111111111')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled();
    });
  },
};

/** The server refuses (422): its messages under the amount and the card number, nothing lost. */
export const ServerRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        create: [
          getCreateWithdrawalMockHandler422(
            validationError({
              amount: ['The amount exceeds your available balance of 12,000.00 USD.'],
              'details.card_number': ['The card number is not valid.'],
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Confirm 100 to a card', async () => {
      await toConfirmation({ canvas, userEvent });
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm withdrawal' }));
    });
    await step("The server's messages under their fields; nothing lost", async () => {
      const card = await canvas.findByRole('textbox', { name: /^Card number/ }, SLOW);
      await waitFor(() =>
        expect(card).toHaveAccessibleDescription('The card number is not valid.'),
      );
      await expect(card).toHaveValue('4111111111111111');
      const amount = canvas.getByRole('textbox', { name: /^Amount/ });
      await expect(amount).toHaveAccessibleDescription(/exceeds your available balance/);
      await expect(amount).toHaveValue('100');
      await expect(canvas.getByRole('alert')).toBeVisible();
    });
  },
};

/** Confirmed: the created withdrawal with its status. */
export const Success: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 100 to a card', () => toConfirmation({ canvas, userEvent }));
    await step('Confirm: the created withdrawal, pending', () =>
      confirmPayment({ canvas, userEvent }, 'Confirm withdrawal', 'Withdrawal requested'),
    );
  },
};

/** Sending: busy, no second request. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { ...handlers, create: [getCreateWithdrawalMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 100 to a card', () => toConfirmation({ canvas, userEvent }));
    await step('Confirm twice: the button is busy', async () => {
      await confirmTwice({ canvas, userEvent }, 'Confirm withdrawal');
    });
  },
};

/** The server's refusal on a phone. */
export const Mobile: Story = {
  ...ServerRefused,
  ...onViewport('mobile'),
};
