import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardLink } from '@/design-system/CardLink';

const meta = {
  title: 'Design system/Navigation/CardLink',
  component: CardLink,
  args: { href: '/en/articles/42', children: 'How IPO allocations work' },
  decorators: [
    (Story) => (
      <article
        style={{
          position: 'relative',
          maxWidth: 320,
          padding: 16,
          border: '1px solid currentColor',
          borderRadius: 12,
        }}
      >
        <h3 style={{ margin: '0 0 8px' }}>{Story()}</h3>
        <p style={{ margin: 0 }}>Who gets shares when a listing is oversubscribed.</p>
      </article>
    ),
  ],
} satisfies Meta<typeof CardLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The card's title is its link, named by the title alone; a click anywhere on the card follows it
 * (the link's area stretches over the card).
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'How IPO allocations work' });
    await expect(link).toHaveAttribute('href', '/en/articles/42');
    // The point over the card's text, below the title, belongs to the link.
    const text = canvas.getByText(/oversubscribed/).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      text.left + 4,
      text.top + text.height / 2,
    );
    await expect(hit).toBe(link);
  },
};

/** With the keyboard: the focus ring outlines the whole card. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'How IPO allocations work' })).toHaveFocus();
  },
};
