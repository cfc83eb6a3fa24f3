import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getGetInvestorSummaryMockHandler } from '@/api/generated/investor/investor.msw';
import type { InvestorSummaryData } from '@/api/generated/model';
import { InvestorPage } from '@/features/investor/InvestorPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';

const meta = {
  title: 'Pages/Investor',
  component: InvestorPage,
  parameters: pageParameters({ route: '/en/investor' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof InvestorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (data: InvestorSummaryData) => ({
  parameters: { msw: { handlers: { investor: [getGetInvestorSummaryMockHandler(data)] } } },
});

/** A portfolio that lost money: the profit reads as a loss by its sign, arrow and word. */
const LOSING_PORTFOLIO: InvestorSummaryData = {
  data: {
    portfolio_value: 900,
    invested: 1200,
    profit: -300,
    holdings: [
      {
        ticker: 'NMBR',
        company: 'Nimbus Robotics Inc.',
        quantity: 40,
        value: 500,
        change_percent: -37.5,
      },
      { ticker: 'GRNW', company: 'Greenwave Energy', quantity: 20, value: 400, change_percent: 0 },
    ],
  },
};

/** demo@example.com from the demo backend: value, invested, profit and the holdings. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Investor area' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Holdings' });
    // The placeholder rows are hidden from assistive technology: cells mean the data is in.
    await within(table).findAllByRole('cell');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Company', 'Quantity', 'Value', 'Change']);
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByText('Portfolio value')).toBeVisible();
    await expect(canvas.getByText('Invested')).toBeVisible();
    await expect(canvas.getByText('Profit')).toBeVisible();
  },
};

/**
 * A loss: "−$ 300.00", "▼ −25% loss on what you invested", and a holding down 37.5%: the sign
 * (U+2212), the arrow and the word say it, the colour only repeats it.
 */
export const Loss: Story = {
  ...answer(LOSING_PORTFOLIO),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('−$ 300.00')).toBeVisible();
    await expect(canvas.getByText('−25%')).toBeVisible();
    await expect(canvas.getByText('loss on what you invested')).toBeVisible();
    const row = canvas.getByRole('row', { name: /Nimbus Robotics/ });
    await expect(row).toHaveTextContent('$ 500.00');
    await expect(row).toHaveTextContent('down−37.5%');
    await expect(canvas.getByRole('row', { name: /Greenwave/ })).toHaveTextContent(/\$ 400\.000%$/);
  },
};

/** "As in my language" in German: the amounts in the German notation, still in dollars. */
export const GermanNotation: Story = {
  globals: { locale: 'de', numbers: 'language' },
  parameters: {
    ...answer(LOSING_PORTFOLIO).parameters,
    page: { route: '/de/investor' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('−300,00 $')).toBeVisible();
    await expect(canvas.getByText('1.200,00 $')).toBeVisible();
    await expect(canvas.getByText('−25 %')).toBeVisible();
  },
};

/** Nothing held yet: zeros and a way to the IPO calendar. */
export const Empty: Story = {
  ...answer({ data: { portfolio_value: 0, invested: 0, profit: 0, holdings: [] } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No holdings yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the IPO calendar' })).toHaveAttribute(
      'href',
      '/en/ipo/calendar',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The server has not answered yet: placeholders for the figures and the table. */
export const Loading: Story = {
  parameters: { msw: { handlers: { investor: [getGetInvestorSummaryMockHandler(neverAnswers)] } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toHaveTextContent(
      'Loading your portfolio…',
    );
  },
};

/** The request failed: the error in place of the figures, with a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: { investor: [getGetInvestorSummaryMockHandler(networkError)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your portfolio could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A phone: the cards stack and the table scrolls sideways within its frame. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Holdings' });
    await within(table).findAllByRole('cell');
  },
};

/** In Finnish. */
export const Finnish: Story = {
  globals: { locale: 'fi' },
  parameters: { page: { route: '/fi/investor' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await within(table).findAllByRole('cell');
  },
};
