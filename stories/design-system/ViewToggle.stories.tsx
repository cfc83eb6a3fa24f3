import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ViewToggle, type ViewMode } from '@/design-system/ViewToggle';

const meta = {
  title: 'Design system/Navigation/ViewToggle',
  component: ViewToggle,
  args: { value: 'tile', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<ViewMode>(args.value);
    return (
      <ViewToggle
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tile is the default view; pressing List switches, by mouse and by keyboard. */
export const Tile: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('group', { name: 'View' })).toBeVisible();
    const tile = canvas.getByRole('button', { name: 'Tile view' });
    const list = canvas.getByRole('button', { name: 'List view' });
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveAttribute('aria-pressed', 'false');

    await step('Press List: it is pressed now', async () => {
      await userEvent.click(list);
      await expect(args.onChange).toHaveBeenLastCalledWith('list');
      await expect(list).toHaveAttribute('aria-pressed', 'true');
      await expect(tile).toHaveAttribute('aria-pressed', 'false');
    });
    await step('Pressing the current view again does nothing', async () => {
      await userEvent.click(list);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });
    await step('Back to Tile by keyboard', async () => {
      await userEvent.tab({ shift: true });
      await expect(tile).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith('tile');
      await expect(tile).toHaveAttribute('aria-pressed', 'true');
    });
    tile.blur();
  },
};

export const List: Story = {
  args: { value: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Translated labels. */
export const German: Story = {
  args: { label: 'Ansicht', tileLabel: 'Kachelansicht', listLabel: 'Listenansicht' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ansicht' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kachelansicht' })).toBeVisible();
  },
};
