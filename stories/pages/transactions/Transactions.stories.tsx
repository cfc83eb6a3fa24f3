import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getGetTransactionsMockHandler,
  getGetTransactionsMockHandler500,
} from '@/api/generated/transactions/transactions.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import { TransactionsPage } from '@/features/transactions/TransactionsPage';
import { onViewport } from '../../viewport';
import { LOAD, neverAnswers, WALLETS } from '../payments/fixtures';
import { moneyPage } from '../payments/frame';
import { statementHandler } from './statement';

const handlers = {
  wallets: [getGetWalletsMockHandler(WALLETS)],
  transactions: [statementHandler()],
};
const frame = moneyPage('/:lang/transactions', '/en/transactions');

const meta = {
  title: 'Pages/Transactions/Transactions',
  component: TransactionsPage,
  decorators: frame.decorators,
  parameters: { ...frame.parameters, msw: { handlers } },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the statement, signed amounts, with filters and pagination. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('+1,500', undefined, LOAD))[0]).toBeVisible();
    await expect(canvas.getAllByText('−25.5')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Opened from a shared link: the filters of the URL are applied and shown. */
export const Filtered: Story = {
  parameters: {
    route: {
      initialEntries: [
        '/en/transactions?type=withdrawal&status=pending&from=2026-01-01&to=2026-03-16',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Type' }, LOAD)).toHaveValue(
      'withdrawal',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await waitFor(() => expect(canvas.getAllByText('−25.5').length).toBeGreaterThan(0));
    await expect(canvas.queryAllByText('+1,500')).toHaveLength(0);
  },
};

/** Changing a filter goes back to the first page and asks the server again. */
export const ChangeFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('+1,500', undefined, LOAD);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'fee');
    await waitFor(() => expect(canvas.queryAllByText('+1,500')).toHaveLength(0));
    await expect(canvas.getAllByText('−3.75')[0]).toBeVisible();
  },
};

/** Nothing in the wallets yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ...handlers, transactions: [statementHandler([])] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No transactions yet', undefined, LOAD),
    ).toBeVisible();
  },
};

/** The list never arrives: placeholder rows. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...handlers, transactions: [getGetTransactionsMockHandler(neverAnswers)] } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', undefined, LOAD),
    ).toHaveTextContent('Loading transactions…');
  },
};

/** The list failed: an error in place with a retry; the filters stay usable. */
export const Error: Story = {
  parameters: {
    msw: { handlers: { ...handlers, transactions: [getGetTransactionsMockHandler500()] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The transactions could not be loaded.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeEnabled();
  },
};

/** The statement on a phone (the table scrolls sideways). */
export const Mobile: Story = {
  ...Loaded,
  ...onViewport('mobile'),
};

/** German. */
export const German: Story = {
  parameters: { route: { initialEntries: ['/de/transactions'] } },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Transaktionen' }, LOAD),
    ).toBeVisible();
    await expect((await canvas.findAllByText('+1,500', undefined, LOAD))[0]).toBeVisible();
  },
};
