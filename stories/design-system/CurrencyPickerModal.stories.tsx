import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CurrencyPickerModal, type CurrencyOption } from '@/design-system/CurrencyPickerModal';
import type { Canvas } from '../play';
import { onViewport } from '../viewport';

const currencies: CurrencyOption[] = [
  { id: 1, name: 'US Dollar' },
  { id: 2, name: 'Euro' },
  { id: 3, name: 'British Pound' },
];

const meta = {
  title: 'Design system/Domain/CurrencyPickerModal',
  component: CurrencyPickerModal,
  args: {
    open: true,
    title: 'Open a trading account',
    currencies,
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof CurrencyPickerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvas: Canvas) => canvas.findByRole('dialog');

/** The first currency is preselected; confirm sends its id. Escape does not close the dialog. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await dialogOf(canvas);
    await expect(dialog).toHaveAccessibleName('Open a trading account');
    const select = within(dialog).getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveValue('1');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next step' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(1);
  },
};

/** Changing the selection (by keyboard) sends that id. */
export const ChangeSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await dialogOf(canvas);
    const select = within(dialog).getByRole('combobox', { name: 'Currency' });
    await userEvent.selectOptions(select, 'Euro');
    await expect(select).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next step' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(2);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await dialogOf(canvas);
    const button = within(dialog).getByRole('button', { name: 'Loading...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup({ pointerEventsCheck: 0 }).dblClick(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The first server message for `currency_id` is shown inline under the select. */
export const ServerError: Story = {
  args: { error: 'You have reached the maximum number of trading accounts.' },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    const select = within(dialog).getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      /You have reached the maximum number of trading accounts\./,
    );
  },
};

export const LoadingCurrencies: Story = {
  args: { currencies: [], currenciesLoading: true },
  play: async ({ canvas }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Next step' })).toBeDisabled();
  },
};

/** The list arrives after opening: its first entry becomes the selection. */
export const ListArrivesLater: Story = {
  render: function Render(args) {
    const [list, setList] = useState<CurrencyOption[]>([]);
    return (
      <>
        <button type="button" onClick={() => setList([{ id: 'eur', name: 'Euro' }, ...currencies])}>
          Load currencies
        </button>
        <CurrencyPickerModal {...args} currencies={list} currenciesLoading={list.length === 0} />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvas);
    const load = canvasElement.querySelector<HTMLButtonElement>('button[type="button"]');
    // The page behind a modal dialog is inert; fire the click directly, as data arriving would.
    load?.click();
    const select = within(dialog).getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(select).toHaveValue('eur'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next step' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('eur');
  },
};

/** A full round: confirm → busy → error; a double click confirms only once. */
export const Flow: Story = {
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string>();
    return (
      <CurrencyPickerModal
        {...args}
        busy={busy}
        error={error}
        onConfirm={(id) => {
          args.onConfirm(id);
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setError('You have reached the maximum number of trading accounts.');
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await dialogOf(canvas);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Next step' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(
      await within(dialog).findByText('You have reached the maximum number of trading accounts.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next step' })).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Kaupankäyntitilin avaaminen – valitse tilin valuutta',
    currencies: [{ id: 1, name: 'Yhdysvaltain dollari (USD)' }, ...currencies.slice(1)],
    closeLabel: 'Schließen',
    confirmLabel: 'Weiter zum nächsten Schritt',
    currencyLabel: 'Währung des Handelskontos',
    error: 'Kaupankäyntitilin avaaminen epäonnistui: tilien enimmäismäärä on saavutettu.',
  },
};

export const Mobile: Story = {
  ...onViewport('mobile'),
};

/** What is being opened above the choice, and after a refusal a link to the existing accounts. */
export const WithDetailsAndNote: Story = {
  args: {
    error: 'Maximum number of trading accounts reached',
    children: <p style={{ margin: 0 }}>MetaTrader 5 · Broker-Live · 1:100</p>,
    note: <a href="/en/trading-account/accounts">See your existing trading accounts</a>,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('MetaTrader 5 · Broker-Live · 1:100')).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: 'See your existing trading accounts' }),
    ).toBeVisible();
  },
};
