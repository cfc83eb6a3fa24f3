import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PendingNotice } from '@/design-system/PendingNotice';

const meta = {
  title: 'Design system/Feedback/PendingNotice',
  component: PendingNotice,
  args: {
    message: {
      title: 'Your withdrawal may have been sent.',
      text: 'The answer was lost on the way. Check your transactions before you send it again.',
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PendingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something is not settled yet: a bold title and what to do, in a polite live region. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Your withdrawal may have been sent.');
    await expect(status).toHaveTextContent('Check your transactions');
  },
};

/** Nothing pending: the live region stays, empty, so a message that appears in it is announced. */
export const Settled: Story = {
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
