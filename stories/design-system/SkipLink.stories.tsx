import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from '@/design-system/SkipLink';

const meta = {
  title: 'Design system/Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        {Story()}
        <nav aria-label="Main" style={{ padding: 16 }}>
          <a href="#nowhere">A navbar link</a>
        </nav>
        <main id="story-main" style={{ padding: 16 }}>
          <h1 style={{ margin: 0 }}>Page</h1>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until it gets focus as the first Tab stop; Enter moves focus to the page's main. */
export const FirstTabStop: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    canvas.getByRole('main').blur();
  },
};

/** Focused (as after the first Tab): the link shows in the corner. */
export const Focused: Story = {
  args: { label: 'Zum Inhalt springen' },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Zum Inhalt springen' }).focus();
  },
};
