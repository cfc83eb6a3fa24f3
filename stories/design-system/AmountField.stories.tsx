import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AmountField, type AmountFieldProps } from '@/design-system/AmountField';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Forms/AmountField',
  component: AmountField,
  args: {
    label: 'Amount',
    name: 'amount',
    locale: 'en',
    currency: 'USD',
    onValueChange: fn(),
  },
  argTypes: {
    locale: {
      control: 'select',
      options: ['cs', 'de', 'en', 'es', 'fi', 'fr', 'it', 'no', 'pl', 'ro', 'ru'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled the way a form uses it: the parent keeps the number, the field keeps what was typed. */
function Controlled(args: AmountFieldProps) {
  const [value, setValue] = useState<number | null>(args.value ?? null);
  return (
    <AmountField
      {...args}
      value={value}
      onValueChange={(next, raw) => {
        setValue(next);
        args.onValueChange?.(next, raw);
      }}
    />
  );
}

/** English: a dot for decimals, commas for thousands; leaving the field tidies the text. */
export const Default: Story = {
  render: Controlled,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Amount');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('USD');
    await userEvent.type(input, '1,234.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.5, '1,234.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
  },
};

export const Filled: Story = { render: Controlled, args: { value: 2500.5 } };

/** German: "1 234,56" (space groups, comma decimals) reads as 1234.56. */
export const German: Story = {
  render: Controlled,
  args: { locale: 'de', label: 'Betrag', currency: 'EUR' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Betrag');
    await userEvent.type(input, '1 234,56');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.56, '1 234,56');
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,56');
  },
};

export const WithHint: Story = {
  render: Controlled,
  args: { hint: 'Minimum 50 USD, maximum 2,000 USD per transfer.', min: 50, max: 2000 },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Amount');
    await expect(input).toHaveAccessibleDescription(
      'Minimum 50 USD, maximum 2,000 USD per transfer. USD',
    );
  },
};

/** Out of range: after leaving the field the range error shows and is linked to the input. */
export const OutOfRange: Story = {
  render: Controlled,
  args: { min: 50, max: 2000, hint: 'Minimum 50 USD, maximum 2,000 USD per transfer.' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Amount');
    await userEvent.type(input, '5000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5000, '5000');
    await userEvent.tab();
    await expect(input).toHaveValue('5,000');
    const error = canvas.getByText('Enter an amount from 50 to 2,000').closest('[id]');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')).toContain(error?.id);
  },
};

/** Unreadable text: `onValueChange` gets null and leaving the field explains why. */
export const Invalid: Story = {
  render: Controlled,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Amount');
    await userEvent.type(input, '12.345');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, '12.345');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a valid amount')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Backspace}');
    await expect(canvas.queryByText('Enter a valid amount')).toBeNull();
  },
};

export const WithError: Story = {
  render: Controlled,
  args: { value: 10, error: 'The amount must be at least 50.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Amount');
    const error = canvas.getByText('The amount must be at least 50.').closest('[id]');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error?.id);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { render: Controlled, args: { value: 100, disabled: true } };

export const Required: Story = {
  render: Controlled,
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount required' })).toBeRequired();
  },
};

/** German and Finnish texts in a narrow column. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 300 }}>
      <Controlled
        {...args}
        locale="de"
        currency="EUR"
        value={1234.56}
        label="Auszahlungsbetrag vom Handelskonto auf das Wallet"
        hint="Mindestens 50 EUR, höchstens 2.000 EUR pro Überweisung."
        error="Der Betrag übersteigt das verfügbare Guthaben des Handelskontos."
        required
        requiredLabel="erforderlich"
      />
      <Controlled
        {...args}
        locale="fi"
        currency="EUR"
        value={1234567.5}
        label="Talletettava summa kaupankäyntitilille"
        error="Kaupankäyntitilin avaaminen epäonnistui: summa on liian suuri."
      />
    </div>
  ),
};

export const Mobile: Story = {
  render: Controlled,
  args: { locale: 'fr', value: 1234.56, currency: 'EUR', label: 'Montant' },
  ...onViewport('mobile'),
};
