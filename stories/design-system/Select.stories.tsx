import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Select } from '@/design-system/Select';
import { onViewport } from '../viewport';

const currencies = [
  { value: 'USD', label: 'USD · US dollar' },
  { value: 'EUR', label: 'EUR · Euro' },
  { value: 'GBP', label: 'GBP · Pound sterling' },
  { value: 'CHF', label: 'CHF · Swiss franc (not available)', disabled: true },
];

const meta = {
  title: 'Design system/Forms/Select',
  component: Select,
  args: {
    label: 'Currency',
    name: 'currency',
    options: currencies,
    placeholder: 'Choose a currency',
    onChange: fn(),
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder shows until a choice is made; Tab reaches the select, a choice reports its value. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveValue('');
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(select).getByRole('option', { name: 'Choose a currency' })).toBeDisabled();
    await step('Choose euros by keyboard', async () => {
      await userEvent.tab();
      await expect(select).toHaveFocus();
      await userEvent.selectOptions(select, 'EUR');
      await expect(select).toHaveValue('EUR');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('EUR');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(select).toHaveFocus();
    });
    await step('Shift+Tab leaves it', async () => {
      await userEvent.tab({ shift: true });
      await expect(select).not.toHaveFocus();
    });
  },
};

export const Filled: Story = { args: { defaultValue: 'EUR' } };

export const WithHint: Story = {
  args: { hint: 'The currency cannot be changed after the account is opened.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveAccessibleDescription(
      'The currency cannot be changed after the account is opened.',
    );
  },
};

export const WithError: Story = {
  args: {
    hint: 'The currency cannot be changed after the account is opened.',
    error: 'You have reached the maximum number of trading accounts.',
    defaultValue: 'USD',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    const error = canvas
      .getByText('You have reached the maximum number of trading accounts.')
      .closest('[id]');
    await expect(select.getAttribute('aria-describedby')).toContain(error?.id);
    await expect(select).toHaveAccessibleDescription(
      'The currency cannot be changed after the account is opened. You have reached the maximum number of trading accounts.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'USD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency required' })).toBeRequired();
  },
};

/** Controlled: the parent owns the value; without a placeholder the first option is chosen. */
export const Controlled: Story = {
  args: { placeholder: undefined, value: 'GBP' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveValue('GBP');
    await userEvent.selectOptions(select, 'USD');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('USD');
  },
};

/** Long German and Finnish labels, options and errors wrap or truncate inside a narrow column. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 300 }}>
      <Select
        {...args}
        label="Währung des Handelskontos (Kontoeinstellungen)"
        placeholder="Bitte wählen Sie eine Währung für das Handelskonto"
        hint="Die Währung kann nach der Kontoeröffnung nicht mehr geändert werden."
        error="Sie haben die maximale Anzahl an Handelskonten erreicht."
        required
        requiredLabel="erforderlich"
      />
      <Select
        {...args}
        label="Kaupankäyntitilin valuutta"
        options={[{ value: 'EUR', label: 'EUR · Euro (Euroopan talous- ja rahaliiton valuutta)' }]}
        defaultValue="EUR"
        error="Kaupankäyntitilin avaaminen epäonnistui."
      />
    </div>
  ),
};

export const Mobile: Story = {
  args: { hint: 'The currency cannot be changed after the account is opened.' },
  ...onViewport('mobile'),
};
