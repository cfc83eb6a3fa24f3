import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '@/design-system/Spinner';

const meta = {
  title: 'Design system/Feedback/Spinner',
  component: Spinner,
  args: { size: 24 },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: the surrounding control says it is busy. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size={14} />
      <Spinner {...args} size={16} />
      <Spinner {...args} size={24} />
      <Spinner {...args} size={32} />
      <Spinner {...args} size={48} />
    </div>
  ),
};

/** With a label it is a status that screen readers announce. */
export const Labelled: Story = {
  args: { label: 'Loading wallets…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading wallets…' })).toBeInTheDocument();
  },
};

/** It takes the colour of the text around it. */
export const InheritsColour: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Spinner {...args} size={16} label="Kontoeinstellungen werden geladen" />
      <span>Kontoeinstellungen werden geladen…</span>
    </p>
  ),
};
