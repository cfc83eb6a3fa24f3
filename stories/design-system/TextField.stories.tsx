import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '@/design-system/TextField';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Forms/TextField',
  component: TextField,
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'search', 'number'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing reaches the native input and `onChange`. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'anna@example.com');
    await expect(input).toHaveValue('anna@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('anna@example.com'.length);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input.parentElement?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Filled: Story = { args: { defaultValue: 'anna.schmidt@example.com' } };

export const WithHint: Story = {
  args: { hint: 'We send the confirmation link to this address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    const hint = canvas.getByText('We send the confirmation link to this address.');
    await expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    await expect(input).toHaveAccessibleDescription(
      'We send the confirmation link to this address.',
    );
  },
};

/** The error is linked to the input after the hint and marks it invalid. */
export const WithError: Story = {
  args: {
    defaultValue: 'anna@example',
    hint: 'We send the confirmation link to this address.',
    error: 'Enter a valid email address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('Enter a valid email address.').closest('[id]');
    const hint = canvas.getByText('We send the confirmation link to this address.');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([hint.id, error?.id]);
    await expect(input).toHaveAccessibleDescription(
      'We send the confirmation link to this address. Enter a valid email address.',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'anna@example.com', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).type(input, 'x');
    await expect(input).toHaveValue('anna@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email required' });
    await expect(input).toBeRequired();
  },
};

/** Prefix and suffix sit inside the box; the focus ring surrounds them. */
export const WithAdornments: Story = {
  args: {
    label: 'Phone number',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    leading: '+49',
    trailing: 'mobile',
    defaultValue: '151 2345 6789',
  },
};

/** Multiline for ticket messages: a textarea with the same label, hint and error wiring. */
export const Multiline: Story = {
  args: {
    label: 'Message',
    name: 'message',
    type: undefined,
    autoComplete: undefined,
    multiline: true,
    rows: 5,
    hint: 'Describe the problem; do not include your password.',
    placeholder: 'How can we help?',
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
  },
};

/** Long German and Finnish labels, hints and errors wrap inside a narrow column. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 300 }}>
      <TextField
        {...args}
        label="Kontoeinstellungen: E-Mail-Adresse für Benachrichtigungen"
        hint="Wir senden den Bestätigungslink an diese E-Mail-Adresse."
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
        required
        requiredLabel="erforderlich"
        defaultValue="anna@beispiel"
      />
      <TextField
        {...args}
        label="Kaupankäyntitilin avaaminen: sähköpostiosoite"
        hint="Lähetämme vahvistuslinkin tähän sähköpostiosoitteeseen."
        error="Kaupankäyntitilin avaaminen epäonnistui. Tarkista sähköpostiosoite."
        defaultValue="anna@esimerkki"
      />
    </div>
  ),
};

export const Mobile: Story = {
  args: { hint: 'We send the confirmation link to this address.', required: true },
  ...onViewport('mobile'),
};
