import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyText } from '@/design-system/MoneyText';
import { money } from '@/lib/money';

const meta = {
  title: 'Design system/Domain/MoneyText',
  component: MoneyText,
  args: { value: money(12345.6, 'USD') },
  argTypes: {
    sign: { control: 'inline-radio', options: ['auto', 'always', 'never'] },
    tone: { control: 'inline-radio', options: ['neutral', 'in', 'out', 'void'] },
  },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One amount in its own currency, with its cents, on one line, marked for privacy mode. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText('$ 12,345.60');
    await expect(amount).toBeVisible();
    await expect(amount).toHaveAttribute('data-sensitive');
  },
};

/** Each currency with its own minor units: cents for dollars and euros, none for yen, three for dinars. */
export const Currencies: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, paddingInlineStart: 20 }}>
      <li>
        <MoneyText value={money(2500, 'EUR')} />
      </li>
      <li>
        <MoneyText value={money(0.5, 'GBP')} />
      </li>
      <li>
        <MoneyText value={money(1200, 'JPY')} />
      </li>
      <li>
        <MoneyText value={money(12.345, 'BHD')} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€ 2,500.00')).toBeVisible();
    await expect(canvas.getByText('£ 0.50')).toBeVisible();
    await expect(canvas.getByText('¥ 1,200')).toBeVisible();
    await expect(canvas.getByText(/12\.345$/)).toBeVisible();
  },
};

/**
 * One sign convention: money out carries "−" (U+2212) before the currency; with `always`, money
 * in carries "+". The colour only repeats what the sign says; a `void` amount (rejected,
 * cancelled) moved no money, so it has no sign and is struck through.
 */
export const Directions: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, paddingInlineStart: 20 }}>
      <li>
        <MoneyText value={money(150, 'USD')} sign="always" tone="in" />
      </li>
      <li>
        <MoneyText value={money(-75.25, 'USD')} tone="out" />
      </li>
      <li>
        <MoneyText value={money(-40, 'EUR')} tone="void" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+$ 150.00')).toHaveAttribute('data-tone', 'in');
    await expect(canvas.getByText('−$ 75.25')).toHaveAttribute('data-tone', 'out');
    await expect(canvas.getByText('€ 40.00')).toHaveAttribute('data-tone', 'void');
  },
};

/** The client chose "as in the language" (Settings): German grouping and decimal comma. */
export const GermanNotation: Story = {
  args: { value: money(-12345.6, 'EUR') },
  globals: { locale: 'de', numbers: 'language' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^−12\.345,60\s€$/)).toBeVisible();
  },
};
