import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getCreateDepositMockHandler,
  getGetDepositMethodsMockHandler,
  getGetDepositMethodsMockHandler500,
} from '@/api/generated/payments/payments.msw';
import { getGetTransactionsMockHandler } from '@/api/generated/transactions/transactions.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import { DepositPage } from '@/features/payments/DepositPage';
import { findStatus } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW } from '../responses';
import {
  depositMethods,
  STORY_USER,
  transaction,
  WALLETS,
  WALLETS_WITH_EUR,
  walletsInfo,
} from './fixtures';
import {
  confirmPayment,
  confirmTwice,
  continueToConfirm,
  playLoadingOptions,
  playNoWallet,
  playOptionsError,
  typeAmount,
} from './play';

const loaded = {
  wallets: [getGetWalletsMockHandler(WALLETS)],
  walletsInfo: [walletsInfo(WALLETS)],
  methods: [getGetDepositMethodsMockHandler({ data: depositMethods })],
  create: [
    getCreateDepositMockHandler(async ({ request }) => {
      const body = (await request.json()) as { amount: number; wallet_id: number };
      const currency = WALLETS_WITH_EUR.find((w) => w.id === body.wallet_id)?.currency;
      return {
        data: transaction({ amount: body.amount, wallet_id: body.wallet_id, currency }),
      };
    }),
  ],
};

const meta = {
  title: 'Pages/Payments/Deposit',
  component: DepositPage,
  parameters: {
    ...pageParameters({ path: '/:lang/deposit', route: '/en/deposit', seedUser: STORY_USER }),
    msw: { handlers: loaded },
  },
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form: the first wallet (with its balance, named as such: a deposit is not limited by what
 * may leave) and method chosen, the method's limits and fee under it.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const wallet = await canvas.findByRole('combobox', { name: /^Wallet/ }, SLOW);
    await expect(wallet).toHaveValue('1');
    await expect(wallet).toHaveAccessibleDescription('Balance: $ 12,345.60');
    await expect(canvas.getByRole('combobox', { name: /^Payment method/ })).toHaveValue('1');
    await expect(canvas.getByText('Limits $ 50.00 to $ 10,000.00 · fee 1.5%')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  },
};

/** Opened from a wallet (`?wallet=2`): that wallet is chosen. */
export const PreselectedWallet: Story = {
  parameters: { page: { route: '/en/deposit?wallet=2' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /^Wallet/ }, SLOW)).toHaveValue('2');
  },
};

/** No wallet to pay into. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ...loaded, wallets: [getGetWalletsMockHandler([])] } } },
  play: playNoWallet,
};

/** The methods never arrive: placeholders. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...loaded, methods: [getGetDepositMethodsMockHandler(neverAnswers)] } },
  },
  play: playLoadingOptions,
};

/** The methods failed to load: an error in place with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { ...loaded, methods: [getGetDepositMethodsMockHandler500()] } } },
  play: playOptionsError,
};

/** Below the method's minimum: refused before sending, with the limits in the message. */
export const OutOfLimits: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 5', async () => {
      await typeAmount({ canvas, userEvent }, '5');
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    });
    await step('Refused under the amount, with the limits', async () => {
      const amount = canvas.getByRole('textbox', { name: /^Amount/ });
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(
          /Enter an amount from \$ 50\.00 to \$ 10,000\.00\./,
        ),
      );
      await expect(amount).toHaveFocus();
      await expect(canvas.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    });
  },
};

/** The confirmation step: wallet, method, amount, fee and total. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 200', async () => {
      await typeAmount({ canvas, userEvent }, '200');
      await continueToConfirm({ canvas, userEvent });
    });
    await step('Method, amount, fee and total to confirm', async () => {
      await expect(canvas.getByText('Visa / Mastercard')).toBeVisible();
      await expect(canvas.getByText('$ 200.00')).toBeVisible();
      await expect(canvas.getByText('$ 3.00')).toBeVisible();
      await expect(canvas.getByText('$ 197.00')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Confirm deposit' })).toBeEnabled();
    });
  },
};

/** Confirmed: the created transaction with its status. */
export const Success: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 200', async () => {
      await typeAmount({ canvas, userEvent }, '200');
      await continueToConfirm({ canvas, userEvent });
    });
    await step('Confirm: the created transaction, pending', async () => {
      await confirmPayment({ canvas, userEvent }, 'Confirm deposit', 'Deposit requested');
      await expect(canvas.getByText('#501')).toBeVisible();
    });
  },
};

/** Sending (the server never answers): the confirm button is busy and takes no second click. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { ...loaded, create: [getCreateDepositMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 200', async () => {
      await typeAmount({ canvas, userEvent }, '200');
      await continueToConfirm({ canvas, userEvent });
    });
    await step('Confirm twice: the button is busy', async () => {
      const confirm = await confirmTwice({ canvas, userEvent }, 'Confirm deposit');
      await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

/**
 * A euro wallet and a method whose limits are in dollars: the page says so, leaves the limits to
 * the server (it converts at its rate) and states the amount and fee in euros, with the cents.
 */
export const EuroWalletDollarLimits: Story = {
  parameters: {
    page: { route: '/en/deposit?wallet=3' },
    msw: {
      handlers: {
        ...loaded,
        wallets: [getGetWalletsMockHandler(WALLETS_WITH_EUR)],
        walletsInfo: [walletsInfo(WALLETS_WITH_EUR)],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Type 40 (euros)', () => typeAmount({ canvas, userEvent }, '40'));
    await step('The limits are left to the server; the summary is in euros', async () => {
      const amount = canvas.getByRole('textbox', { name: /^Amount/ });
      await expect(amount).toHaveAccessibleDescription(
        /^This method’s limits are in another currency \(US Dollar\) than your amount \(Euro\): they are converted at the provider’s rate and checked when you confirm\./,
      );
      await expect(canvas.getByText('Limits $ 50.00 to $ 10,000.00 · fee 1.5%')).toBeVisible();
      // 40 euros may be more than 50 dollars: not refused here, the summary is in euros.
      await expect(canvas.getByText('€ 40.00')).toBeVisible();
      await expect(canvas.getByText('€ 0.60')).toBeVisible();
      await expect(canvas.getByText('€ 39.40')).toBeVisible();
    });
  },
};

/**
 * The answer to the confirmation was lost and the transactions do not show it yet: the page says
 * the outcome is not confirmed, offers to check again and to send the same request again (with
 * the same key), never to edit it into another one.
 */
export const LostAnswer: Story = {
  parameters: {
    msw: {
      handlers: {
        ...loaded,
        create: [getCreateDepositMockHandler(networkError)],
        transactions: [
          getGetTransactionsMockHandler({
            data: [],
            meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Confirm 200; the answer is lost', async () => {
      await typeAmount({ canvas, userEvent }, '200');
      await continueToConfirm({ canvas, userEvent });
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm deposit' }));
    });
    await step('Not confirmed yet: check again or send the same request again', async () => {
      const status = await findStatus(canvas, /Not confirmed yet/, SLOW);
      await waitFor(() =>
        expect(status).toHaveTextContent(/does not appear in your transactions yet/),
      );
      await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Confirm deposit' })).toBeEnabled();
      await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.getByText('$ 200.00')).toBeVisible();
    });
  },
};

/** The answer was lost, but the transactions show the deposit: it is shown as made, once. */
export const LostAnswerFound: Story = {
  parameters: {
    msw: {
      handlers: {
        ...loaded,
        create: [getCreateDepositMockHandler(networkError)],
        transactions: [
          getGetTransactionsMockHandler({
            data: [transaction({ id: 501, amount: 200 })],
            meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Continue with 200', async () => {
      await typeAmount({ canvas, userEvent }, '200');
      await continueToConfirm({ canvas, userEvent });
    });
    await step('Confirm; the answer is lost but the transactions show it', async () => {
      await confirmPayment({ canvas, userEvent }, 'Confirm deposit', 'Deposit requested');
      await expect(canvas.getByText('#501')).toBeVisible();
      await expect(
        canvas.getByText(
          'The answer was lost on the way; your transactions show that the request arrived.',
        ),
      ).toBeVisible();
    });
  },
};

/** German: "1 234,56" is read as 1234.56. */
export const German: Story = {
  parameters: { page: { route: '/de/deposit' } },
  globals: { locale: 'de' },
  play: async ({ canvas, userEvent }) => {
    await typeAmount({ canvas, userEvent }, '1 234,56');
    await waitFor(() => expect(canvas.getByText('$ 1,234.56')).toBeVisible());
  },
};

/** The confirmation on a phone. */
export const Mobile: Story = {
  ...Confirm,
  ...onViewport('mobile'),
};
