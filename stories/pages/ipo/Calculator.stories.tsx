import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getGetIpoCalendarMockHandler } from '@/api/generated/ipo/ipo.msw';
import { CalculatorPage } from '@/features/ipo/CalculatorPage';
import { onViewport } from '../../viewport';
import type { Canvas } from '../../play';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW } from '../responses';
import { CALENDAR } from './fixtures';

const handlers = { ipo: [getGetIpoCalendarMockHandler(CALENDAR)] };

const meta = {
  title: 'Pages/IPO/Calculator',
  component: CalculatorPage,
  parameters: {
    ...pageParameters({ path: '/:lang/ipo/calculator', route: '/en/ipo/calculator' }),
    msw: { handlers },
  },
  ...onViewport('desktop'),
} satisfies Meta<typeof CalculatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const caseCard = (canvas: Canvas, name: RegExp) => within(canvas.getByRole('region', { name }));

/** A shared calculation (`?ipo=46&amount=1000&listing=30`): Aurora, $ 1,000, listing at $ 30. */
export const Loaded: Story = {
  parameters: { page: { route: '/en/ipo/calculator?ipo=46&amount=1000&listing=30' } },
  play: async ({ canvas }) => {
    // The IPO list loads first (slow on a busy machine): the chosen IPO shows once it is there.
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: 'IPO' })).toHaveValue('46'),
      SLOW,
    );
    const top = caseCard(canvas, /^At the top of the range/);
    // $ 1,000 at $ 26 buys 38 shares, rounded down to whole lots of 10: 30 shares for $ 780.
    await expect(top.getByText('30')).toBeVisible();
    await expect(top.getByText('$ 780.00')).toBeVisible();
    await expect(top.getByText('+$ 120.00 (+15.38%)')).toBeVisible();
    const bottom = caseCard(canvas, /^At the bottom of the range/);
    await expect(bottom.getByText('40')).toBeVisible();
    await expect(bottom.getByText('$ 960.00')).toBeVisible();
    await expect(canvas.getByText('$ 24.00 – $ 26.00')).toBeVisible();
  },
};

/** Nothing chosen yet: the fields and a hint where the results will be. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'IPO calculator' })).toBeVisible();
    await expect(canvas.getByText(/^Choose an IPO or enter a price range/)).toBeVisible();
  },
};

/** A range typed by hand, in shares: what 100 shares cost at both ends. */
export const ByHandInShares: Story = {
  tags: ['no-snapshot'],
  parameters: {
    snapshot: { reason: 'Typed key by key into the URL; Loaded shows the same results at rest.' },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Type a range of 9 to 11 in lots of 25', async () => {
      await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'IPO' }), 'manual');
      await userEvent.type(
        await canvas.findByRole('textbox', { name: /^Bottom of the price range/ }),
        '9',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: /^Top of the price range/ }), '11');
      await userEvent.type(canvas.getByRole('spinbutton', { name: 'Lot size (shares)' }), '25');
    });
    await step('Ask for 100 shares', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'A number of shares' }));
      await userEvent.type(
        await canvas.findByRole('spinbutton', { name: 'Number of shares' }),
        '100',
      );
    });
    await step('What they cost at both ends', async () => {
      await waitFor(() =>
        expect(caseCard(canvas, /^At the top of the range/).getByText('$ 1,100.00')).toBeVisible(),
      );
      await expect(
        caseCard(canvas, /^At the bottom of the range/).getByText('$ 900.00'),
      ).toBeVisible();
    });
  },
};

/** Waiting for the IPO list: the range can still be typed by hand. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ipo: [getGetIpoCalendarMockHandler(neverAnswers)] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'IPO' })).toBeEnabled();
  },
};

/** The IPO list failed: a retry in place, and the range by hand still works. */
export const Error: Story = {
  parameters: { msw: { handlers: { ipo: [getGetIpoCalendarMockHandler(networkError)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** German: comma decimals in the inputs. */
export const German: Story = {
  globals: { locale: 'de' },
  parameters: { page: { route: '/de/ipo/calculator?ipo=46&amount=1000.5&listing=30' } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Anlagebetrag/ })).toHaveValue('1.000,50'),
    );
    // The picture once the IPO of the address is chosen and its results are in (the list of IPOs
    // comes with its own call: on a busy machine, after the fields).
    await waitFor(
      () =>
        expect(canvas.getByRole('combobox', { name: /^IPO/ })).toHaveDisplayValue(
          'Aurora Grid Energy (AGRD)',
        ),
      SLOW,
    );
    await expect(
      await canvas.findByText('Am oberen Ende der Spanne ($ 26.00)', undefined, SLOW),
    ).toBeVisible();
  },
};

export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };
