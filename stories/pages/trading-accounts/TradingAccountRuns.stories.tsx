import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  getGetTradingAccountListMockHandler,
  getGetTradingAccountPositionsMockHandler,
  getGetTradingAccountPositionsMockHandler404,
  getGetTradingAccountPositionsMockHandler500,
} from '@/api/generated/trading/trading.msw';
import { TradingAccountDetailPage } from '@/features/trading-accounts/TradingAccountDetailPage';
import type { Canvas, Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers, SLOW } from '../responses';

/*
 * The account a client runs (calls 55–57, beyond the specification) on the demo backend: account
 * 5100301 holds three open positions at 1:100 (margin level about 270 %), 5100303 none, and the
 * client's 5100305 is in a margin call.
 */
const meta = {
  title: 'Pages/Trading accounts/Runs',
  component: TradingAccountDetailPage,
  parameters: pageParameters({
    path: '/:lang/trading-account/:id',
    route: '/en/trading-account/301',
  }),
  ...onViewport('desktop'),
} satisfies Meta<typeof TradingAccountDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Margin and open positions": the section its heading names. */
const section = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Margin and open positions' }, SLOW);

/** The page's "Change leverage" or "Platform passwords", once the backend is known to offer it. */
const action = (canvas: Canvas, name: 'Change leverage' | 'Platform passwords') =>
  canvas.findByRole('button', { name }, SLOW);

/** The three positions of 5100301, their signed profits in dollars and the total. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const region = within(await section(canvas));
    const table = await region.findByRole('table', { name: 'Open positions' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByRole('cell', { name: '+$ 500.00' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '\u2212$ 375.00' })).toBeVisible();
    await expect(region.getByText('Free margin')).toBeVisible();
    await expect(region.getByText('270.01%')).toBeVisible();
    await expect(region.getByText('+$ 800.00')).toBeVisible();
    await expect(region.getByText('Updated just now')).toBeVisible();
    await expect(await action(canvas, 'Change leverage')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Platform passwords' })).toBeEnabled();
  },
};

/** The client's account under 100 %: the level in a strong warning, in words as well as colour. */
export const MarginCall: Story = {
  parameters: { page: { account: 'client', route: '/en/trading-account/305' } },
  play: async ({ canvas }) => {
    const region = within(await section(canvas));
    await expect(
      await region.findByText(/^Margin call: the margin level is under 100 %/, {}, SLOW),
    ).toBeVisible();
  },
};

/** No open positions (the platinum account): "No open positions" rather than an empty level. */
export const Empty: Story = {
  parameters: { page: { route: '/en/trading-account/303' } },
  play: async ({ canvas }) => {
    const region = within(await section(canvas));
    await expect(await region.findByText('No open positions', {}, SLOW)).toBeVisible();
    await expect(
      await region.findByText('No open positions. Trades you open on the platform show here.'),
    ).toBeVisible();
  },
};

/** The positions are on their way: the table's shape, the figures already there. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { trading: [getGetTradingAccountPositionsMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    const region = within(await section(canvas));
    await expect(await region.findByText('Margin level', {}, SLOW)).toBeVisible();
  },
};

/** The positions failed: a retry in place, the account's figures and the rest of the page stay. */
export const PositionsError: Story = {
  parameters: {
    msw: { handlers: { trading: [getGetTradingAccountPositionsMockHandler500()] } },
  },
  play: async ({ canvas }) => {
    const region = within(await section(canvas));
    await expect(
      await region.findByText('The open positions could not be loaded.', {}, SLOW),
    ).toBeVisible();
    await expect(region.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account 5100301' })).toBeVisible();
  },
};

/** A backend without calls 55–57: its accounts carry none of their fields and call 55 answers 404. */
export const NotOffered: Story = {
  parameters: {
    msw: {
      handlers: {
        trading: [
          getGetTradingAccountListMockHandler({
            data: [
              {
                id: 301,
                login: '5100301',
                currency: { id: 1, name: 'US Dollar' },
                balance: 12500,
                equity: 12500,
                leverage: '1:100',
                server: 'Broker-Live',
                created_at: '2025-12-01T10:00:00Z',
              },
            ],
          }),
          getGetTradingAccountPositionsMockHandler404(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Trade history' }, SLOW);
    await expect(canvas.queryByRole('region', { name: 'Margin and open positions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change leverage' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Platform passwords' })).toBeNull();
  },
};

/** Opens the dialog of `name` and returns it. */
async function openDialog(
  { canvas, userEvent }: Play,
  name: 'Change leverage' | 'Platform passwords',
  title: string,
) {
  await userEvent.click(await action(canvas, name));
  return within(await screen.findByRole('dialog', { name: title }, SLOW));
}

/** Change leverage: only the account's options, the risk in one sentence, then a confirmation. */
export const LeverageConfirm: Story = {
  play: async (context) => {
    const dialog = await openDialog(
      context,
      'Change leverage',
      'Change the leverage of account 5100301',
    );
    const select = dialog.getByRole('combobox', { name: 'New leverage' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1:10', '1:30', '1:50', '1:100', '1:200', '1:500']);
    await context.userEvent.selectOptions(select, '1:200');
    await context.userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(
      dialog.getByText('Change the leverage of account 5100301 from 1:100 to 1:200?'),
    ).toBeVisible();
  },
};

/** A leverage the backend refuses (open positions would fall under 100 %): its reason under the field. */
export const LeverageRefused: Story = {
  play: async (context) => {
    const dialog = await openDialog(
      context,
      'Change leverage',
      'Change the leverage of account 5100301',
    );
    await context.userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'New leverage' }),
      '1:30',
    );
    await context.userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await context.userEvent.click(dialog.getByRole('button', { name: 'Confirm new leverage' }));
    const select = await dialog.findByRole('combobox', { name: 'New leverage' }, SLOW);
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        /would put the margin level at \d+ %, under 100 %/,
      ),
    );
    await expect(select).toHaveValue('1:30');
  },
};

/** Platform passwords: the rules ticked while typed, before anything is sent. */
export const PasswordRules: Story = {
  play: async (context) => {
    const dialog = await openDialog(
      context,
      'Platform passwords',
      'Platform password of account 5100301',
    );
    await context.userEvent.click(dialog.getByRole('radio', { name: /^Investor password/ }));
    await context.userEvent.type(dialog.getByLabelText(/^New password/), 'adviser7');
    await expect(dialog.getByText('8 to 16 characters (done)')).toBeInTheDocument();
    await expect(dialog.getByText('an upper-case letter (not yet)')).toBeInTheDocument();
  },
};

/**
 * On a phone, the client's margin call: the figures stack, the warning wraps, the position is a
 * card, nothing scrolls sideways.
 */
export const Mobile: Story = {
  ...onViewport('mobile'),
  parameters: { page: { account: 'client', route: '/en/trading-account/305' } },
  play: async ({ canvas, canvasElement }) => {
    const region = within(await section(canvas));
    await region.findByRole('table', { name: 'Open positions' }, SLOW);
    await waitFor(() => expect(region.getAllByRole('row')).toHaveLength(2));
    await expect(region.getByText(/^Margin call:/)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** German on a phone, in the client's margin call: the long words wrap, nothing scrolls sideways. */
export const GermanMarginCall: Story = {
  globals: { ...onViewport('mobile').globals, locale: 'de' },
  parameters: { page: { account: 'client', route: '/de/trading-account/305' } },
  play: async ({ canvas, canvasElement }) => {
    const region = within(
      await canvas.findByRole('region', { name: 'Margin und offene Positionen' }, SLOW),
    );
    await expect(await region.findByText(/^Margin Call:/, {}, SLOW)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
