import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageBanner } from '@/design-system/PageBanner';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/PageBanner',
  component: PageBanner,
  args: {
    tone: 'danger',
    children: 'Your identity check was rejected.',
    action: <a href="/en/settings/verification">Go to verification</a>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof PageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rejected identity check, with the way to fix it. */
export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/identity check was rejected/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to verification' })).toHaveAttribute(
      'href',
      '/en/settings/verification',
    );
  },
};

/** A check in progress: information, not alarm. */
export const Info: Story = {
  args: {
    tone: 'info',
    children: 'Your identity check is in progress.',
    action: <a href="/en/settings/verification">View status</a>,
  },
};

/** A warning without an action. */
export const Warning: Story = {
  args: { tone: 'warning', action: undefined, children: 'Something needs your attention.' },
};

/** German on a phone, as the app says it (one sentence and the way to fix it). */
export const GermanMobile: Story = {
  args: {
    children: 'Ihre Identitätsprüfung wurde abgelehnt.',
    action: <a href="/de/settings/verification">Zur Verifizierung</a>,
  },
  ...onViewport('mobile'),
};
