import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { NavigationProgress } from '@/design-system/NavigationProgress';

const meta = {
  title: 'Design system/Feedback/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 120 } } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 120 }}>
        <p style={{ margin: 0 }}>The bar runs along the top edge of the viewport.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation that takes longer than `duration`: the bar eases to 95 % and waits there. */
export const Active: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Page loading' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '95'), { timeout: 6000 });
    await new Promise((r) => setTimeout(r, 300));
    await expect(bar).toHaveAttribute('aria-valuenow', '95');
  },
};

/** Nothing is rendered while no navigation runs. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A translated accessible name. */
export const LocalizedLabel: Story = {
  args: { label: 'Sivua ladataan', duration: 500, tick: 50 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Sivua ladataan' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '95'), { timeout: 3000 });
  },
};

function StartStopDemo({ duration, tick }: { duration?: number; tick?: number }) {
  const [active, setActive] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => setActive(true)}>Start navigation</Button>
      <Button variant="secondary" onClick={() => setActive(false)}>
        Finish navigation
      </Button>
      <NavigationProgress active={active} duration={duration} tick={tick} />
    </div>
  );
}

/** When the navigation ends the bar fills to 100 %, fades and goes away. */
export const Finishing: Story = {
  args: { duration: 1000 },
  render: (args) => <StartStopDemo duration={args.duration} tick={args.tick} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    const bar = canvas.getByRole('progressbar');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(10));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
