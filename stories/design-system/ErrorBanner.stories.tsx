import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/ErrorBanner',
  component: ErrorBanner,
  args: {},
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither a generic error nor a message: the spec's fallback text, announced as an alert. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There were some problems with your input.',
    );
  },
};

export const Message: Story = {
  args: { message: 'The amount must be at least $10.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The amount must be at least $10.');
  },
};

/** The generic error wins over the message. */
export const GenericError: Story = {
  args: {
    genericError: 'Withdrawals are paused for maintenance.',
    message: 'The amount must be at least $10.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Withdrawals are paused for maintenance.');
    await expect(alert).not.toHaveTextContent('The amount must be at least $10.');
  },
};

/** With `onDismiss` there is a dismiss button (mouse and keyboard). */
export const Dismissible: Story = {
  args: { message: 'The amount must be at least $10.', onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    dismiss.blur();
  },
};

/** `show={false}` renders nothing. */
export const Hidden: Story = {
  args: { show: false, message: 'Not shown' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    genericError:
      'Kaupankäyntitilin avaaminen epäonnistui: Kontoeinstellungsänderungsbestätigungsanforderung ist abgelaufen, bitte versuchen Sie es erneut.',
    onDismiss: fn(),
    dismissLabel: 'Schließen',
  },
};

export const Mobile: Story = {
  ...LongText,
  ...onViewport('mobile'),
};
