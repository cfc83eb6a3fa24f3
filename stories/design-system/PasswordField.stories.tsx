import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from '@/design-system/PasswordField';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    onChange: fn(),
    onVisibleChange: fn(),
  },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, then showing and hiding: the value, focus and caret stay put and the toggle reports its state. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByLabelText('Password') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await step('Type a password', async () => {
      await userEvent.type(input, 'Sup3r-secret');
      input.setSelectionRange(3, 3);
    });
    await step('Show it: the text, caret and focus stay', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      const hide = canvas.getByRole('button', { name: 'Hide password' });
      await expect(hide).not.toHaveAttribute('aria-pressed');
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue('Sup3r-secret');
      await expect(input).toHaveFocus();
      await expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
      await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    });
    await step('Hide it again by keyboard', async () => {
      canvas.getByRole('button', { name: 'Hide password' }).focus();
      await userEvent.keyboard('{Enter}');
      const show = canvas.getByRole('button', { name: 'Show password' });
      await expect(show).not.toHaveAttribute('aria-pressed');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveValue('Sup3r-secret');
      await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Filled: Story = { args: { defaultValue: 'Sup3r-secret' } };

/** Registration: `new-password` lets password managers suggest one. */
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters with a letter and a number.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(
      'At least 8 characters with a letter and a number.',
    );
  },
};

export const Visible: Story = { args: { defaultValue: 'Sup3r-secret', defaultVisible: true } };

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'The password must be at least 8 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('The password must be at least 8 characters.').closest('[id]');
    await expect(input.getAttribute('aria-describedby')).toBe(error?.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sup3r-secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toBeRequired();
  },
};

/** German and Finnish labels, toggle names and errors. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 300 }}>
      <PasswordField
        {...args}
        label="Neues Passwort für die Kontoeinstellungen"
        showLabel="Passwort anzeigen"
        hideLabel="Passwort verbergen"
        autoComplete="new-password"
        hint="Mindestens acht Zeichen, darunter ein Buchstabe und eine Ziffer."
        error="Das Passwort muss mindestens acht Zeichen lang sein."
        required
        requiredLabel="erforderlich"
        defaultValue="kurz"
      />
      <PasswordField
        {...args}
        label="Kaupankäyntitilin salasana"
        showLabel="Näytä salasana"
        hideLabel="Piilota salasana"
        error="Kaupankäyntitilin avaaminen epäonnistui: salasana on liian lyhyt."
        defaultValue="lyhyt"
      />
    </div>
  ),
};

export const Mobile: Story = {
  args: { hint: 'At least 8 characters with a letter and a number.', defaultValue: 'Sup3r-secret' },
  ...onViewport('mobile'),
};
