import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice } from '@/design-system/Notice';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/Notice',
  component: Notice,
  args: { children: 'Your password has been reset. Sign in with the new one.' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished action: announced politely, with a tick. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset.');
  },
};

/** Guidance rather than a result. */
export const Info: Story = {
  args: {
    tone: 'info',
    children: 'We have sent a verification link to anna.virtanen@example.com.',
  },
};

/** A long German address wraps inside the box instead of overflowing on a phone. */
export const LongTextMobile: Story = {
  args: {
    children:
      'Wir haben einen Bestätigungslink an anna-kaarina.virtanen-lehtonen@sehr-lange-firmendomain.example.com gesendet.',
  },
  ...onViewport('mobile'),
};
