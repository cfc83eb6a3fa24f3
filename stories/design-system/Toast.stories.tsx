import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { ToastContainer, type ToastItem } from '@/design-system/Toast';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/Toast',
  component: ToastContainer,
  args: {
    toasts: [{ id: 'saved', tone: 'success', message: 'Your settings have been saved.' }],
    onDismiss: fn(),
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 320 } } },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ToastContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast in the top-end corner; its close button dismisses it by id. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const close = within(region).getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledWith('saved');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    close.blur();
  },
};

/** Every tone; the error toast is an alert. */
export const Tones: Story = {
  args: {
    toasts: [
      { id: 'success', tone: 'success', title: 'Saved', message: 'Your settings have been saved.' },
      { id: 'info', tone: 'info', message: 'A new statement is available.' },
      {
        id: 'warning',
        tone: 'warning',
        title: 'Check your documents',
        message: 'Your ID expires in 7 days.',
      },
      { id: 'error', tone: 'error', title: 'Error', message: 'Please select a currency.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a currency.');
  },
};

/** `duration: 0` keeps a toast until it is closed (no progress bar). */
export const Persistent: Story = {
  args: { toasts: [{ id: 'p', tone: 'info', message: 'Markets are closed today.', duration: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-progress]')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        id: 'de',
        tone: 'error',
        title: 'Kontoeinstellungen konnten nicht gespeichert werden',
        message:
          'Handelskontoeröffnungsbestätigungsanforderung abgelaufen. Bitte versuchen Sie es erneut.',
      },
      {
        id: 'fi',
        tone: 'warning',
        message: 'Kaupankäyntitilin avaaminen epäonnistui. Yritä myöhemmin uudelleen.',
      },
    ],
    closeLabel: 'Schließen',
    regionLabel: 'Benachrichtigungen',
  },
};

export const Mobile: Story = {
  ...LongText,
  ...onViewport('mobile'),
};

/** The timer pauses while the pointer is over the toast and resumes with the time that was left. */
export const PausesOnHover: Story = {
  args: { toasts: [{ id: 'hover', tone: 'info', message: 'Hover me to keep me.', duration: 600 }] },
  play: async ({ canvas, userEvent, args }) => {
    const toast = canvas.getByText('Hover me to keep me.');
    await userEvent.hover(toast);
    await new Promise((r) => setTimeout(r, 1000));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(toast);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('hover'), { timeout: 2000 });
  },
};

function LiveDemo() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [count, setCount] = useState(0);
  const add = () => {
    const n = count + 1;
    setCount(n);
    setToasts((list) => [
      ...list,
      { id: `t${n}`, tone: n % 2 ? 'success' : 'error', message: `Notice number ${n}` },
    ]);
  };
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={add}>Add a toast</Button>
      <ToastContainer
        toasts={toasts}
        onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
      />
    </div>
  );
}

/** A working stack: new toasts appear below older ones; each leaves after 3 s or when closed. */
export const Live: Story = {
  render: () => <LiveDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a toast' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await userEvent.click(within(region).getAllByRole('button', { name: 'Close' })[0]!);
    await expect(within(region).queryByText('Notice number 1')).toBeNull();
    await waitFor(() => expect(within(region).queryByText('Notice number 2')).toBeNull(), {
      timeout: 4500,
    });
  },
};
