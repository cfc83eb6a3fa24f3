import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '@/design-system/ButtonLink';

const meta = {
  title: 'Design system/ButtonLink',
  component: ButtonLink,
  args: { href: '/en/deposit', children: 'Deposit' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action that leads to another page: a link (it navigates), drawn as a filled button. */
export const Primary: Story = {
  args: { primary: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/deposit',
    );
  },
};

/** A secondary one beside it, outlined. */
export const Secondary: Story = {
  args: { href: '/en/withdraw', children: 'Withdraw' },
};

/** Reached with the keyboard: the focus ring shows. */
export const Focused: Story = {
  args: { primary: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveFocus();
  },
};
