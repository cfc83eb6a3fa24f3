import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyText } from '@/design-system/MoneyText';
import { SummaryList } from '@/design-system/SummaryList';
import { money } from '@/lib/money';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Domain/SummaryList',
  component: SummaryList,
  args: {
    rows: [
      { label: 'From', value: 'USD wallet' },
      { label: 'To', value: 'Trading account 4000123 (Standard)' },
      { label: 'Amount', value: <MoneyText value={money(1000, 'USD')} />, money: true },
      { label: 'Fee', value: <MoneyText value={money(2.5, 'USD')} />, money: true },
      {
        label: 'Total',
        value: <MoneyText value={money(1002.5, 'USD')} />,
        money: true,
        total: true,
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transfer before it is confirmed: each label beside its value, the total set off and in bold. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['From', 'To', 'Amount', 'Fee', 'Total']);
    const values = canvas.getAllByRole('definition');
    await expect(values.map((value) => value.textContent)).toEqual([
      'USD wallet',
      'Trading account 4000123 (Standard)',
      '$ 1,000.00',
      '$ 2.50',
      '$ 1,002.50',
    ]);
    // The money rows are what privacy mode blurs; the names stay readable.
    await expect(values.map((value) => value.hasAttribute('data-sensitive'))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  },
};

/** On a phone, in Finnish: a long value wraps in its own column, never over its label. */
export const FinnishMobile: Story = {
  args: {
    rows: [
      { label: 'Lähde', value: 'USD-lompakko' },
      { label: 'Kohde', value: 'Kaupankäyntitili 4000123 (Standard)' },
      { label: 'Summa', value: <MoneyText value={money(1000, 'USD')} />, money: true },
      {
        label: 'Yhteensä',
        value: <MoneyText value={money(1000, 'USD')} />,
        money: true,
        total: true,
      },
    ],
  },
  globals: { ...onViewport('mobile').globals, locale: 'fi' },
  play: async ({ canvas }) => {
    for (const term of canvas.getAllByRole('term')) {
      // The whole label fits in its box (a squeezed label column overflows under the value).
      await expect(term.scrollWidth).toBeLessThanOrEqual(term.clientWidth);
    }
  },
};
