import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonPlace } from '@/design-system/Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Revoke all sessions' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot your password?' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Sending…' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Long German and Finnish labels wrap inside a block button instead of overflowing. */
export const LongText: Story = {
  args: { block: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 280 }}>
      <Button {...args}>Kontoeinstellungen speichern und fortfahren</Button>
      <Button {...args} variant="secondary">
        Tallenna tilin asetukset ja jatka eteenpäin
      </Button>
    </div>
  ),
};

/**
 * `ButtonPlace`: the place an action keeps while the answer that brings it is on its way (the
 * statement button, the wallet's transfer link). Nothing shows and nothing can be found or
 * focused in it; the row's other actions stay where they will be once it comes.
 */
export const Place: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="secondary">Export CSV</Button>
      <ButtonPlace label="Download statement (PDF)" />
      <Button variant="secondary">Print statement</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryByText('Download statement (PDF)')).toBeNull();
  },
};
