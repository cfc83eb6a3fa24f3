import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { getGetStatementMockHandler404 } from '@/api/generated/transactions/transactions.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import { TransactionsPage } from '@/features/transactions/TransactionsPage';
import type { Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { STORY_USER } from '../payments/fixtures';
import { SLOW } from '../responses';
import { statementHandler, STATEMENT_WALLETS } from './statement';
import { atReferenceDate, statementPdfHandler } from './statementPdf';

const handlers = {
  wallets: [getGetWalletsMockHandler(STATEMENT_WALLETS)],
  transactions: [statementHandler()],
  statement: [statementPdfHandler()],
};

/**
 * The statement as a PDF (call 54) from the transactions page: the button, once the backend has
 * shown it offers statements, and its dialog (a wallet, a period, "Download PDF"). Today is the
 * demo's reference date, 16 March 2026, so "last month" is February.
 */
const meta = {
  title: 'Pages/Transactions/Statement PDF',
  component: TransactionsPage,
  beforeEach: atReferenceDate,
  parameters: {
    ...pageParameters({
      path: '/:lang/transactions',
      route: '/en/transactions',
      seedUser: STORY_USER,
    }),
    msw: { handlers },
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from the page's button. */
async function openDialog({ canvas, userEvent }: Play, name = 'Download statement (PDF)') {
  await userEvent.click(await canvas.findByRole('button', { name }, SLOW));
  return within(await screen.findByRole('dialog', undefined, SLOW));
}

/** The dialog as it opens: the first wallet, last month (named in days), Download PDF. */
export const Dialog: Story = {
  play: async (context) => {
    const dialog = await openDialog(context);
    await expect(screen.getByRole('dialog', { name: 'Statement as PDF' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Wallet' })).toHaveDisplayValue(
      'Main wallet · USD',
    );
    await expect(dialog.getByRole('radio', { name: 'Last month' })).toBeChecked();
    await expect(dialog.getByText('February 1, 2026 – February 28, 2026')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};

/** Custom days over more than 366 days: said under the last day, and nothing is asked. */
export const CustomPeriodTooLong: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openDialog(context);
    await userEvent.click(dialog.getByRole('radio', { name: 'Custom dates' }));
    await userEvent.type(dialog.getByLabelText('From'), '2025-01-01');
    await userEvent.type(dialog.getByLabelText('To'), '2026-03-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    const to = dialog.getByLabelText('To');
    await expect(to).toHaveAccessibleDescription(
      'A statement covers at most 366 days. Choose a shorter period.',
    );
    await expect(to).toHaveFocus();
  },
};

/** Asked, no answer yet: the button is busy, the dialog says so and stays open on Escape. */
export const Preparing: Story = {
  parameters: {
    msw: { handlers: { ...handlers, statement: [statementPdfHandler('hold')] } },
  },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openDialog(context);
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await expect(await dialog.findByText('Preparing the PDF…')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Statement as PDF' })).toBeVisible();
  },
};

/** The backend failed: said in the dialog, the choices kept, nothing downloaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { ...handlers, statement: [statementPdfHandler('fail')] } } },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openDialog(context);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Wallet' }), '2');
    await userEvent.click(dialog.getByRole('radio', { name: 'Last year' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await expect(
      await dialog.findByText(
        'The statement could not be prepared, so nothing was downloaded. Please try again.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Wallet' })).toHaveDisplayValue(
      'Euro wallet · EUR',
    );
    await expect(dialog.getByRole('radio', { name: 'Last year' })).toBeChecked();
  },
};

/** A backend that answers 404 to call 54: no button, nothing else changes. */
export const NotOffered: Story = {
  parameters: {
    msw: { handlers: { ...handlers, statement: [getGetStatementMockHandler404()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Print statement' }, SLOW),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /PDF/ })).toBeNull());
  },
};

/** On a phone, in German: the choices wrap, the buttons stack. */
export const GermanPhone: Story = {
  ...onViewport('mobile'),
  parameters: { page: { route: '/de/transactions' } },
  globals: { locale: 'de', ...onViewport('mobile').globals },
  play: async (context) => {
    const dialog = await openDialog(context, 'Kontoauszug herunterladen (PDF)');
    await expect(dialog.getByRole('radio', { name: 'Letzter Monat' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'PDF herunterladen' })).toBeEnabled();
  },
};
