import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  getGetTradingAccountListMockHandler,
  getGetTradingAccountListMockHandler500,
} from '@/api/generated/trading/trading.msw';
import { getGetTransactionsMockHandler } from '@/api/generated/transactions/transactions.msw';
import {
  getGetTransferLimitsMockHandler,
  getGetTransferLimitsMockHandler404,
} from '@/api/generated/transfers/transfers.msw';
import { TransferPage } from '@/features/transfers/TransferPage';
import { findStatus, type Canvas, type Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW, validationError } from '../responses';
import { transferAnswers } from './fixtures';

/*
 * The demo investor (the frame's demo backend): the main wallet holds $ 12,345.60 of which
 * $ 12,000.00 is available, the EUR wallet € 2,500.00; trading accounts 5100301–5100303 are in
 * dollars, 5100304 in euros.
 */

const meta = {
  title: 'Pages/Transfers/Transfer',
  component: TransferPage,
  parameters: pageParameters({ path: '/:lang/transfer', route: '/en/transfer' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof TransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const from = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^From/ });
const to = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^To/ });
const amount = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Amount/ });

/** Waits for the form, as a user waits for the page. */
const formReady = async (canvas: Canvas) => canvas.findByRole('combobox', { name: /^From/ }, SLOW);

/**
 * Waits for the main wallet's available amount under "From". It comes with its own call, after
 * the form: until it is in, the page can only hold the amount to the balance (sending re-checks).
 */
async function availableKnown(canvas: Canvas) {
  await formReady(canvas);
  await waitFor(
    () => expect(from(canvas)).toHaveAccessibleDescription('Available to transfer: $ 12,000.00'),
    SLOW,
  );
}

/** Types an amount (clearing the field first) and presses "Continue". */
async function continueWith({ canvas, userEvent }: Play, value: string) {
  await formReady(canvas);
  await userEvent.clear(amount(canvas));
  await userEvent.type(amount(canvas), value);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** Goes on to the confirmation with `value` and waits for its heading to take the focus. */
async function toConfirmation(play: Play, value: string) {
  await continueWith(play, value);
  await waitFor(() =>
    expect(play.canvas.getByRole('heading', { level: 2, name: 'Check and confirm' })).toHaveFocus(),
  );
}

/** The form: from the main wallet (what is available said), to the first dollar account. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Transfer' }, SLOW),
    ).toBeVisible();
    await formReady(canvas);
    await expect(from(canvas)).toHaveDisplayValue('Main wallet · USD');
    await expect(to(canvas)).toHaveDisplayValue('Account 5100301 · USD');
    await availableKnown(canvas);
    await expect(amount(canvas)).toHaveAccessibleDescription('USD');
    // What holds the rest back, named from the wallet's pending transactions, with a link to them.
    await expect(
      await canvas.findByText(/^\$ 345\.60 reserved by 1 pending withdrawal\./, undefined, SLOW),
    ).toBeVisible();
  },
};

/** No trading account to transfer to: the way to open one. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { accounts: [getGetTradingAccountListMockHandler({ data: [] })] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No trading account to transfer to' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open a trading account' })).toHaveAttribute(
      'href',
      '/en/trading-account/accounts',
    );
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The trading accounts are on their way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { accounts: [getGetTradingAccountListMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await findStatus(canvas, 'Loading your accounts…', SLOW)).toBeInTheDocument();
  },
};

/** The trading accounts failed: the error in place, with a retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: { accounts: [getGetTradingAccountListMockHandler500()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Your wallets and trading accounts could not be loaded.' },
        SLOW,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Above what the wallet has available (not its balance), and below 1: refused before sending. */
export const Validation: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('12,100 is below the balance but above the available $ 12,000.00', async () => {
      await availableKnown(canvas);
      await continueWith({ canvas, userEvent }, '12100');
      await waitFor(() =>
        expect(amount(canvas)).toHaveAccessibleDescription(
          /The amount is more than the available \$ 12,000\.00\./,
        ),
      );
      await expect(amount(canvas)).toHaveValue('12,100');
      await expect(canvas.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    });
    await step('0.50 is below the smallest transfer', async () => {
      await continueWith({ canvas, userEvent }, '0.5');
      await waitFor(() =>
        expect(amount(canvas)).toHaveAccessibleDescription(/Enter at least \$ 1\.00\./),
      );
    });
    await step('Out of a trading account, its balance is the limit', async () => {
      await userEvent.selectOptions(from(canvas), 'Account 5100301 · USD');
      await expect(to(canvas)).toHaveDisplayValue('Main wallet · USD');
      await continueWith({ canvas, userEvent }, '12500.01');
      await waitFor(() =>
        expect(amount(canvas)).toHaveAccessibleDescription(
          /The amount is more than the account’s balance of \$ 12,500\.00\./,
        ),
      );
    });
  },
};

/** What one transfer may move (call 51): at least $ 10.00, at most $ 5,000.00, said before sending. */
export const Limits: Story = {
  parameters: {
    msw: {
      handlers: {
        limits: [getGetTransferLimitsMockHandler({ min_amount: 10, max_amount: 5000 })],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await availableKnown(canvas);
    await step('6,000 is available but more than one transfer moves', async () => {
      await continueWith({ canvas, userEvent }, '6000');
      await waitFor(() =>
        expect(amount(canvas)).toHaveAccessibleDescription(
          /One transfer moves at most \$ 5,000\.00\./,
        ),
      );
      await expect(canvas.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    });
    await step('5 is below the least', async () => {
      await continueWith({ canvas, userEvent }, '5');
      await waitFor(() =>
        expect(amount(canvas)).toHaveAccessibleDescription(/Enter at least \$ 10\.00\./),
      );
    });
  },
};

/** Only the same currency: the euro account is shown, not possible, with why. */
export const CurrencyMismatch: Story = {
  play: async ({ canvas }) => {
    await formReady(canvas);
    const euro = within(to(canvas)).getByRole('option', {
      name: 'Account 5100304 · EUR — not possible: different currency',
    });
    await expect(euro).toBeDisabled();
    await expect(
      within(to(canvas)).getByRole('option', { name: 'Account 5100302 · USD' }),
    ).toBeEnabled();
    await expect(to(canvas)).toHaveAccessibleDescription(
      'A transfer keeps its currency: only accounts in USD can receive it.',
    );
  },
};

/** Opened from the euro account ("Fund this account"): the euro wallet is its source. */
export const FromTheAccount: Story = {
  parameters: { page: { route: '/en/transfer?to=trading_account:304' } },
  play: async ({ canvas }) => {
    await formReady(canvas);
    await expect(from(canvas)).toHaveDisplayValue('EUR wallet · EUR');
    await expect(to(canvas)).toHaveDisplayValue('Account 5100304 · EUR');
    await waitFor(() =>
      expect(from(canvas)).toHaveAccessibleDescription('Available to transfer: € 2,500.00'),
    );
  },
};

/** The confirmation: from, to and the amount in the source's currency. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await toConfirmation({ canvas, userEvent }, '250');
    const summary = canvas.getByText('Main wallet · USD').closest('dl') as HTMLElement;
    await expect(summary).toHaveTextContent('FromMain wallet · USD');
    await expect(summary).toHaveTextContent('ToAccount 5100301 · USD');
    await expect(summary).toHaveTextContent('Amount$ 250.00');
    await expect(canvas.getByRole('button', { name: 'Confirm transfer' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** Confirmed: the result, a toast, and the wallet's new available money. */
export const Success: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Confirm $ 250.00 to account 5100301', async () => {
      await toConfirmation({ canvas, userEvent }, '250');
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }));
    });
    await step('Done: the heading takes the focus, a toast says it', async () => {
      await waitFor(
        () => expect(canvas.getByRole('heading', { name: 'Transfer completed' })).toHaveFocus(),
        SLOW,
      );
      const toasts = canvas.getByRole('region', { name: /notifications/i });
      await expect(
        await within(toasts).findByText('$ 250.00 moved to Account 5100301 · USD.'),
      ).toBeVisible();
    });
    await step('A new transfer starts from the new figures', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New transfer' }));
      await waitFor(() =>
        expect(from(canvas)).toHaveAccessibleDescription('Available to transfer: $ 11,750.00'),
      );
      await expect(amount(canvas)).toHaveValue('');
    });
  },
};

/** The backend refuses (422): its messages under the amount and the destination, nothing lost. */
export const ServerRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        create: [
          transferAnswers(() => {
            throw Response.json(
              validationError({
                amount: ['The amount exceeds your available balance of 12,000.00 USD.'],
                to: ['The to account must be in USD, the currency of the from account.'],
              }),
              { status: 422 },
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await toConfirmation({ canvas, userEvent }, '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(
      () =>
        expect(amount(canvas)).toHaveAccessibleDescription(
          /The amount exceeds your available balance of 12,000\.00 USD\./,
        ),
      SLOW,
    );
    await expect(amount(canvas)).toHaveValue('250');
    await expect(to(canvas)).toHaveAccessibleDescription(/must be in USD/);
    await expect(to(canvas)).toHaveDisplayValue('Account 5100301 · USD');
  },
};

/** The answer is lost: not confirmed yet, looked up, and only the same confirmation again. */
export const LostAnswer: Story = {
  parameters: {
    msw: {
      handlers: {
        create: [transferAnswers(networkError)],
        transactions: [
          getGetTransactionsMockHandler({
            data: [],
            meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await toConfirmation({ canvas, userEvent }, '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }));
    const status = await findStatus(canvas, /Not confirmed yet/, SLOW);
    await waitFor(() => expect(status).toHaveTextContent(/does not appear in your transactions/));
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Confirm transfer' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** A backend without transfers (call 51 answers 404): the page shows nothing of them. */
export const NotOffered: Story = {
  parameters: { msw: { handlers: { limits: [getGetTransferLimitsMockHandler404()] } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), SLOW);
    await expect(canvas.queryByRole('heading', { name: 'Transfer' })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The confirmation on a phone. */
export const Mobile: Story = { ...Confirm, ...onViewport('mobile') };

/** German: labels and amounts in German, on a phone. */
export const German: Story = {
  parameters: { page: { route: '/de/transfer' } },
  globals: { ...onViewport('mobile').globals, locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Umbuchung' }, SLOW),
    ).toBeVisible();
    const from = await canvas.findByRole('combobox', { name: /^Von/ }, SLOW);
    await expect(from).toHaveDisplayValue('Haupt-Wallet · USD');
    // The picture once what may leave the wallet is in (its balance is said until then).
    await waitFor(
      () => expect(from).toHaveAccessibleDescription('Zum Umbuchen verfügbar: $ 12,000.00'),
      SLOW,
    );
  },
};

/** Finnish runs long: on a phone. */
export const Finnish: Story = {
  parameters: { page: { route: '/fi/transfer' } },
  globals: { ...onViewport('mobile').globals, locale: 'fi' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Siirto' }, SLOW),
    ).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: /^Mihin/ }, SLOW)).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('combobox', { name: /^Mistä/ })).toHaveAccessibleDescription(
          'Siirrettävissä: $ 12,000.00',
        ),
      SLOW,
    );
  },
};
