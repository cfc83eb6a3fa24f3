import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  getCancelWithdrawalMockHandler,
  getCancelWithdrawalMockHandler404,
} from '@/api/generated/payments/payments.msw';
import {
  getGetTransactionMockHandler,
  getGetTransactionMockHandler404,
} from '@/api/generated/transactions/transactions.msw';
import { CancelWithdrawals } from '@/features/payments/cancel/CancelWithdrawals';
import { WalletDetailPage } from '@/features/wallets/WalletDetailPage';
import { findStatus, type Canvas, type Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, SLOW, validationError } from '../responses';

/*
 * Cancelling a pending withdrawal (call 52) from a wallet's last transactions, as the app mounts
 * it (the transactions page offers it the same way). The demo investor's main wallet holds
 * $ 12,345.60, of which $ 345.60 is reserved by a pending Skrill withdrawal.
 */

const meta = {
  title: 'Pages/Payments/Cancel withdrawal',
  component: WalletDetailPage,
  args: { rowActions: CancelWithdrawals },
  parameters: pageParameters({ path: '/:lang/wallet/:id', route: '/en/wallet/1' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof WalletDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: Canvas) => canvas.findByRole('list', { name: 'Last transactions' }, SLOW);
const dialog = (canvas: Canvas) => canvas.getByRole('dialog', { name: 'Cancel this withdrawal?' });

/** The pending withdrawal's "Cancel withdrawal", once the list shows it. */
async function cancelButton(canvas: Canvas) {
  return within(await list(canvas)).findByRole('button', { name: 'Cancel withdrawal' }, SLOW);
}

/** Opens the dialog from the pending withdrawal's row. */
async function openDialog({ canvas, userEvent }: Play) {
  await userEvent.click(await cancelButton(canvas));
  await waitFor(() => expect(dialog(canvas)).toBeVisible());
}

/** Opens the dialog and confirms. */
async function confirm(play: Play) {
  await openDialog(play);
  await play.userEvent.click(
    within(dialog(play.canvas)).getByRole('button', { name: 'Cancel withdrawal' }),
  );
}

/** Only the pending withdrawal offers it (not the pending deposit, nor anything settled). */
export const Offered: Story = {
  play: async ({ canvas }) => {
    const rows = within(await list(canvas));
    await expect(await cancelButton(canvas)).toBeVisible();
    await expect(rows.getAllByRole('button', { name: 'Cancel withdrawal' })).toHaveLength(1);
  },
};

/** The confirmation names the amount and the wallet; "Keep it" has the focus. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await openDialog({ canvas, userEvent });
    const box = within(dialog(canvas));
    await expect(
      box.getByText(
        'The withdrawal of $ 345.60 from Main wallet will be cancelled, and the amount will be available in the wallet again.',
      ),
    ).toBeVisible();
    await expect(box.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  },
};

/** Cancelled: a toast, the row reads cancelled, and the reserved amount is available again. */
export const Cancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await confirm({ canvas, userEvent });
    // The dialog closes; the toast (which lives inside an open modal dialog, then in the page)
    // says what happened.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SLOW);
    const toasts = canvas.getByRole('region', { name: /notifications/i });
    await expect(
      await within(toasts).findByText(
        'Withdrawal cancelled: $ 345.60 is available again in Main wallet.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    const rows = within(await list(canvas));
    await waitFor(() =>
      expect(rows.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull(),
    );
    const figures = within(canvas.getByRole('region', { name: 'Balance of this wallet' }));
    await waitFor(() =>
      expect(figures.getByText('Reserved').parentElement).toHaveTextContent('$ 0.00'),
    );
  },
};

/** Paid out meanwhile (422 `errors.transaction_id`): said in place, nothing else to do. */
export const NoLongerPending: Story = {
  parameters: {
    msw: {
      handlers: {
        cancel: [
          getCancelWithdrawalMockHandler(() => {
            throw HttpResponse.json(
              validationError({ transaction_id: ['The withdrawal is no longer pending.'] }),
              { status: 422 },
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await confirm({ canvas, userEvent });
    const box = within(dialog(canvas));
    await expect(
      await box.findByText(/This withdrawal can no longer be cancelled/, {}, SLOW),
    ).toBeVisible();
    await expect(box.getByRole('button', { name: 'OK' })).toHaveFocus();
    await expect(box.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
  },
};

/** The answer is lost: not confirmed yet, looked up (still pending), the same request offered again. */
export const LostAnswer: Story = {
  parameters: {
    msw: {
      handlers: {
        cancel: [getCancelWithdrawalMockHandler(networkError)],
        transaction: [
          getGetTransactionMockHandler(({ request }) =>
            request.json().then((body) => ({
              data: {
                id: (body as { id: number }).id,
                type: 'withdrawal' as const,
                status: 'pending' as const,
                amount: 345.6,
                currency: 'USD',
                wallet_id: 1,
                method: 'Skrill',
                created_at: '2024-06-20T08:00:00Z',
                comment: null,
              },
            })),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await confirm({ canvas, userEvent });
    const status = await findStatus(canvas, /Not confirmed yet/, SLOW);
    await waitFor(() => expect(status).toHaveTextContent(/still pending/));
    const box = within(dialog(canvas));
    await expect(box.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(box.getByRole('button', { name: 'Cancel withdrawal' })).toBeEnabled();
    await expect(box.queryByRole('button', { name: 'Keep it' })).toBeNull();
  },
};

/** A backend without the money loop (call 53 answers 404): no action anywhere. */
export const NotOffered: Story = {
  parameters: { msw: { handlers: { transaction: [getGetTransactionMockHandler404()] } } },
  play: async ({ canvas }) => {
    const rows = within(await list(canvas));
    await expect(await rows.findByText('−$ 345.60', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
  },
};

/** Call 52 itself answers 404: the dialog says so and the action is gone. */
export const CancelNotOffered: Story = {
  parameters: { msw: { handlers: { cancel: [getCancelWithdrawalMockHandler404()] } } },
  play: async ({ canvas, userEvent }) => {
    await confirm({ canvas, userEvent });
    const box = within(dialog(canvas));
    await expect(
      await box.findByText(/Withdrawals cannot be cancelled online/, {}, SLOW),
    ).toBeVisible();
    await expect(box.getByRole('link', { name: 'Write to support' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
    await userEvent.click(box.getByRole('button', { name: 'OK' }));
    await expect(canvas.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
  },
};

/** The confirmation on a phone. */
export const Mobile: Story = { ...Confirm, ...onViewport('mobile') };

/** German, on a phone. */
export const German: Story = {
  parameters: { page: { route: '/de/wallet/1' } },
  globals: { ...onViewport('mobile').globals, locale: 'de' },
  play: async ({ canvas, userEvent }) => {
    const rows = within(await canvas.findByRole('list', { name: 'Letzte Transaktionen' }, SLOW));
    await userEvent.click(await rows.findByRole('button', { name: 'Auszahlung stornieren' }, SLOW));
    await expect(
      await canvas.findByRole('dialog', { name: 'Diese Auszahlung stornieren?' }),
    ).toBeVisible();
  },
};
