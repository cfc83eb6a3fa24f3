import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '@/design-system/ConfirmDialog';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Your session has expired',
    text: 'For your security you have been signed out. Please sign in again.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token-expired warning: OK confirms, Cancel / Escape / × cancel. OK has focus first. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Your session has expired' });
    await expect(dialog).toHaveAccessibleDescription(
      'For your security you have been signed out. Please sign in again.',
    );
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await step('OK confirms', async () => {
      await userEvent.click(ok);
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
    await step('Cancel, Escape and Close cancel', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(3);
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
    ok.focus();
  },
};

/** A destructive action: the red button confirms, and Cancel has focus first. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Close trading account?',
    text: 'The account MT5-204518 will be closed. Its balance of $1,250.40 returns to your USD wallet.',
    confirmLabel: 'Close account',
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the confirmed action runs: spinner, Cancel disabled, Escape ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Without `onCancel` it is a plain alert: one OK button, and dismissing it confirms. */
export const AlertOnly: Story = {
  args: {
    onCancel: undefined,
    title: 'Something went wrong',
    text: 'Please try again later.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Kaupankäyntitilin avaaminen epäonnistui',
    text: 'Ihre Sitzung ist abgelaufen. Aus Sicherheitsgründen wurden Sie abgemeldet; bitte melden Sie sich erneut an, um Ihre Kontoeinstellungen zu verwalten.',
    confirmLabel: 'Erneut anmelden',
    cancelLabel: 'Peruuta',
    closeLabel: 'Sulje',
  },
};

export const Mobile: Story = {
  ...LongText,
  ...onViewport('mobile'),
};
