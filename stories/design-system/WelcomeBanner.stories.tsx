import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { WelcomeBanner } from '@/design-system/WelcomeBanner';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Layout/WelcomeBanner',
  component: WelcomeBanner,
  // Screenshots must not race the 5 s timer: stories keep the banner unless they test the fade.
  args: {
    firstName: 'Anna',
    secondName: 'Smith',
    appName: 'Cabinet',
    visibleMs: Infinity,
    onHidden: fn(),
  },
} satisfies Meta<typeof WelcomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Hello, Anna Smith! Welcome to Cabinet.');
    await expect(status).toHaveTextContent('Onward to new financial heights!');
  },
};

/** Translated lines come in as props. */
export const German: Story = {
  args: {
    greeting: 'Hallo, Anna Smith! Willkommen bei Cabinet.',
    subline: 'Auf zu neuen finanziellen Höhen!',
  },
};

/** A long Finnish name on a phone wraps. */
export const LongNameMobile: Story = {
  args: { firstName: 'Aleksanteri-Johannes', secondName: 'Kärkkäinen-Väisänen' },
  ...onViewport('mobile'),
};

/** Fades out after `visibleMs` (shortened here) and reports it is gone. */
export const FadesOut: Story = {
  args: { visibleMs: 800 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(args.onHidden).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    await expect(args.onHidden).toHaveBeenCalledTimes(1);
  },
};
