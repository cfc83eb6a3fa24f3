import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { WidgetBoundary } from '@/design-system/WidgetBoundary';
import { onViewport } from '../viewport';

/** Throws while `broken` is on: a widget whose render fails (its library, data it cannot draw). */
function Widget({ broken }: { broken: boolean }) {
  if (broken) throw new Error('The widget could not draw');
  return <p>Balance history chart</p>;
}

/** The first render fails; the retry succeeds (the cause went away, e.g. the network is back). */
function FailsOnce() {
  const [broken, setBroken] = useState(true);
  return (
    <WidgetBoundary
      message="This part could not be shown."
      retryLabel="Try again"
      onRetry={() => setBroken(false)}
      onError={() => undefined}
    >
      <Widget broken={broken} />
    </WidgetBoundary>
  );
}

const meta = {
  title: 'Design system/Feedback/WidgetBoundary',
  component: WidgetBoundary,
  args: {
    message: 'This part could not be shown.',
    retryLabel: 'Try again',
    onRetry: fn(),
    onError: fn(),
    children: <Widget broken />,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
        <h1>Home</h1>
        <Story />
        <p>The rest of the page stays.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof WidgetBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A widget that throws: its place shows the message and a retry, the page around it stays. */
export const Failed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('This part could not be shown.')).toBeVisible();
    await expect(canvas.getByText('The rest of the page stays.')).toBeVisible();
    await expect(args.onError).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Still broken: the message comes back, the page is unchanged.
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    canvas.getByRole('button', { name: 'Try again' }).blur();
  },
};

/** A widget that works renders as if the boundary were not there. */
export const Working: Story = {
  args: { children: <Widget broken={false} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance history chart')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Retry after the cause went away: the widget comes back in place. */
export const Recovers: Story = {
  render: () => <FailsOnce />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Balance history chart')).toBeVisible();
  },
};

/** Long translated text on a phone: the message wraps, the button stays whole. */
export const LongText: Story = {
  args: {
    message: 'Dieses Diagramm kann nicht angezeigt werden. Die Tabellenansicht enthält alle Werte.',
    retryLabel: 'Erneut versuchen',
  },
  ...onViewport('mobile'),
};
